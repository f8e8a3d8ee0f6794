import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "@/server/i18n/request-language";

describe("languageFromAcceptLanguage", () => {
  it.each([
    ["es-DO,es;q=0.9,en;q=0.8", "es"],
    ["es-419", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,es;q=0.5", "es"],
    ["fr-FR", "en"],
    ["en;q=0.2,es;q=0.9", "es"],
    ["*", "en"],
    ["", "en"],
    ["not a tag!!,;;q=x", "en"],
  ])("%j → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header, "en")).toBe(expected);
  });

  it("answers the fallback when nothing asked for is among the languages offered", () => {
    expect(languageFromAcceptLanguage("es-DO,es", "en", ["en"])).toBe("en");
    expect(languageFromAcceptLanguage(null, "es")).toBe("es");
  });
});
