/**
 * `count` valid client rows for an import file, each named `${tag} ${index}` with its own e-mail address:
 * name, first name, last name, phone, e-mail, address. Shared by the API specs and the db tests (no Playwright here).
 */
export function clientImportRows(tag: string, count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [
    `${tag} ${index}`,
    "Ann",
    "Baptiste",
    "555 0101",
    `${index}.${tag}@example.com`,
    "1 Bay St",
  ]);
}

/** The columns of clientImportRows' file, and the mapping of each to a client field. */
export const CLIENT_COLUMNS = ["Name", "First", "Last", "Phone", "E-mail", "Address"];
export const CLIENT_MAPPING = {
  Name: "name",
  First: "contactFirstName",
  Last: "contactLastName",
  Phone: "contactPrimaryNumber",
  "E-mail": "contactEmailAddress",
  Address: "contactMailingAddress",
};
