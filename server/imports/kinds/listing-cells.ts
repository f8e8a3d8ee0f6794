import { LISTING_STATUS_LABELS, LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, ZONING_LABELS } from "@/lib/domain/enums";
import type { Listing } from "@/lib/generated/prisma/client";
import type { listingColumns } from "@/server/listings/listing-data";
import { amountText, booleanText, chipsOf, enumValue } from "../cell-values";
import type { FieldValues } from "./kind-types";

/**
 * A listing as the import reads and writes it (listings.ts): a stored listing as the file's cells (to compare and
 * to undo), the cells as the listing form's input, a schema issue's path as the field it is about, and the batch
 * insert's columns.
 */

/** listingColumns' keys → the SQL columns and their types, for the batch insert. */
const COLUMN_TYPES: [key: keyof ReturnType<typeof listingColumns>, column: string, type: string][] = [
  ["clientId", "client_id", "uuid"],
  ["propertySpecialistId", "property_specialist_id", "uuid"],
  ["propertyName", "property_name", "text"],
  ["listingType", "listing_type", "text"],
  ["propertyType", "property_type", "text"],
  ["location", "location", "text"],
  ["status", "status", "text"],
  ["zoning", "zoning", "text"],
  ["salePriceInUS", "sale_price_usd", "numeric"],
  ["rentalPriceInUS", "rental_price_usd", "numeric"],
  ["negotiable", "negotiable", "boolean"],
  ["lotSizeSqFeet", "lot_size_sq_feet", "numeric"],
  ["lotSizeAcres", "lot_size_acres", "numeric"],
  ["propertySizeSqFeet", "property_size_sq_feet", "numeric"],
  ["bedrooms", "bedrooms", "integer"],
  ["bathrooms", "bathrooms", "integer"],
  ["otherRooms", "other_rooms", "text[]"],
  ["amenities", "amenities", "text[]"],
  ["services", "services", "text[]"],
  ["leaseStartDate", "lease_start_date", "date"],
  ["leaseEndDate", "lease_end_date", "date"],
  ["tenantName", "tenant_name", "text"],
  ["tenantPhoneNumber", "tenant_phone_number", "text"],
  ["tenantEmail", "tenant_email", "text"],
  ["notes", "notes", "text"],
];
export const SQL_COLUMNS = COLUMN_TYPES.map(([, column, type]) => ({ column, type }));

export function sqlRow(columns: ReturnType<typeof listingColumns>): Record<string, unknown> {
  return Object.fromEntries(
    COLUMN_TYPES.map(([key, column]) => {
      const value = columns[key];
      return [column, value instanceof Date ? value.toISOString().slice(0, 10) : value];
    }),
  );
}

export const LEASE_FIELDS = ["leaseStartDate", "leaseEndDate", "tenantName", "tenantPhoneNumber", "tenantEmail"] as const;

/** A stored listing as import cells, so an update changes only the mapped fields. */
export function valuesOf(row: Listing & { client: { name: string } }): FieldValues {
  const text = (value: { toString(): string } | null) => (value === null ? "" : value.toString());
  const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "");
  return {
    propertyName: row.propertyName,
    client: row.clientId,
    propertySpecialist: row.propertySpecialistId,
    status: row.status,
    listingType: row.listingType,
    propertyType: row.propertyType ?? "",
    location: row.location,
    zoning: row.zoning,
    salePriceInUS: text(row.salePriceInUS),
    rentalPriceInUS: text(row.rentalPriceInUS),
    negotiable: String(row.negotiable),
    lotSizeSqFeet: text(row.lotSizeSqFeet),
    lotSizeAcres: text(row.lotSizeAcres),
    propertySizeSqFeet: text(row.propertySizeSqFeet),
    bedrooms: text(row.bedrooms),
    bathrooms: text(row.bathrooms),
    otherRooms: row.otherRooms.join("; "),
    amenities: row.amenities.join("; "),
    services: row.services.join("; "),
    leaseStartDate: day(row.leaseStartDate),
    leaseEndDate: day(row.leaseEndDate),
    tenantName: row.tenantName ?? "",
    tenantPhoneNumber: row.tenantPhoneNumber ?? "",
    tenantEmail: row.tenantEmail ?? "",
    notes: row.notes ?? "",
  };
}

/** Cells → the register body the form sends (client and specialist already resolved to ids). */
export function inputOf(values: FieldValues, ids: { client: string; propertySpecialist: string }) {
  const cell = (name: string) => values[name] ?? "";
  const hasLease = LEASE_FIELDS.some((field) => cell(field).trim() !== "");
  return {
    client: ids.client,
    propertySpecialist: ids.propertySpecialist,
    propertyName: cell("propertyName"),
    listingType: enumValue(cell("listingType"), LISTING_TYPE_LABELS),
    propertyType: enumValue(cell("propertyType"), PROPERTY_TYPE_LABELS) || null,
    location: cell("location"),
    status: enumValue(cell("status"), LISTING_STATUS_LABELS),
    zoning: enumValue(cell("zoning"), ZONING_LABELS),
    amenities: chipsOf(cell("amenities")),
    services: chipsOf(cell("services")),
    cost: {
      salePriceInUS: amountText(cell("salePriceInUS")),
      rentalPriceInUS: amountText(cell("rentalPriceInUS")),
      negotiable: booleanText(cell("negotiable")),
    },
    size: {
      lotSizeSqFeet: amountText(cell("lotSizeSqFeet")),
      lotSizeAcres: amountText(cell("lotSizeAcres")),
      propertySizeSqFeet: amountText(cell("propertySizeSqFeet")),
    },
    rooms: { bedrooms: cell("bedrooms"), bathrooms: cell("bathrooms"), otherRooms: chipsOf(cell("otherRooms")) },
    currentLease: hasLease
      ? {
          startDate: cell("leaseStartDate") || null,
          endDate: cell("leaseEndDate") || null,
          tenantName: cell("tenantName"),
          tenantPhoneNumber: cell("tenantPhoneNumber"),
          tenantEmail: cell("tenantEmail"),
        }
      : null,
    notes: cell("notes"),
  };
}

/** A schema issue's path → the import field it is about ("cost.salePriceInUS" → salePriceInUS). */
export function fieldOfPath(path: PropertyKey[]): string | null {
  const [first, second] = path.map(String);
  if (first === "currentLease")
    return second === "startDate" ? "leaseStartDate" : second === "endDate" ? "leaseEndDate" : (second ?? "leaseStartDate");
  if (first === "cost" || first === "size" || first === "rooms") return second ?? null;
  return first ?? null;
}
