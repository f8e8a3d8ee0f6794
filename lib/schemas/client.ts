import { z } from "zod";
import { idSchema, paginationSchema, searchText, updateFieldsOf } from "./common";
import { contactPartyFieldsSchema, type ContactPartyDto } from "./contact";
import { listControls } from "./search";

/**
 * A client (property owner). SPEC §5: name, contact first and last name,
 * primary number, e-mail (valid) and mailing address are required;
 * secondary number and website are optional.
 */
export const clientFieldsSchema = contactPartyFieldsSchema;

export const createClientSchema = clientFieldsSchema;
/** PUT /clients/update: `_id` and the fields to change; fields left out keep their stored value. */
export const updateClientSchema = updateFieldsOf(clientFieldsSchema).extend({ _id: idSchema });

/** GET /clients: paging, the name search, and the Finder's criteria and the table view's sort (lib/schemas/search.ts). */
export const clientListQuerySchema = paginationSchema.extend({ name: searchText, ...listControls("clients") });

/** What the form edits (inputs are strings; optional ones may be blank). */
export type ClientFormValues = z.input<typeof clientFieldsSchema>;
export type ClientFields = z.output<typeof clientFieldsSchema>;
export type UpdateClientInput = z.output<typeof updateClientSchema>;
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/** A client as the API returns it. */
export interface ClientDto extends ContactPartyDto {
  propertyCount: number;
}
