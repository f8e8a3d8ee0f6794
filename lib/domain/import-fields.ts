import { translatedHeadings } from "./import-headings";
import { IMPORT_KINDS, type ImportKind } from "./import-kinds";

/**
 * What an import can fill, per kind (PRODUCT.md#imports): each
 * field's name (the key of a mapping), the label its form shows, whether the
 * form requires it, and the headers that propose it — its name, its label,
 * the console's own CSV export headers and common synonyms. Shared by the
 * mapping picker and the server, which proposes a field for each column.
 */
export { IMPORT_KINDS, type ImportKind };

/**
 * Specialists import clients, providers, listings, tenants and leases (both roles manage leases and their
 * ledgers); opening balances (the owners' ledger) are for admins.
 */
export const SPECIALIST_IMPORT_KINDS: readonly ImportKind[] = ["clients", "service-providers", "listings", "tenants", "leases"];

export interface ImportField {
  name: string;
  label: string;
  required?: boolean;
  synonyms: string[];
  /** An example value for the template's example row. */
  example: string;
}

const contactFields = (owner: string, example: { name: string; first: string; last: string }): ImportField[] => [
  {
    name: "name",
    label: "Name",
    required: true,
    synonyms: [owner, `${owner} name`, "company", "business", "full name"],
    example: example.name,
  },
  {
    name: "contactFirstName",
    label: "Contact first name",
    required: true,
    synonyms: ["first name", "first", "given name", "firstname"],
    example: example.first,
  },
  {
    name: "contactLastName",
    label: "Contact last name",
    required: true,
    synonyms: ["last name", "last", "surname", "family name", "lastname"],
    example: example.last,
  },
  {
    name: "contactPrimaryNumber",
    label: "Primary number",
    required: true,
    synonyms: ["phone", "phone number", "telephone", "tel", "mobile", "cell", "cell phone", "primary phone", "contact number"],
    example: "+1 (758) 555-0101",
  },
  {
    name: "contactSecondaryNumber",
    label: "Secondary number",
    synonyms: ["secondary phone", "other phone", "alternate phone", "alt phone", "phone 2", "work phone", "home phone"],
    example: "",
  },
  {
    name: "contactEmailAddress",
    label: "E-mail address",
    required: true,
    synonyms: ["email", "e-mail", "email address", "mail", "contact email"],
    example: `${example.first.toLowerCase()}@example.com`,
  },
  { name: "contactWebsiteURL", label: "Website", synonyms: ["web", "url", "site", "web site", "homepage"], example: "" },
  {
    name: "contactMailingAddress",
    label: "Mailing address",
    required: true,
    synonyms: ["address", "postal address", "street address", "mailing"],
    example: "12 Bay Street, Castries",
  },
];

