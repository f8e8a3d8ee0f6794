/**
 * Listing fields the schema refuses, each with the path and the message it
 * answers: [path, overrides of a valid body, message]. One table for the
 * schema's unit test and the API's 400s (the handler parses with the same
 * schema), so the two cannot drift apart.
 */
/** A valid size object but for `changed`. */
const sizeWith = (changed: Record<string, string>) => ({
  size: { lotSizeSqFeet: "1", lotSizeAcres: "1", propertySizeSqFeet: "1", ...changed },
});

export const INVALID_LISTING_FIELDS: [path: string, overrides: Record<string, unknown>, message: string][] = [
  ["status", { status: "leased" }, "Status must be one of: for-rent, rented, rented-and-for-sale, for-sale, rent-and-sale, sold."],
  ["listingType", { listingType: "island" }, "Listing type must be one of: land-only, land-and-property."],
  ["propertyType", { propertyType: "castle" }, "Property type must be one of: apartment, condo, house, office-space, villa."],
  ["zoning", { zoning: 7 }, "Zoning is required."],
  ["zoning", { zoning: "industrial" }, "Zoning must be one of: residential, commercial, mixed."],
  ["propertyName", { propertyName: "  " }, "Property name is required."],
  ["location", { location: null }, "Location is required."],
  ["location", { location: undefined }, "Location is required."],
  ["client", { client: "" }, "Client is required."],
  ["propertySpecialist", { propertySpecialist: undefined }, "Property specialist is required."],
  ["propertySpecialist", { propertySpecialist: "someone" }, "Property specialist is required."],
  ["cost.salePriceInUS", { cost: { salePriceInUS: "-5" } }, "Sale price cannot be negative."],
  ["cost.rentalPriceInUS", { cost: { salePriceInUS: "5", rentalPriceInUS: -1 } }, "Rental price cannot be negative."],
  ["cost.salePriceInUS", { cost: { salePriceInUS: "lots" } }, "Sale price must be a number with at most 2 decimal places."],
  ["cost.salePriceInUS", { cost: { salePriceInUS: "1.234" } }, "Sale price must be a number with at most 2 decimal places."],
  ["size.lotSizeSqFeet", sizeWith({ lotSizeSqFeet: "-1" }), "Lot size (sq ft) cannot be negative."],
  ["size.propertySizeSqFeet", sizeWith({ propertySizeSqFeet: "-1" }), "Property size (sq ft) cannot be negative."],
  ["size.lotSizeAcres", sizeWith({ lotSizeAcres: "-0.5" }), "Lot size (acres) cannot be negative."],
  // lot_size_acres is numeric(14,4): ten whole digits; eleven is the field's error, not the database's 500.
  ["size.lotSizeAcres", sizeWith({ lotSizeAcres: "99999999999" }), "Lot size (acres) is too large."],
  ["rooms.bedrooms", { rooms: { bedrooms: -2, bathrooms: 1 } }, "Bedrooms cannot be negative."],
  ["rooms.bathrooms", { rooms: { bedrooms: "1", bathrooms: "1.5" } }, "Bathrooms must be a whole number up to 9999."],
  [
    "currentLease.endDate",
    { status: "for-rent", currentLease: { startDate: "2026-06-01", endDate: "2026-01-01" } },
    "The lease end date cannot be before its start date.",
  ],
  [
    "currentLease.tenantEmail",
    { status: "rented", currentLease: { tenantEmail: "not-an-email" } },
    "Tenant e-mail must be a valid e-mail address.",
  ],
  ["currentLease.startDate", { status: "rented", currentLease: { startDate: "2026-02-30" } }, "Dates must be valid dates (yyyy-MM-dd)."],
];
