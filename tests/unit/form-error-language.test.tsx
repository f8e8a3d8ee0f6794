import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import { API_SOURCE, useApiMessage } from "@/lib/i18n/use-api-message";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

/** A form's error as the screen shows it, with the messages ScreenMessages gives a page in that language. */
function shown(message: string, language: "en" | "es"): string {
  const messages = language === "en" ? { common: english.common } : { common: spanish.common, api: spanish.api, [API_SOURCE]: english.api };
  const Probe = () => <p>{useApiMessage()(message)}</p>;
  const html = renderToStaticMarkup(
    <IntlProvider locale={language === "en" ? "en-US" : "es-419"} messages={messages} timeZone="UTC">
      <Probe />
    </IntlProvider>,
  );
  return html.replace(/^<p>|<\/p>$/g, "");
}

describe("a form's error in the page's language", () => {
  it("stays the schema's English on an English page", () => {
    expect(shown("First name is required.", "en")).toBe("First name is required.");
  });

  it("reads in Spanish on a Spanish page, field name included, as the API answers it", () => {
    expect(shown("First name is required.", "es")).toBe(spanish.api.messages.required.replace("{label}", spanish.api.labels.firstName));
    expect(shown("You are not authorised to perform this request!", "es")).toBe(spanish.api.messages.notAuthorised);
  });

  it("keeps a message the catalogue does not have in English rather than guess", () => {
    expect(shown("Something no catalogue holds.", "es")).toBe("Something no catalogue holds.");
  });
});
