import { z } from "zod";
import { idSchema, paginationSchema, searchText } from "./common";
import { contactPartyFieldsSchema, type ContactPartyDto } from "./contact";

/**
 * A service provider (a contractor the agency sends work to). SPEC §3: the
 * same fields as a client; SPEC §5: the same rules — name, contact first and
 * last name, primary number, e-mail (valid) and mailing address required.
 */
export const providerFieldsSchema = contactPartyFieldsSchema;

export const createProviderSchema = providerFieldsSchema;
export const updateProviderSchema = providerFieldsSchema.extend({ _id: idSchema });

export const providerListQuerySchema = paginationSchema.extend({ name: searchText });

export type ProviderFormValues = z.input<typeof providerFieldsSchema>;
export type ProviderFields = z.output<typeof providerFieldsSchema>;
export type UpdateProviderInput = z.output<typeof updateProviderSchema>;
export type ProviderListQuery = z.output<typeof providerListQuerySchema>;

/** A service provider as the API returns it. */
export interface ProviderDto extends ContactPartyDto {
  totalServiceOrders: number;
}
