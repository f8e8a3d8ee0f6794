import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, LISTING_TYPES, RENTAL_STATUSES } from "@/lib/domain/enums";
import { createListingSchema, listingFieldsSchema, listingListQuerySchema, updateListingSchema } from "@/lib/schemas/listing";
import { INVALID_LISTING_FIELDS } from "@/tests/support/invalid-listing-fields";

const CLIENT = "0b5e7a52-6d0c-4d6e-9a51-3a0d3f1b2c11";
const SPECIALIST = "7c1f3f0e-2b7a-4a0a-8d8e-5f6a7b8c9d10";

function body(overrides: Record<string, unknown> = {}) {
  return {
    client: CLIENT,
    propertySpecialist: SPECIALIST,
    propertyName: "Bayview Villa",
    image: "property1.jpg",
    listingType: "land-and-property",
    propertyType: "villa",
    location: "Rodney Bay, Gros Islet",
    status: "for-sale",
    zoning: "residential",
    amenities: [{ name: "Pool" }],
    services: [{ name: "Water" }],
    cost: { salePriceInUS: "850000", rentalPriceInUS: "", negotiable: true },
    size: { lotSizeSqFeet: "12000", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400" },
    rooms: { bedrooms: "4", bathrooms: 3, otherRooms: [{ name: "Kitchen" }] },
    currentLease: null,
    notes: "",
    ...overrides,
  };
}

function issues(value: unknown) {
  const parsed = listingFieldsSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("listingFieldsSchema – status × type rules", () => {
  const rows = LISTING_STATUSES.flatMap((status) => LISTING_TYPES.map((listingType) => ({ status, listingType })));
  it.each(rows)("$status / $listingType", ({ status, listingType }) => {
    const rental = RENTAL_STATUSES.includes(status);
    const landOnly = listingType === "land-only";
    const bare = body({
      status,
      listingType,
      propertyType: "",
      cost: { salePriceInUS: "", negotiable: false },
      size: { lotSizeSqFeet: "100", lotSizeAcres: "0.01", propertySizeSqFeet: "" },
      rooms: { bedrooms: "", bathrooms: "", otherRooms: [] },
    });
    const found = issues(bare);
    expect("cost.salePriceInUS" in found).toBe(!rental);
    expect("propertyType" in found).toBe(!landOnly);
    expect("size.propertySizeSqFeet" in found).toBe(!landOnly);
    expect("rooms.bedrooms" in found).toBe(!landOnly);
    expect("rooms.bathrooms" in found).toBe(!landOnly);
    expect("size.lotSizeSqFeet" in found).toBe(false);
  });

  it.each(LISTING_STATUSES)("lease is kept only for rental statuses (%s)", (status) => {
    const parsed = createListingSchema.parse(
      body({
        status,
        currentLease: { startDate: "2026-01-01", endDate: "2026-12-31", tenantName: " Ann Joseph ", tenantEmail: "ann@example.lc" },
      }),
    );
    if (RENTAL_STATUSES.includes(status)) expect(parsed.currentLease).toMatchObject({ tenantName: "Ann Joseph", endDate: "2026-12-31" });
    else expect(parsed.currentLease).toBeNull();
  });

  it("land-only drops property type, property size and rooms", () => {
    const parsed = createListingSchema.parse(body({ listingType: "land-only" }));
    expect(parsed.propertyType).toBeNull();
    expect(parsed.size.propertySizeSqFeet).toBeNull();
    expect(parsed.rooms).toEqual({ bedrooms: null, bathrooms: null, otherRooms: [] });
  });

  it("lot sizes are always required", () => {
    for (const listingType of LISTING_TYPES) {
      const found = issues(body({ listingType, size: { lotSizeSqFeet: "", lotSizeAcres: null, propertySizeSqFeet: "1" } }));
      expect(found["size.lotSizeSqFeet"]).toBe("Lot size (sq ft) is required.");
      expect(found["size.lotSizeAcres"]).toBe("Lot size (acres) is required.");
    }
  });
});

describe("listingFieldsSchema – values", () => {
  it("the widest acre value the column holds is accepted", () => {
    const parsed = listingFieldsSchema.parse(
      body({ size: { lotSizeSqFeet: "1", lotSizeAcres: "9999999999.9999", propertySizeSqFeet: "1" } }),
    );
    expect(parsed.size.lotSizeAcres).toBe("9999999999.9999");
  });

  it("normalises money and sizes to decimal strings", () => {
    const parsed = listingFieldsSchema.parse(body({ cost: { salePriceInUS: "1,250.5", rentalPriceInUS: 99, negotiable: "true" } }));
    expect(parsed.cost).toEqual({ salePriceInUS: "1250.50", rentalPriceInUS: "99.00", negotiable: true });
    expect(parsed.size).toEqual({ lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400.00" });
    expect(parsed.rooms.bedrooms).toBe(4);
  });

  it.each(INVALID_LISTING_FIELDS)("%s: %j → %s", (path, overrides, message) => {
    expect(issues(body(overrides))[path]).toBe(message);
  });

  it("trims chips, drops empty ones and duplicates", () => {
    const parsed = listingFieldsSchema.parse(
      body({ services: [{ name: " Water " }, { name: "" }, { name: "   " }, { name: "water" }, "Cable"], amenities: null }),
    );
    expect(parsed.services).toEqual([{ name: "Water" }, { name: "Cable" }]);
    expect(parsed.amenities).toEqual([]);
  });

  it("an empty lease is no lease", () => {
    expect(listingFieldsSchema.parse(body({ status: "rented", currentLease: { tenantName: " " } })).currentLease).toBeNull();
  });

  it("update needs an _id", () => {
    expect(updateListingSchema.safeParse(body()).success).toBe(false);
    expect(updateListingSchema.parse({ ...body(), _id: CLIENT })._id).toBe(CLIENT);
  });

  it("list query validates ids and limits", () => {
    expect(listingListQuerySchema.parse({ limit: "500", propertyName: " bay " })).toMatchObject({ limit: 500, propertyName: "bay" });
    expect(listingListQuerySchema.safeParse({ propertySpecialist: "x" }).success).toBe(false);
    expect(listingListQuerySchema.safeParse({ limit: "501" }).success).toBe(false);
  });
});

describe("createListingSchema – hidden sections are not validated", () => {
  it("ignores an invalid lease when the status is not a rental one", () => {
    const value = body({ status: "sold", currentLease: { tenantEmail: "nope" } });
    expect(createListingSchema.parse(value).currentLease).toBeNull();
    expect(createListingSchema.safeParse({ ...value, status: "rented" }).success).toBe(false);
  });

  it("ignores invalid rooms and property fields for land-only", () => {
    const parsed = createListingSchema.parse(body({ listingType: "land-only", propertyType: "castle", rooms: { bedrooms: "-1" } }));
    expect(parsed.propertyType).toBeNull();
    expect(parsed.rooms).toEqual({ bedrooms: null, bathrooms: null, otherRooms: [] });
  });
});