export const IMPORT_FIELDS: Record<ImportKind, ImportField[]> = {
  clients: contactFields("owner", { name: "Coral Bay Holdings", first: "Maria", last: "Joseph" }).map((field) =>
    field.name === "name" ? { ...field, synonyms: [...field.synonyms, "client", "client name", "landlord"] } : field,
  ),
  "service-providers": contactFields("provider", { name: "Island Plumbing", first: "Kevin", last: "Charles" }).map((field) =>
    field.name === "name" ? { ...field, synonyms: [...field.synonyms, "service provider", "vendor", "contractor"] } : field,
  ),
  listings: [
    {
      name: "propertyName",
      label: "Property name",
      required: true,
      synonyms: ["property", "listing", "listing name", "title", "name"],
      example: "Coral Reef House",
    },
    {
      name: "client",
      label: "Client",
      required: true,
      synonyms: ["owner", "owner name", "owner e-mail", "owner email", "client name", "landlord"],
      example: "Coral Bay Holdings",
    },
    {
      name: "propertySpecialist",
      label: "Property specialist",
      synonyms: ["specialist", "agent", "manager", "specialist e-mail", "specialist email"],
      example: "",
    },
    { name: "status", label: "Status", required: true, synonyms: ["listing status"], example: "For Rent" },
    { name: "listingType", label: "Listing type", required: true, synonyms: ["type of listing"], example: "Land & Property" },
    { name: "propertyType", label: "Property type", synonyms: ["type", "building type"], example: "Villa" },
    { name: "location", label: "Location", required: true, synonyms: ["address", "area", "town", "district"], example: "Rodney Bay" },
    { name: "zoning", label: "Zoning", required: true, synonyms: ["zone"], example: "Residential" },
    { name: "salePriceInUS", label: "Sale price", synonyms: ["price", "asking price", "sale price (us$)", "sale price usd"], example: "" },
    {
      name: "rentalPriceInUS",
      label: "Rental price",
      synonyms: ["rent", "monthly rent", "rent per month", "rent per month (us$)", "rental price (us$)"],
      example: "$1,550.00",
    },
    { name: "negotiable", label: "Negotiable", synonyms: ["price negotiable"], example: "No" },
    {
      name: "lotSizeSqFeet",
      label: "Lot size (sq ft)",
      required: true,
      synonyms: ["lot size", "lot sq ft", "land size"],
      example: "8,000",
    },
    { name: "lotSizeAcres", label: "Lot size (acres)", required: true, synonyms: ["acres", "lot acres"], example: "0.18" },
    {
      name: "propertySizeSqFeet",
      label: "Property size (sq ft)",
      synonyms: ["property size", "floor area", "sq ft", "size"],
      example: "2,400",
    },
    { name: "bedrooms", label: "Bedrooms", synonyms: ["beds", "bed", "br", "bedroom"], example: "3" },
    { name: "bathrooms", label: "Bathrooms", synonyms: ["baths", "bath", "ba", "bathroom"], example: "2" },
    { name: "otherRooms", label: "Other rooms", synonyms: ["rooms", "extra rooms"], example: "Study, Laundry" },
    { name: "amenities", label: "Amenities", synonyms: ["features"], example: "Pool, Sea view" },
    { name: "services", label: "Services", synonyms: ["included services", "utilities"], example: "Gardening" },
    {
      name: "leaseStartDate",
      label: "Lease start",
      synonyms: ["lease start date", "start date", "lease from", "start"],
      example: "2026-01-01",
    },
    { name: "leaseEndDate", label: "Lease end", synonyms: ["lease end date", "end date", "lease to", "end"], example: "2026-12-31" },
    { name: "tenantName", label: "Tenant name", synonyms: ["tenant", "lessee"], example: "Ann Baptiste" },
    {
      name: "tenantPhoneNumber",
      label: "Tenant phone number",
      synonyms: ["tenant phone", "tenant number", "tenant cell"],
      example: "+1 (758) 555-0199",
    },
    { name: "tenantEmail", label: "Tenant e-mail", synonyms: ["tenant email", "tenant email address"], example: "ann@example.com" },
    { name: "notes", label: "Notes", synonyms: ["note", "comments", "remarks", "description"], example: "" },
  ],
  "opening-balances": [
    {
      name: "client",
      label: "Client",
      required: true,
      synonyms: ["owner", "owner name", "client name", "account", "name", "e-mail", "email"],
      example: "Coral Bay Holdings",
    },
    { name: "date", label: "Date", synonyms: ["as of", "balance date", "opening date"], example: "2026-01-01" },
    {
      name: "amount",
      label: "Amount",
      required: true,
      synonyms: ["balance", "opening balance", "value", "amount (us$)"],
      example: "$1,250.00",
    },
    { name: "description", label: "Description", synonyms: ["memo", "note", "details"], example: "Opening balance" },
  ],
  tenants: [
    { name: "firstName", label: "First name", synonyms: ["first", "given name", "firstname", "tenant first name"], example: "Ann" },
    {
      name: "lastName",
      label: "Last name",
      synonyms: ["last", "surname", "family name", "lastname", "tenant last name"],
      example: "Baptiste",
    },
    { name: "companyName", label: "Company name", synonyms: ["company", "business", "organisation", "organization"], example: "" },
    {
      name: "email",
      label: "E-mail address",
      synonyms: ["e-mail", "email address", "mail", "tenant email", "tenant e-mail"],
      example: "ann@example.com",
    },
    {
      name: "phone",
      label: "Phone",
      synonyms: ["phone number", "telephone", "tel", "mobile", "cell", "tenant phone", "primary phone"],
      example: "+1 (758) 555-0199",
    },
    {
      name: "secondaryPhone",
      label: "Second phone",
      synonyms: ["secondary phone", "other phone", "alternate phone", "alt phone", "phone 2", "work phone", "home phone"],
      example: "",
    },
    {
      name: "mailingAddress",
      label: "Mailing address",
      synonyms: ["address", "postal address", "street address", "mailing"],
      example: "4 Bay Street, Castries",
    },
    { name: "notes", label: "Notes", synonyms: ["note", "comments", "remarks"], example: "" },
  ],
  leases: [
    {
      name: "listing",
      label: "Listing",
      required: true,
      synonyms: ["property", "property name", "listing name", "listing id", "unit"],
      example: "Coral Reef House",
    },
    {
      name: "tenant",
      label: "Primary tenant",
      required: true,
      synonyms: ["tenant", "tenant name", "tenant e-mail", "tenant email", "lessee", "primary tenant e-mail"],
      example: "ann@example.com",
    },
    {
      name: "startDate",
      label: "Start date",
      required: true,
      synonyms: ["start", "lease start", "lease start date", "from", "lease from"],
      example: "2026-01-01",
    },
    { name: "endDate", label: "End date", synonyms: ["end", "lease end", "lease end date", "to", "lease to"], example: "2026-12-31" },
    {
      name: "rent",
      label: "Rent",
      required: true,
      synonyms: ["monthly rent", "rent per month", "rent (us$)", "rent per month (us$)"],
      example: "$1,550.00",
    },
    { name: "dueDay", label: "Due day", synonyms: ["rent due day", "day due", "due"], example: "1" },
    { name: "deposit", label: "Deposit", synonyms: ["security deposit", "deposit (us$)"], example: "1,550.00" },
    {
      name: "openingBalance",
      label: "Opening balance",
      synonyms: ["balance", "balance owed", "owed", "amount owed", "balance due", "arrears"],
      example: "250.00",
    },
    { name: "notes", label: "Notes", synonyms: ["note", "comments", "remarks"], example: "" },
  ],
};

