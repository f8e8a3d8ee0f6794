import { z } from "zod";
import { idSchema, optionalText, paginationSchema, requiredEmail, requiredText, searchText } from "./common";

/**
 * A client (property owner). SPEC §5: name, contact first and last name,
 * primary number, e-mail (valid) and mailing address are required;
 * secondary number and website are optional.
 */
export const clientFieldsSchema = z.object({
  name: requiredText("Name", 200),
  contactFirstName: requiredText("Contact first name", 80),
  contactLastName: requiredText("Contact last name", 80),
  contactPrimaryNumber: requiredText("Primary number", 40),
  contactSecondaryNumber: optionalText("Secondary number", 40),
  contactEmailAddress: requiredEmail("E-mail address"),
  contactWebsiteURL: optionalText("Website", 500),
  contactMailingAddress: requiredText("Mailing address", 500),
});

export const createClientSchema = clientFieldsSchema;
export const updateClientSchema = clientFieldsSchema.extend({ _id: idSchema });

export const clientListQuerySchema = paginationSchema.extend({ name: searchText });

/** What the form edits (inputs are strings; optional ones may be blank). */
export type ClientFormValues = z.input<typeof clientFieldsSchema>;
export type ClientFields = z.output<typeof clientFieldsSchema>;
export type UpdateClientInput = z.output<typeof updateClientSchema>;
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/** A client as the API returns it. */
export interface ClientDto {
  _id: string;
  name: string;
  contactFirstName: string;
  contactLastName: string;
  contactPrimaryNumber: string;
  contactSecondaryNumber: string | null;
  contactEmailAddress: string;
  contactWebsiteURL: string | null;
  contactMailingAddress: string;
  propertyCount: number;
  createdAt: string;
  updatedAt: string;
}
