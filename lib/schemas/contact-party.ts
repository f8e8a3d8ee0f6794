import { z } from "zod";
import { normalizeWebsite, WEBSITE_MESSAGE } from "@/lib/domain/web-address";
import type { Language } from "@/lib/i18n/languages";
import { languageSchema } from "./language";
import { idSchema, optionalText, paginationSchema, requiredEmail, requiredText, searchText, updateFieldsOf } from "./common";
import { listControls } from "./search";

/**
 * Clients (property owners) and service providers (contractors) are contact
 * parties: the same fields and rules (PRODUCT.md#clients) — name, contact first and
 * last name, primary number, e-mail (valid) and mailing address required;
 * secondary number and website optional (an http or https address, see
 * lib/domain/web-address.ts) — in two configurations that differ only by
 * their list (its Finder entity) and the count their records carry.
 */

/** Blank or null means none; otherwise an http or https address to a host name. A bare domain is stored with https:// before it. */
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

/** The fields, shared by the form (zodResolver) and the register body of both. */
export const contactPartyFieldsSchema = z.object({
  name: requiredText("Name", 200),
  contactFirstName: requiredText("Contact first name", 80),
  contactLastName: requiredText("Contact last name", 80),
  contactPrimaryNumber: requiredText("Primary number", 40),
  contactSecondaryNumber: optionalText("Secondary number", 40),
  contactEmailAddress: requiredEmail("E-mail address"),
  contactWebsiteURL: optionalWebsite(500),
  contactMailingAddress: requiredText("Mailing address", 500),
  /** The language of the papers and mail the party gets; left out on register, the agency's (server side). */
  language: languageSchema.optional(),
});

/**
 * One configuration's schemas: register (the fields), update (`_id` and the
 * fields to change; fields left out keep their stored value) and the list's
 * query (paging, the name search, the Finder's criteria and the table's sort).
 */
function contactPartySchemas<Entity extends "clients" | "service-providers">(entity: Entity) {
  return {
    create: contactPartyFieldsSchema,
    update: updateFieldsOf(contactPartyFieldsSchema).extend({ _id: idSchema }),
    listQuery: paginationSchema.extend({ name: searchText, ...listControls(entity) }),
  };
}

/** POST /clients/register, PUT /clients/update, GET /clients. */
export const clientSchemas = contactPartySchemas("clients");
/** POST /services/providers/register, PUT /services/providers/update, GET /services/providers. */
export const serviceProviderSchemas = contactPartySchemas("service-providers");

/** What the form edits (inputs are strings; optional ones may be blank). */
export type ContactPartyFormValues = z.input<typeof contactPartyFieldsSchema>;
export type ContactPartyFields = z.output<typeof contactPartyFieldsSchema>;
export type UpdateContactPartyInput = z.output<typeof clientSchemas.update>;
export type ClientListQuery = z.output<typeof clientSchemas.listQuery>;
export type ServiceProviderListQuery = z.output<typeof serviceProviderSchemas.listQuery>;

/** A contact party as the API returns it. */
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
  language: Language;
  createdAt: string;
  updatedAt: string;
}

/** A client, with how many listings it owns. */
export interface ClientDto extends ContactPartyDto {
  propertyCount: number;
}

/** A service provider, with how many service orders it has. */
export interface ServiceProviderDto extends ContactPartyDto {
  totalServiceOrders: number;
}
