import { MULTI_VALUE_OPERATORS, OPERATOR_NAMES, type SearchEntity, type SearchFieldDefinition } from "@/lib/schemas/search";
import { operatorsOf } from "./criteria";
import type { EntitySearch, SearchField } from "./field";
import { accountSearch } from "./fields/accounts";
import { clientSearch } from "./fields/clients";
import { listingSearch } from "./fields/listings";
import { reminderSearch } from "./fields/reminders";
import { serviceOrderSearch } from "./fields/service-orders";
import { serviceProviderSearch } from "./fields/service-providers";
import { tenantSearch } from "./fields/tenants";
import { userSearch } from "./fields/users";

/** Every entity's Finder, by the entity names of the API (GET /search/fields/{entity}, GET /export/{entity}). */
export const SEARCHES: Record<SearchEntity, EntitySearch<unknown, unknown>> = {
  clients: clientSearch,
  listings: listingSearch,
  "service-providers": serviceProviderSearch,
  "service-orders": serviceOrderSearch,
  reminders: reminderSearch,
  accounts: accountSearch,
  users: userSearch,
  tenants: tenantSearch,
};

/** A field as GET /search/fields/{entity} describes it (PRODUCT.md#finder "Searchable field definition"). */
async function describe(field: SearchField<unknown>): Promise<SearchFieldDefinition> {
  const names = OPERATOR_NAMES[field.type] as Record<string, string>;
  const definition: SearchFieldDefinition = {
    field: field.name,
    title: field.title,
    type: field.type,
    options: operatorsOf(field).map((operator) => ({
      operator,
      name: names[operator]!,
      multiple: MULTI_VALUE_OPERATORS[field.type].includes(operator),
    })),
  };
  if (field.type === "lookup") {
    if (field.values.kind === "enum") definition.list = [...field.values.list];
    else {
      if (field.values.list) definition.list = await field.values.list();
      if (field.values.lookup) definition.lookup = field.values.lookup;
    }
  }
  if (field.type === "date") definition.dateTime = field.dateTime;
  if (field.type === "string" && field.phone) definition.phone = true;
  return definition;
}

/** GET /search/fields/{entity}: the entity's searchable fields, in the Finder's order; fields on admin-only data for admins only. */
export async function getSearchFields(entity: SearchEntity, viewer: { role: string }): Promise<SearchFieldDefinition[]> {
  return Promise.all(SEARCHES[entity].fields.filter((field) => !field.adminOnly || viewer.role === "admin").map(describe));
}
