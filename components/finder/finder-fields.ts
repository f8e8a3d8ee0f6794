import type { SearchEntity, SearchFieldDefinition } from "@/lib/schemas/search";
import type { FinderRows } from "./finder-criteria";

/**
 * The rows the Finder opens with besides those that hold a condition: each list's most used fields (issue 32
 * §3). The rest are one click away under **Add condition**; a row once shown stays until Clear.
 */
export const FINDER_FIRST_FIELDS: Record<SearchEntity, readonly string[]> = {
  listings: ["propertyName", "location", "status", "propertyType", "rooms.bedrooms", "cost.rentalPriceInUS"],
  clients: ["name", "contactLastName", "contactPrimaryNumber", "contactEmailAddress"],
  "service-providers": ["name", "contactLastName", "contactPrimaryNumber", "contactEmailAddress"],
  "service-orders": ["orderNumber", "status", "pastDue", "listingRef", "serviceDueDateTime"],
  reminders: ["name", "propertyRef", "dateTime", "frequency"],
  accounts: ["name", "accountBalance"],
  users: ["firstName", "lastName", "role", "isActive"],
  tenants: ["name", "email", "phone", "documentCategory"],
};

/** The fields shown at first: the entity's first fields and every field with a condition, in the Finder's order. */
export function firstShown(entity: SearchEntity, fields: readonly SearchFieldDefinition[], rows: FinderRows): string[] {
  const first = FINDER_FIRST_FIELDS[entity];
  return fields.filter((field) => first.includes(field.field) || rows[field.field]?.operator).map((field) => field.field);
}
