import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, LISTING_TYPES, RENTAL_STATUSES } from "@/lib/domain/enums";
import { listingSections, withoutHiddenSections } from "@/lib/domain/listing-sections";
import { createListingSchema, updateListingSchema } from "@/lib/schemas/listing";

/**
 * The listing's hidden sections have one home (lib/domain/listing-sections.ts).
 * For every status × type, what the form shows (listingSections) must be
 * exactly what the API keeps, requires and checks: a shown section is stored
 * and validated, a hidden one is stored empty and never validated — on create,
 * and on an update body that sends the status or type.
 */
const ID = "0b5e7a52-6d0c-4d6e-9a51-3a0d3f1b2c11";
const LEASE = { startDate: "2026-01-01", endDate: "2026-12-31", tenantName: "Ann Joseph", tenantPhoneNumber: null, tenantEmail: null };
const ROOMS = { bedrooms: 4, bathrooms: 3, otherRooms: [{ name: "Kitchen" }] };

function listing(overrides: Record<string, unknown> = {}) {
  return {
    client: ID,
    propertySpecialist: ID,
    propertyName: "Bayview Villa",
    image: "property1.jpg",
    listingType: "land-and-property",
    propertyType: "villa",
    location: "Rodney Bay",
    status: "for-sale",
    zoning: "residential",
    amenities: [],
    services: [],
    cost: { salePriceInUS: "850000", rentalPriceInUS: "", negotiable: false },
    size: { lotSizeSqFeet: "12000", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400" },
    rooms: ROOMS,
    currentLease: LEASE,
    notes: "",
    ...overrides,
  };
}

const CASES = LISTING_STATUSES.flatMap((status) => LISTING_TYPES.map((listingType) => ({ status, listingType })));

describe("the listing's sections: the form, the create and the update agree", () => {
  it("a lease with a rental status, a building unless land only", () => {
    for (const { status, listingType } of CASES) {
      expect(listingSections({ status, listingType })).toEqual({
        lease: RENTAL_STATUSES.includes(status),
        building: listingType !== "land-only",
      });
    }
  });

  it.each(CASES)("create: $status / $listingType keeps what is shown and empties what is hidden", ({ status, listingType }) => {
    const shown = listingSections({ status, listingType });
    const parsed = createListingSchema.parse(listing({ status, listingType }));
    expect(parsed.currentLease).toEqual(shown.lease ? LEASE : null);
    expect(parsed.propertyType).toBe(shown.building ? "villa" : null);
    expect(parsed.size.propertySizeSqFeet).toBe(shown.building ? "3400.00" : null);
    expect(parsed.rooms).toEqual(shown.building ? ROOMS : { bedrooms: null, bathrooms: null, otherRooms: [] });
  });

  it.each(CASES)("create: $status / $listingType checks a shown section and never a hidden one", ({ status, listingType }) => {
    const shown = listingSections({ status, listingType });
    const broken = listing({
      status,
      listingType,
      propertyType: "castle",
      rooms: { bedrooms: "-1", bathrooms: null },
      currentLease: { ...LEASE, tenantEmail: "nope" },
    });
    const result = createListingSchema.safeParse(broken);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    expect(paths.includes("currentLease.tenantEmail")).toBe(shown.lease);
    expect(paths.includes("propertyType")).toBe(shown.building);
    expect(paths.includes("rooms.bedrooms")).toBe(shown.building);
    // A shown building needs its fields; a hidden one does not.
    const missing = createListingSchema.safeParse(listing({ status, listingType, propertyType: null, rooms: null }));
    expect(missing.success).toBe(!shown.building);
  });

  it.each(CASES)("update: a body that sends $status / $listingType hides what the create hides", ({ status, listingType }) => {
    const shown = listingSections({ status, listingType });
    const parsed = updateListingSchema.parse({ _id: ID, status, listingType, currentLease: LEASE, rooms: ROOMS, propertyType: "villa" });
    expect(parsed.currentLease === null).toBe(!shown.lease);
    expect(parsed.propertyType === null).toBe(!shown.building);
    expect(parsed.rooms === null).toBe(!shown.building);
  });

  it("update: a section is hidden only by what the body sends (the stored status and type rule the merged listing)", () => {
    const body = { _id: ID, currentLease: LEASE, rooms: ROOMS };
    expect(withoutHiddenSections(body, { sentOnly: true })).toEqual(body);
    expect(withoutHiddenSections(body)).toMatchObject({ currentLease: null, rooms: ROOMS });
    expect(updateListingSchema.parse(body).currentLease).toEqual(LEASE);
  });

  it("leaves anything that is not an object to the schema", () => {
    for (const value of [null, "x", 3, [listing()]]) expect(withoutHiddenSections(value)).toBe(value);
  });
});
