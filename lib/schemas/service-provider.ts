import { z } from "zod";
import { idSchema, paginationSchema, searchText, updateFieldsOf } from "./common";
import { contactPartyFieldsSchema, type ContactPartyDto } from "./contact";
import { listControls } from "./search";

/**
 * A service provider (a contractor the agency sends work to). SPEC §3: the
 * same fields as a client; SPEC §5: the same rules — name, contact first and
 * last name, primary number, e-mail (valid) and mailing address required.
 */
export const serviceProviderFieldsSchema = contactPartyFieldsSchema;

export const createServiceProviderSchema = serviceProviderFieldsSchema;
/** PUT /services/providers/update: `_id` and the fields to change; fields left out keep their stored value. */
export const updateServiceProviderSchema = updateFieldsOf(serviceProviderFieldsSchema).extend({ _id: idSchema });

export const serviceProviderListQuerySchema = paginationSchema.extend({ name: searchText, ...listControls("service-providers") });

export type ServiceProviderFormValues = z.input<typeof serviceProviderFieldsSchema>;
export type ServiceProviderFields = z.output<typeof serviceProviderFieldsSchema>;
export type UpdateServiceProviderInput = z.output<typeof updateServiceProviderSchema>;
export type ServiceProviderListQuery = z.output<typeof serviceProviderListQuerySchema>;

/** A service provider as the API returns it. */
export interface ServiceProviderDto extends ContactPartyDto {
  totalServiceOrders: number;
}
