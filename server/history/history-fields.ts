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
  /** The field's name in the record's JSON (dotted when nested), when it is not the stored column's. */
  field?: string;
}

const text = (label: string, field?: string): FieldLabel => ({ label, value: { kind: "text" }, ...(field ? { field } : {}) });
const of = (label: string, value: ValueKind, field?: string): FieldLabel => ({ label, value, ...(field ? { field } : {}) });
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
 * Per audit entity_type, for each stored column (and the few keys older rows
 * used): the label the record's form shows, how its value reads, and — where it
 * differs from the column — the field's name in the record's JSON, which a
 * history change carries as its `field`. Keys not listed here still show,
 * with their name spelled out (server/history/describe-event.ts).
 */
export const HISTORY_FIELDS: Record<string, Record<string, FieldLabel>> = {
  client: CONTACT_FIELDS,
  service_provider: CONTACT_FIELDS,
  listing: {
    clientId: of("Client", reference("client"), "client"),
    propertySpecialistId: of("Property specialist", reference("user"), "propertySpecialist"),
    propertyName: text("Property name"),
    imageId: of("Picture", { kind: "picture" }, "image"),
    image: of("Picture", { kind: "picture" }),
    listingType: of("Listing type", labels(LISTING_TYPE_LABELS)),
    propertyType: of("Property type", labels(PROPERTY_TYPE_LABELS)),
    location: text("Location"),
    status: of("Status", labels(LISTING_STATUS_LABELS)),
    zoning: of("Zoning", labels(ZONING_LABELS)),
    salePriceInUS: of("Sale price (USD)", { kind: "price" }, "cost.salePriceInUS"),
    rentalPriceInUS: of("Rental price per month (USD)", { kind: "price" }, "cost.rentalPriceInUS"),
    negotiable: of("Price is negotiable", { kind: "yesNo" }, "cost.negotiable"),
    lotSizeSqFeet: of("Lot size (sq ft)", { kind: "decimal" }, "size.lotSizeSqFeet"),
    lotSizeAcres: of("Lot size (acres)", { kind: "decimal" }, "size.lotSizeAcres"),
    propertySizeSqFeet: of("Property size (sq ft)", { kind: "decimal" }, "size.propertySizeSqFeet"),
    bedrooms: text("Bedrooms", "rooms.bedrooms"),
    bathrooms: text("Bathrooms", "rooms.bathrooms"),
    otherRooms: of("Other rooms", { kind: "list" }, "rooms.otherRooms"),
    amenities: of("Amenities", { kind: "list" }),
    services: of("Services", { kind: "list" }),
    leaseStartDate: of("Lease start date", { kind: "day" }, "currentLease.startDate"),
    leaseEndDate: of("Lease end date", { kind: "day" }, "currentLease.endDate"),
    tenantName: text("Tenant name", "currentLease.tenantName"),
    tenantPhoneNumber: text("Tenant phone number", "currentLease.tenantPhoneNumber"),
    tenantEmail: text("Tenant e-mail", "currentLease.tenantEmail"),
    notes: text("Notes"),
  },
  service_order: {
    name: text("Name"),
    listingId: of("Listing", reference("listing"), "listingRef"),
    serviceProviderId: of("Service provider", reference("serviceProvider"), "serviceProviderRef"),
    dueAt: of("Due date", { kind: "instant" }, "serviceDueDateTime"),
    details: text("Details"),
    notes: text("Notes"),
    status: of("Status", labels(SERVICE_ORDER_STATUS_LABELS)),
  },
  reminder: {
    name: text("Name"),
    listingId: of("Property", reference("listing"), "propertyRef"),
    specialistId: of("Specialist", reference("user"), "propertySpecialistRef"),
    dueAt: of("Date", { kind: "agencyDay" }, "dateTime"),
    time: text("Time"),
    amPM: text("AM/PM"),
    isRecurring: of("Recurring", { kind: "yesNo" }, "isReoccuring"),
    frequency: of("Frequency", labels(FREQUENCY_LABELS)),
    dayOfWeek: of("Day of week", labels(DAY_OF_WEEK_LABELS)),
    notes: text("Notes"),
    status: text("Status"),
  },
  account: {
    balance: of("Balance", { kind: "money" }, "accountBalance"),
    entryCount: text("Ledger entries"),
  },
  tenant: {
    firstName: text("First name"),
    lastName: text("Last name"),
    companyName: text("Company name"),
    email: text("E-mail address"),
    phone: text("Phone"),
    secondaryPhone: text("Second phone"),
    mailingAddress: text("Mailing address"),
    notes: text("Notes"),
  },
  user: {
    userName: text("User name"),
    email: text("E-mail address"),
    firstName: text("First name"),
    lastName: text("Last name"),
    role: of("Role", labels(ROLE_LABELS)),
    isActive: of("Enable this user", { kind: "yesNo" }),
    pictureId: of("Picture", { kind: "picture" }, "picture"),
    picture: of("Picture", { kind: "picture" }),
  },
  /** The lease form's fields (components/leases/lease-form.tsx). */
  lease: {
    listingId: of("Listing", reference("listing"), "listingRef"),
    startDate: of("Start date", { kind: "day" }),
    endDate: of("End date", { kind: "day" }),
    endedOn: of("Ended early on", { kind: "day" }, "endedEarlyOn"),
    rent: of("Rent per month", { kind: "money" }),
    dueDay: text("Rent due day"),
    deposit: of("Security deposit", { kind: "money" }),
    notes: text("Notes"),
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
  "firstNameOrder",
  "nameOrder",
  "propertyNameOrder",
  "contactPrimaryDigits",
  "contactSecondaryDigits",
  "updatedAt",
]);

export { LEDGER_COLUMN_LABELS, TRANSACTION_TYPE_LABELS };
