import {
  DAY_OF_WEEK_LABELS,
  FREQUENCY_LABELS,
  LEDGER_COLUMN_LABELS,
  LISTING_STATUS_LABELS,
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  ROLE_LABELS,
  SERVICE_ORDER_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  ZONING_LABELS,
} from "@/lib/domain/enums";

/** Records a field's value can name (their ids become names when the history is read). */
export type ReferenceKind = "client" | "user" | "listing" | "serviceProvider";

/** How a stored value reads for people. */
export type ValueKind =
  | { kind: "text" }
  | { kind: "price" }
  | { kind: "money" }
  | { kind: "decimal" }
  | { kind: "yesNo" }
  /** A calendar date column (stored as midnight UTC). */
  | { kind: "day" }
  /** An instant shown as its agency day only. */
  | { kind: "agencyDay" }
  /** An instant with its time of day and the zone's abbreviation. */
  | { kind: "instant" }
  | { kind: "list" }
  | { kind: "enum"; labels: Record<string, string> }
  | { kind: "reference"; to: ReferenceKind }
  | { kind: "picture" };

export interface FieldLabel {
  label: string;
  value: ValueKind;
}

const text = (label: string): FieldLabel => ({ label, value: { kind: "text" } });
const of = (label: string, value: ValueKind): FieldLabel => ({ label, value });
const labels = (map: Record<string, string>): ValueKind => ({ kind: "enum", labels: map });
const reference = (to: ReferenceKind): ValueKind => ({ kind: "reference", to });

const CONTACT_FIELDS: Record<string, FieldLabel> = {
  name: text("Name"),
  contactFirstName: text("First name"),
  contactLastName: text("Last name"),
  contactPrimaryNumber: text("Primary number"),
  contactSecondaryNumber: text("Secondary number"),
  contactEmailAddress: text("E-mail address"),
  contactWebsiteURL: text("Website"),
  contactMailingAddress: text("Mailing address"),
};

/**
 * Per audit entity_type, the labels the record's form shows for its stored
 * columns (and the few keys older rows used). Keys not listed here still show,
 * with their name spelled out (server/history/describe-event.ts).
 */
export const HISTORY_FIELDS: Record<string, Record<string, FieldLabel>> = {
  client: CONTACT_FIELDS,
  service_provider: CONTACT_FIELDS,
  listing: {
    clientId: of("Client", reference("client")),
    propertySpecialistId: of("Property specialist", reference("user")),
    propertyName: text("Property name"),
    imageId: of("Picture", { kind: "picture" }),
    image: of("Picture", { kind: "picture" }),
    listingType: of("Listing type", labels(LISTING_TYPE_LABELS)),
    propertyType: of("Property type", labels(PROPERTY_TYPE_LABELS)),
    location: text("Location"),
    status: of("Status", labels(LISTING_STATUS_LABELS)),
    zoning: of("Zoning", labels(ZONING_LABELS)),
    salePriceInUS: of("Sale price (USD)", { kind: "price" }),
    rentalPriceInUS: of("Rental price per month (USD)", { kind: "price" }),
    negotiable: of("Price is negotiable", { kind: "yesNo" }),
    lotSizeSqFeet: of("Lot size (sq ft)", { kind: "decimal" }),
    lotSizeAcres: of("Lot size (acres)", { kind: "decimal" }),
    propertySizeSqFeet: of("Property size (sq ft)", { kind: "decimal" }),
    bedrooms: text("Bedrooms"),
    bathrooms: text("Bathrooms"),
    otherRooms: of("Other rooms", { kind: "list" }),
    amenities: of("Amenities", { kind: "list" }),
    services: of("Services", { kind: "list" }),
    leaseStartDate: of("Lease start date", { kind: "day" }),
    leaseEndDate: of("Lease end date", { kind: "day" }),
    tenantName: text("Tenant name"),
    tenantPhoneNumber: text("Tenant phone number"),
    tenantEmail: text("Tenant e-mail"),
    notes: text("Notes"),
  },
  service_order: {
    name: text("Name"),
    listingId: of("Listing", reference("listing")),
    serviceProviderId: of("Service provider", reference("serviceProvider")),
    dueAt: of("Due date", { kind: "instant" }),
    details: text("Details"),
    notes: text("Notes"),
    status: of("Status", labels(SERVICE_ORDER_STATUS_LABELS)),
  },
  reminder: {
    name: text("Name"),
    listingId: of("Property", reference("listing")),
    specialistId: of("Specialist", reference("user")),
    dueAt: of("Date", { kind: "agencyDay" }),
    time: text("Time"),
    amPM: text("AM/PM"),
    isRecurring: of("Recurring", { kind: "yesNo" }),
    frequency: of("Frequency", labels(FREQUENCY_LABELS)),
    dayOfWeek: of("Day of week", labels(DAY_OF_WEEK_LABELS)),
    notes: text("Notes"),
    status: text("Status"),
  },
  account: {
    balance: of("Balance", { kind: "money" }),
    entryCount: text("Ledger entries"),
  },
  user: {
    userName: text("User name"),
    email: text("E-mail address"),
    firstName: text("First name"),
    lastName: text("Last name"),
    role: of("Role", labels(ROLE_LABELS)),
    isActive: of("Enable this user", { kind: "yesNo" }),
    pictureId: of("Picture", { kind: "picture" }),
    picture: of("Picture", { kind: "picture" }),
  },
};

/** Keys that never show: secrets, and bookkeeping the change itself explains. */
export const HIDDEN_KEYS = new Set([
  "password",
  "passwordHash",
  "passwordSet",
  "sessionsEnded",
  "reconciled",
  "closingBalancesCorrected",
  "width",
  "height",
  "firstNameSort",
  "nameSort",
  "propertyNameSort",
  "contactPrimaryDigits",
  "contactSecondaryDigits",
  "updatedAt",
]);

export { LEDGER_COLUMN_LABELS, TRANSACTION_TYPE_LABELS };
