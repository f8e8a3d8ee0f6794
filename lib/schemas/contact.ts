import { z } from "zod";
import { normalizeWebsite, WEBSITE_MESSAGE } from "@/lib/domain/web-address";
import { optionalText, requiredEmail, requiredText } from "./common";

/**
 * Optional website: blank or null means none; otherwise an http or https
 * address to a host name. A bare domain is stored with https:// before it.
 */
const optionalWebsite = (max: number) =>
  optionalText("Website", max).transform((value, ctx) => {
    if (value === null) return null;
    const website = normalizeWebsite(value);
    if (website === null || website.length > max) {
      ctx.addIssue({ code: "custom", message: website === null ? WEBSITE_MESSAGE : `Website must be at most ${max} characters.` });
      return z.NEVER;
    }
    return website;
  });

/**
 * A named party with a contact person: clients and service providers share
 * these fields and rules (SPEC §3, §5) — name, contact first and last name,
 * primary number, e-mail (valid) and mailing address required; secondary
 * number and website optional (an http or https address, see
 * lib/domain/web-address.ts).
 */
export const contactPartyFieldsSchema = z.object({
  name: requiredText("Name", 200),
  contactFirstName: requiredText("Contact first name", 80),
  contactLastName: requiredText("Contact last name", 80),
  contactPrimaryNumber: requiredText("Primary number", 40),
  contactSecondaryNumber: optionalText("Secondary number", 40),
  contactEmailAddress: requiredEmail("E-mail address"),
  contactWebsiteURL: optionalWebsite(500),
  contactMailingAddress: requiredText("Mailing address", 500),
});

/** The contact party as the API returns it. */
export interface ContactPartyDto {
  _id: string;
  name: string;
  contactFirstName: string;
  contactLastName: string;
  contactPrimaryNumber: string;
  contactSecondaryNumber: string | null;
  contactEmailAddress: string;
  contactWebsiteURL: string | null;
  contactMailingAddress: string;
  createdAt: string;
  updatedAt: string;
}
