/**
 * Enumerations of PRODUCT.md#labels and every label the screens show for them: the
 * one home of enum values and their words. Shared by the server, the schemas
 * and the screens; the SQL CHECK constraints list the same values.
 */
export const ROLES = ["admin", "property-specialist"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  "property-specialist": "Property Specialist",
};

// ---------------------------------------------------------------- listings

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

/** A field of fixed choices: the title the screens give it, its values in order, their labels, and both as a select's options. */
export interface ChoiceField<Value extends string = string> {
  title: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  options: readonly { value: Value; label: string }[];
}

function choiceField<Value extends string>(title: string, values: readonly Value[], labels: Record<Value, string>): ChoiceField<Value> {
  return { title, values, labels, options: values.map((value) => ({ value, label: labels[value] })) };
}

/** The listing's fields of fixed choices by their JSON names, one list for the form and the Finder. */
export const LISTING_CHOICE_FIELDS = {
  status: choiceField("Status", LISTING_STATUSES, LISTING_STATUS_LABELS),
  listingType: choiceField("Listing type", LISTING_TYPES, LISTING_TYPE_LABELS),
  propertyType: choiceField("Property type", PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
  zoning: choiceField("Zoning", ZONINGS, ZONING_LABELS),
};
export type ListingChoiceName = keyof typeof LISTING_CHOICE_FIELDS;

export const DEFAULT_SERVICES = ["Electricity", "Water", "Cable", "Internet", "Laundry"] as const;
export const DEFAULT_OTHER_ROOMS = ["Dining Room", "Garage", "Kitchen", "Laundry Room", "Living Room"] as const;

// ---------------------------------------------------------------- service orders

export const SERVICE_ORDER_STATUSES = ["PENDING", "APPROVED", "DECLINED", "COMPLETED"] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];
export const SERVICE_ORDER_STATUS_LABELS: Record<ServiceOrderStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  DECLINED: "Declined",
  COMPLETED: "Completed",
};

/** The groups of GET /services/orders?sortItems=true, in the order the list shows them. */
export const SERVICE_ORDER_GROUPS = ["pastDue", "approved", "pending", "declined", "completed"] as const;
export type ServiceOrderGroup = (typeof SERVICE_ORDER_GROUPS)[number];
export const SERVICE_ORDER_GROUP_LABELS: Record<ServiceOrderGroup, string> = {
  pastDue: "Past due",
  approved: "Approved",
  pending: "Pending",
  declined: "Declined",
  completed: "Completed",
};

// ---------------------------------------------------------------- reminders

export const REMINDER_FREQUENCIES = ["none", "daily", "weekly", "monthly"] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<ReminderFrequency, string> = {
  none: "Does not repeat",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

export const DAYS_OF_WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const DAY_OF_WEEK_LABELS: Record<DayOfWeek, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

/** 'Weekly on Monday', 'Monthly', 'Does not repeat'. */
export function frequencyLabel(frequency: ReminderFrequency, dayOfWeek?: DayOfWeek | null): string {
  if (frequency === "weekly" && dayOfWeek) return `Weekly on ${DAY_OF_WEEK_LABELS[dayOfWeek]}`;
  return FREQUENCY_LABELS[frequency];
}

// ---------------------------------------------------------------- accounts

export const LEDGER_COLUMNS = ["credit", "debit"] as const;
export type LedgerColumn = (typeof LEDGER_COLUMNS)[number];
export const LEDGER_COLUMN_LABELS: Record<LedgerColumn, string> = { credit: "Credit", debit: "Debit" };

export const TRANSACTION_TYPES = ["card", "cash", "check", "payment", "wire", "other"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  card: "Card",
  cash: "Cash",
  check: "Check",
  payment: "Payment",
  wire: "Wire",
  other: "Other",
};
