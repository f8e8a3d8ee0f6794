import { describe, expect, it } from "vitest";
import { formatMonth } from "@/lib/i18n/day-formats";
import { formatDate, formatDayAs } from "@/lib/i18n/formats";
import { languageOfLocale } from "@/lib/i18n/languages";

const AT = "2026-12-07T18:30:00Z"; // 2:30 PM in St. Lucia (UTC−4)
const ZONE = "America/St_Lucia";

describe("date shapes", () => {
  it("write English with the console's own patterns", () => {
    expect(formatDate(AT, ZONE, "en", "day")).toBe("Dec 7, 2026");
    expect(formatDate(AT, ZONE, "en", "dayYearDotTime")).toBe("Dec 7, 2026 · 2:30 PM");
    expect(formatDate(AT, ZONE, "en", "dayYearAtTime")).toBe("Dec 7, 2026 at 2:30 PM");
    expect(formatDate(AT, ZONE, "en", "weekdayShortDayTime")).toBe("Mon, Dec 7, 2:30 PM");
    expect(formatDate(AT, ZONE, "en", "monthShort")).toBe("Dec");
  });

  it("write Spanish as es-419 writes it: day before month, lower-case month, p.m.", () => {
    expect(formatDate(AT, ZONE, "es", "day")).toBe("7 dic 2026");
    expect(formatDate(AT, ZONE, "es", "dayYearDotTime")).toMatch(/^7 dic 2026, 2:30\sp\.\s?m\.$/);
    expect(formatDate(AT, ZONE, "es", "weekdayShort")).toBe("lun");
    expect(formatDayAs("2026-12-07", "es", "fullDay")).toBe("lunes, 7 de diciembre de 2026");
    expect(formatMonth("2026-12", "es")).toBe("diciembre de 2026");
  });

  it("know each language by its Intl locale, and fall back to English", () => {
    expect(languageOfLocale("es-419")).toBe("es");
    expect(languageOfLocale("en-US")).toBe("en");
    expect(languageOfLocale("fr-FR")).toBe("en");
  });
});