/** A header or name reduced to letters and digits, lower-case: "E-mail Address" and "email address" meet. */
export function headerKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The field a header proposes (its name, label or a synonym, or a heading of another language: import-headings.ts), or null: the
 * whole header first ("Lot size (acres)"), then without a trailing unit in
 * parentheses ("Rent per month (US$)" → "rent per month").
 */
export function proposeField(kind: ImportKind, header: string, taken: ReadonlySet<string> = new Set()): string | null {
  const candidates = IMPORT_FIELDS[kind].filter((field) => !taken.has(field.name));
  const keysOf = (field: ImportField) =>
    [field.name, field.label, ...field.synonyms, ...translatedHeadings(kind, field.name)].map(headerKey);
  for (const key of [headerKey(header), headerKey(header.replace(/\([^)]*\)\s*$/, ""))]) {
    if (!key) continue;
    const found = candidates.find((field) => keysOf(field).includes(key));
    if (found) return found.name;
  }
  return null;
}

/**
 * The fields every row needs (issue 44): the form's required ones, and a listing's property specialist when an
 * admin imports (a specialist's blank cell is themselves).
 */
export function requiredImportFields(kind: ImportKind, role: string): ImportField[] {
  return IMPORT_FIELDS[kind].filter(
    (field) => field.required || (kind === "listings" && field.name === "propertySpecialist" && role !== "property-specialist"),
  );
}

/** The required fields neither a column of the mapping nor a value for every row fills, in the kind's order. */
export function missingRequiredFields(
  kind: ImportKind,
  role: string,
  mapping: Record<string, string | null>,
  defaults: Record<string, string> = {},
): string[] {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  return requiredImportFields(kind, role)
    .map((field) => field.name)
    .filter((name) => !mapped.has(name) && !(defaults[name] ?? "").trim());
}
