import { z } from "zod";
import { optionalText, requiredEmail, requiredText } from "./common";

/**
 * A named party with a contact person: clients and service providers share
 * these fields and rules (SPEC §3, §5) — name, contact first and last name,
 * primary number, e-mail (valid) and mailing address required; secondary
 * number and website optional.
 */
export const contactPartyFieldsSchema = z.object({
  name: requiredText("Name", 200),
  contactFirstName: requiredText("Contact first name", 80),
  contactLastName: requiredText("Contact last name", 80),
  contactPrimaryNumber: requiredText("Primary number", 40),
  contactSecondaryNumber: optionalText("Secondary number", 40),
  contactEmailAddress: requiredEmail("E-mail address"),
  contactWebsiteURL: optionalText("Website", 500),
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
