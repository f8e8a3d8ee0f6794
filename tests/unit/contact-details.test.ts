import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactDetails, type ContactFields } from "@/components/contacts/contact-details";
import type { Language } from "@/lib/i18n/languages";
import { inLanguage } from "../support/intl";

function render(contactWebsiteURL: string | null, language: Language = "en"): string {
  const contact: ContactFields = {
    contactFirstName: "Ana",
    contactLastName: "Rivera",
    contactPrimaryNumber: "+1 758 555 0101",
    contactSecondaryNumber: null,
    contactEmailAddress: "ana@coralreef.example",
    contactWebsiteURL,
    contactMailingAddress: "1 Bay Street",
    language,
  };
  return renderToStaticMarkup(inLanguage(createElement(ContactDetails, { contact })));
}

/** The anchors of the markup, as [href, rest of the tag]. */
const anchors = (html: string) => [...html.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]!);

describe("the contact card's website (item 7)", () => {
  it("links an http(s) website in a new tab, without opener or referrer, and says so", () => {
    const html = render("https://coralreef.example/rentals");
    const link = anchors(html).find((tag) => tag.includes("coralreef.example/rentals"));
    expect(link).toContain('href="https://coralreef.example/rentals"');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(opens in a new tab)");
  });

  it("links a stored bare domain as https", () => {
    expect(anchors(render("coralreef.example")).some((tag) => tag.includes('href="https://coralreef.example/"'))).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://coralreef.example", "not a url"])(
    "shows a stored %j as text, never as a link",
    (value) => {
      const html = render(value);
      expect(anchors(html).filter((tag) => !/href="(tel|mailto):/.test(tag))).toEqual([]);
      expect(html).not.toContain("(opens in a new tab)");
      expect(html).not.toMatch(/href="(javascript|data|ftp):/i);
    },
  );

  it("puts every term and its value straight in the list (valid dl groups)", () => {
    const html = render("https://coralreef.example");
    expect(html).toMatch(/^<dl[^>]*>(<div[^>]*><dt[^>]*>.*?<\/dt><dd[^>]*>.*?<\/dd><\/div>)+<\/dl>$/);
  });
});

describe("the contact card's language", () => {
  it.each([
    ["en", "English"],
    ["es", "Español"],
  ] as const)("names %s by its own name, marked as that language", (language, name) => {
    expect(render(null, language)).toMatch(new RegExp(`Language</dt><dd[^>]*><span lang="${language}">${name}</span>`));
  });
});
