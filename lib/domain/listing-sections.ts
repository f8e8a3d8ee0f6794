import { RENTAL_STATUSES, type ListingStatus } from "./enums";

/**
 * Which sections of a listing its status and type keep (PRODUCT.md#listings) — the
 * one home of the rule the form (what it shows), the schema (what it requires)
 * and the API (what it stores) all apply:
 *
 * - the lease only with a rental status (for-rent, rented, rent-and-sale,
 *   rented-and-for-sale);
 * - the building — property type, property size, bedrooms, bathrooms and
 *   other rooms — not for land only.
 *
 * A hidden section is not validated and is stored empty
 * (tests/unit/listing-sections.test.ts).
 */
export function isRentalStatus(status: unknown): boolean {
  return RENTAL_STATUSES.includes(status as ListingStatus);
}

export interface ListingSections {
  lease: boolean;
  building: boolean;
}

export function listingSections(listing: { status?: unknown; listingType?: unknown }): ListingSections {
  return { lease: isRentalStatus(listing.status), building: listing.listingType !== "land-only" };
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * A listing (a body, or the form's values) with its hidden sections emptied, so
 * nothing in them is validated or stored. `sentOnly` (an update body): only a
 * status or a type the body sends hides a section — one it leaves out is the
 * stored one, which the server applies to the merged listing. Anything that is
 * not an object is left for the schema to refuse.
 */
export function withoutHiddenSections(value: unknown, { sentOnly = false }: { sentOnly?: boolean } = {}): unknown {
  if (!isRecord(value)) return value;
  const listing = { ...value };
  const shown = listingSections(listing);
  if (!shown.lease && (!sentOnly || "status" in listing)) listing.currentLease = null;
  if (!shown.building) {
    listing.propertyType = null;
    if (isRecord(listing.size)) listing.size = { ...listing.size, propertySizeSqFeet: null };
    listing.rooms = null;
  }
  return listing;
}
