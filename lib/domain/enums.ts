/**
 * Enumerations of SPEC §3 with their labels. Shared by the server, the
 * schemas and the screens; the SQL CHECK constraints list the same values.
 */
export const ROLES = ["admin", "property-specialist"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  "property-specialist": "Property Specialist",
};

export const LISTING_STATUSES = ["for-rent", "rented", "rented-and-for-sale", "for-sale", "rent-and-sale", "sold"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  "for-rent": "For Rent",
  rented: "Rented",
  "rented-and-for-sale": "Rented & For Sale",
  "for-sale": "For Sale",
  "rent-and-sale": "For Rent & Sale",
  sold: "Sold",
};
/** Statuses whose form shows the lease section and does not require a sale price. */
export const RENTAL_STATUSES: readonly ListingStatus[] = ["for-rent", "rented", "rent-and-sale", "rented-and-for-sale"];

export const LISTING_TYPES = ["land-only", "land-and-property"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_TYPE_LABELS: Record<ListingType, string> = { "land-only": "Land Only", "land-and-property": "Land & Property" };

export const PROPERTY_TYPES = ["apartment", "condo", "house", "office-space", "villa"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: "Apartment",
  condo: "Condo",
  house: "House",
  "office-space": "Office Space",
  villa: "Villa",
};

export const ZONINGS = ["residential", "commercial", "mixed"] as const;
export type Zoning = (typeof ZONINGS)[number];
export const ZONING_LABELS: Record<Zoning, string> = { residential: "Residential", commercial: "Commercial", mixed: "Mixed" };

export const DEFAULT_SERVICES = ["Electricity", "Water", "Cable", "Internet", "Laundry"] as const;
export const DEFAULT_OTHER_ROOMS = ["Dining Room", "Garage", "Kitchen", "Laundry Room", "Living Room"] as const;

export const SERVICE_ORDER_STATUSES = ["PENDING", "APPROVED", "DECLINED", "COMPLETED"] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

export const REMINDER_FREQUENCIES = ["none", "daily", "weekly", "monthly"] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export const DAYS_OF_WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export const LEDGER_COLUMNS = ["credit", "debit"] as const;
export const TRANSACTION_TYPES = ["card", "cash", "check", "payment", "wire", "other"] as const;
