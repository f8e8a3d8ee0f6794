import { z } from "zod";
import { idSchema, optionalText, paginationSchema, requiredEmail, requiredText, searchText } from "./common";

/**
 * A service provider (a contractor the agency sends work to). SPEC §3: the
 * same fields as a client; SPEC §5: the same rules — name, contact first and
 * last name, primary number, e-mail (valid) and mailing address required.
 */
export const providerFieldsSchema = z.object({
  name: requiredText("Name", 200),
  contactFirstName: requiredText("Contact first name", 80),
  contactLastName: requiredText("Contact last name", 80),
  contactPrimaryNumber: requiredText("Primary number", 40),
  contactSecondaryNumber: optionalText("Secondary number", 40),
  contactEmailAddress: requiredEmail("E-mail address"),
  contactWebsiteURL: optionalText("Website", 500),
  contactMailingAddress: requiredText("Mailing address", 500),
});

export const createProviderSchema = providerFieldsSchema;
export const updateProviderSchema = providerFieldsSchema.extend({ _id: idSchema });

export const providerListQuerySchema = paginationSchema.extend({ name: searchText });

export type ProviderFormValues = z.input<typeof providerFieldsSchema>;
export type ProviderFields = z.output<typeof providerFieldsSchema>;
export type UpdateProviderInput = z.output<typeof updateProviderSchema>;
export type ProviderListQuery = z.output<typeof providerListQuerySchema>;

/** A service provider as the API returns it. */
export interface ProviderDto {
  _id: string;
  name: string;
  contactFirstName: string;
  contactLastName: string;
  contactPrimaryNumber: string;
  contactSecondaryNumber: string | null;
  contactEmailAddress: string;
  contactWebsiteURL: string | null;
  contactMailingAddress: string;
  totalServiceOrders: number;
  createdAt: string;
  updatedAt: string;
}
