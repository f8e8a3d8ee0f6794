import { describe, expect, it } from "vitest";
import { normalizeWebsite, WEBSITE_MESSAGE, websiteHref } from "@/lib/domain/web-address";
import { contactPartyFieldsSchema } from "@/lib/schemas/contact-party";

describe("websites (item 7)", () => {
  it.each([
    ["https://coralreef.com", "https://coralreef.com", "https://coralreef.com/"],
    ["http://coralreef.com/about?x=1#top", "http://coralreef.com/about?x=1#top", "http://coralreef.com/about?x=1#top"],
    ["HTTPS://Coral.Reef.com", "HTTPS://Coral.Reef.com", "https://coral.reef.com/"],
    ["coralreef.com", "https://coralreef.com", "https://coralreef.com/"],
    ["www.coralreef.com/rentals", "https://www.coralreef.com/rentals", "https://www.coralreef.com/rentals"],
    ["coralreef.com:8080", "https://coralreef.com:8080", "https://coralreef.com:8080/"],
    ["//coralreef.com", "https://coralreef.com", "https://coralreef.com/"],
    ["  https://coralreef.com  ", "https://coralreef.com", "https://coralreef.com/"],
  ])("%j is a website, stored as %j and linked as %j", (typed, stored, href) => {
    expect(normalizeWebsite(typed)).toBe(stored);
    expect(websiteHref(stored)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://files.coralreef.com",
    "mailto:info@coralreef.com",
    "file:///etc/passwd",
    "not a url",
    "coralreef",
    "localhost:3000",
    "https://localhost",
    "https://127.0.0.1",
    "https://user:secret@coralreef.com",
    "https:/coralreef.com",
    "https://coral reef.com",
    "https://-coralreef.com",
    "https://coralreef..com",
    "/clients",
    "",
  ])("%j is no website: refused, and never a link", (value) => {
    expect(normalizeWebsite(value)).toBeNull();
    expect(websiteHref(value)).toBeNull();
  });

  it("the contact schema refuses them with one clear message", () => {
    const schema = contactPartyFieldsSchema;
    const base = {
      name: "Coral Reef Rentals",
      contactFirstName: "Ana",
      contactLastName: "Rivera",
      contactPrimaryNumber: "+1 758 555 0101",
      contactEmailAddress: "ana@coralreef.example",
      contactMailingAddress: "1 Bay Street",
    };
    for (const website of ["javascript:alert(1)", "data:text/html,x", "not a url", "ftp://coralreef.com"]) {
      const result = schema.safeParse({ ...base, contactWebsiteURL: website });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["contactWebsiteURL", WEBSITE_MESSAGE]]);
    }
    expect(schema.parse({ ...base, contactWebsiteURL: "coralreef.com" }).contactWebsiteURL).toBe("https://coralreef.com");
    expect(schema.parse({ ...base, contactWebsiteURL: "" }).contactWebsiteURL).toBeNull();
  });
});
