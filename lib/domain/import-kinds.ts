/** What can be imported (PRODUCT.md#imports): the kinds, their fields in import-fields.ts, other languages' headings in import-headings.ts. */
export const IMPORT_KINDS = ["clients", "service-providers", "listings", "tenants", "leases", "opening-balances"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
