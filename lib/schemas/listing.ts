import { z } from "zod";
import {
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  RENTAL_STATUSES,
  ZONINGS,
  type ListingStatus,
  type ListingType,
  type PropertyType,
  type Zoning,
} from "@/lib/domain/enums";
import {
  enumField,
  idSchema,
  isoDate,
  optionalCount,
  optionalDecimal,
  optionalEnum,
  optionalText,
  paginationSchema,
  requiredText,
  searchText,
  sentOnly,
  updateFieldsOf,
} from "./common";
import { listControls } from "./search";

/**
 * A listing (property) with the nested shapes of SPEC §3. The same schema
 * validates the form (zodResolver) and the register/update bodies, so the
 * status and type rules of SPEC §4/§5 hold in both places:
 *
 * - a rental status (for-rent, rented, rent-and-sale, rented-and-for-sale):
 *   sale price optional, the lease section is kept;
 *   any other status: sale price required, the lease is dropped (null).
 * - land-only: property type, property size, bedrooms, bathrooms and other
 *   rooms are not required and are dropped (null / []); land-and-property:
 *   property type, property size, bedrooms and bathrooms are required.
 * - lot size in sq ft and in acres are always required.
 * - chips are trimmed, empty ones dropped, duplicates (case-insensitive) dropped.
 */

/** The value of `image` meaning "the bundled placeholder picture". */
export { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";

export const MAX_CHIPS = 50;
export const MAX_CHIP_LENGTH = 80;
const MAX_MONEY = 999_999_999_999.99;
const MAX_SIZE = 999_999_999_999;

export function isRentalStatus(status: unknown): boolean {
  return RENTAL_STATUSES.includes(status as ListingStatus);
}

/** Chips `[{ name }]`: trimmed, empty ones and duplicates dropped. Plain strings are accepted too. */
function chipList(label: string) {
  return z
    .array(z.union([z.object({ name: z.string({ error: `${label}: each entry needs a name.` }).max(1000) }), z.string().max(1000)]), {
      error: `${label} must be a list of { name } entries.`,
    })
    .max(MAX_CHIPS * 2, `${label}: at most ${MAX_CHIPS} entries.`)
    .nullish()
    .transform((chips, ctx) => {
      const seen = new Set<string>();
      const out: { name: string }[] = [];
      for (const chip of chips ?? []) {
        const name = (typeof chip === "string" ? chip : chip.name).trim().replace(/\s+/g, " ");
        if (!name) continue;
        if (name.length > MAX_CHIP_LENGTH) {
          ctx.addIssue({ code: "custom", message: `${label}: each entry must be at most ${MAX_CHIP_LENGTH} characters.` });
          return z.NEVER;
        }
        const key = name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name });
      }
      if (out.length > MAX_CHIPS) {
        ctx.addIssue({ code: "custom", message: `${label}: at most ${MAX_CHIPS} entries.` });
        return z.NEVER;
      }
      return out;
    });
}

const optionalEmail = z
  .string({ error: "Tenant e-mail must be text." })
  .trim()
  .max(254, "Tenant e-mail must be at most 254 characters.")
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email("Tenant e-mail must be a valid e-mail address.").nullable());

const leaseFields = z.object(
  {
    startDate: isoDate,
    endDate: isoDate,
    tenantName: optionalText("Tenant name", 200),
    tenantPhoneNumber: optionalText("Tenant phone number", 40),
    tenantEmail: optionalEmail,
  },
  { error: "The lease must be an object." },
);

export const leaseSchema = leaseFields.superRefine((lease, ctx) => {
  if (lease.startDate && lease.endDate && lease.endDate < lease.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "The lease end date cannot be before its start date." });
  }
});

const costFields = z.object(
  {
    salePriceInUS: optionalDecimal("Sale price", 2, MAX_MONEY),
    rentalPriceInUS: optionalDecimal("Rental price", 2, MAX_MONEY),
    negotiable: z
      .union([z.boolean(), z.literal("true"), z.literal("false"), z.null()], { error: "Negotiable must be true or false." })
      .optional()
      .transform((value) => value === true || value === "true"),
  },
  { error: "Cost is required." },
);

const sizeFields = z.object(
  {
    lotSizeSqFeet: optionalDecimal("Lot size (sq ft)", 2, MAX_SIZE),
    lotSizeAcres: optionalDecimal("Lot size (acres)", 4, MAX_SIZE),
    propertySizeSqFeet: optionalDecimal("Property size (sq ft)", 2, MAX_SIZE),
  },
  { error: "Size is required." },
);

const roomsFields = z.object(
  {
    bedrooms: optionalCount("Bedrooms"),
    bathrooms: optionalCount("Bathrooms"),
    otherRooms: chipList("Other rooms"),
  },
  { error: "Rooms must be an object." },
);

const listingFields = z.object({
  client: z.string({ error: "Client is required." }).trim().min(1, "Client is required.").pipe(z.uuid("Client is required.")),
  propertyName: requiredText("Property name", 200),
  propertySpecialist: z
    .string({ error: "Property specialist is required." })
    .trim()
    .min(1, "Property specialist is required.")
    .pipe(z.uuid("Property specialist is required.")),
  /** 'property1.jpg', the current picture's URL (unchanged) or a data URL of a new picture. */
  image: z
    .string({ error: "Image must be text." })
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : PLACEHOLDER_IMAGE)),
  listingType: enumField("Listing type", LISTING_TYPES),
  propertyType: optionalEnum("Property type", PROPERTY_TYPES),
  location: requiredText("Location", 500),
  status: enumField("Status", LISTING_STATUSES),
  zoning: enumField("Zoning", ZONINGS),
  amenities: chipList("Amenities"),
  services: chipList("Services"),
  cost: costFields,
  size: sizeFields,
  rooms: roomsFields.nullish().transform((rooms) => rooms ?? { bedrooms: null, bathrooms: null, otherRooms: [] }),
  currentLease: leaseSchema.nullish().transform((lease) => lease ?? null),
  notes: optionalText("Notes", 5000),
});

export const listingFieldsSchema = listingFields
  .superRefine((listing, ctx) => {
    const rental = isRentalStatus(listing.status);
    const landOnly = listing.listingType === "land-only";
    if (!rental && listing.cost.salePriceInUS === null) {
      ctx.addIssue({ code: "custom", path: ["cost", "salePriceInUS"], message: "Sale price is required." });
    }
    if (listing.size.lotSizeSqFeet === null) {
      ctx.addIssue({ code: "custom", path: ["size", "lotSizeSqFeet"], message: "Lot size (sq ft) is required." });
    }
    if (listing.size.lotSizeAcres === null) {
      ctx.addIssue({ code: "custom", path: ["size", "lotSizeAcres"], message: "Lot size (acres) is required." });
    }
    if (!landOnly) {
      if (listing.propertyType === null) ctx.addIssue({ code: "custom", path: ["propertyType"], message: "Property type is required." });
      if (listing.size.propertySizeSqFeet === null) {
        ctx.addIssue({ code: "custom", path: ["size", "propertySizeSqFeet"], message: "Property size (sq ft) is required." });
      }
      if (listing.rooms.bedrooms === null) ctx.addIssue({ code: "custom", path: ["rooms", "bedrooms"], message: "Bedrooms is required." });
      if (listing.rooms.bathrooms === null)
        ctx.addIssue({ code: "custom", path: ["rooms", "bathrooms"], message: "Bathrooms is required." });
    }
  })
  .transform((listing) => {
    const rental = isRentalStatus(listing.status);
    const landOnly = listing.listingType === "land-only";
    const lease = listing.currentLease;
    const leaseIsEmpty = !lease || Object.values(lease).every((value) => value === null);
    return {
      ...listing,
      propertyType: landOnly ? null : listing.propertyType,
      size: { ...listing.size, propertySizeSqFeet: landOnly ? null : listing.size.propertySizeSqFeet },
      rooms: landOnly ? { bedrooms: null, bathrooms: null, otherRooms: [] } : listing.rooms,
      currentLease: rental && !leaseIsEmpty ? lease : null,
    };
  });

/**
 * The sections the form hides are not validated: a non-rental status ignores
 * the lease, land-only ignores property type, property size and rooms (they
 * are stored empty either way). The form applies this before its resolver;
 * the register/update bodies go through it too, so both read the same.
 */
export function withoutHiddenSections(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const listing = { ...(value as Record<string, unknown>) };
  if (!isRentalStatus(listing.status)) listing.currentLease = null;
  if (listing.listingType === "land-only") {
    listing.propertyType = null;
    const size = listing.size;
    if (size && typeof size === "object" && !Array.isArray(size)) listing.size = { ...size, propertySizeSqFeet: null };
    listing.rooms = null;
  }
  return listing;
}

export const createListingSchema = z.preprocess(withoutHiddenSections, listingFieldsSchema);

/**
 * PUT /listings/update: `_id` and the fields to change. Fields left out keep
 * their stored value; cost, size, rooms and the lease merge field by field
 * (null for rooms or the lease clears the whole section). The status and type
 * rules, and the hidden sections, are applied by the server to the merged
 * listing with `createListingSchema`.
 */
export const updateListingSchema = z.preprocess(
  withoutSectionsTheBodyHides,
  updateFieldsOf(listingFields).extend({
    _id: idSchema,
    cost: sentOnly(updateFieldsOf(costFields, "Cost must be an object.")),
    size: sentOnly(updateFieldsOf(sizeFields, "Size must be an object.")),
    rooms: sentOnly(updateFieldsOf(roomsFields, "Rooms must be an object.").nullable()),
    currentLease: sentOnly(updateFieldsOf(leaseFields, "The lease must be an object.").nullable()),
  }),
);

/**
 * `withoutHiddenSections` for an update body: only a status or a type the body
 * sends hides a section here (one it leaves out is the stored one, which the
 * server applies to the merged listing). A whole record, as the form sends it,
 * is treated exactly as on create.
 */
function withoutSectionsTheBodyHides(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const body = { ...(value as Record<string, unknown>) };
  if ("status" in body && !isRentalStatus(body.status)) body.currentLease = null;
  if (body.listingType === "land-only") {
    body.propertyType = null;
    const size = body.size;
    if (size && typeof size === "object" && !Array.isArray(size)) body.size = { ...size, propertySizeSqFeet: null };
    body.rooms = null;
  }
  return body;
}

export const listingListQuerySchema = paginationSchema.extend({
  propertySpecialist: z
    .uuid("propertySpecialist must be a user id.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  client: z
    .uuid("client must be a client id.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  propertyName: searchText,
  ...listControls("listings"),
});

/** What the form edits (numbers are typed as text; blanks allowed). */
export type ListingFormValues = z.input<typeof listingFieldsSchema>;
export type ListingFields = z.output<typeof listingFieldsSchema>;
export type UpdateListingInput = z.output<typeof updateListingSchema>;
export type ListingListQuery = z.output<typeof listingListQuerySchema>;

export interface NamedChip {
  name: string;
}

export interface ListingLease {
  startDate: string | null;
  endDate: string | null;
  tenantName: string | null;
  tenantPhoneNumber: string | null;
  tenantEmail: string | null;
}

/** A listing as the API returns it (SPEC §3). Money and sizes are decimal strings. */
export interface Listing {
  _id: string;
  /** The owner's client id. */
  client: string;
  /** Expanded owner, for links and labels. */
  clientRef: { _id: string; name: string };
  propertyName: string;
  /** The specialist's user id. */
  propertySpecialist: string;
  /** Expanded specialist (SPEC §3: "also seen as propertySpecialistRef when read"). */
  propertySpecialistRef: { _id: string; firstName: string; lastName: string };
  /** 'property1.jpg' (the bundled placeholder) or the URL of the stored picture. */
  image: string;
  /** The stored picture's file id, or null for the placeholder. */
  imageId: string | null;
  listingType: ListingType;
  propertyType: PropertyType | null;
  location: string;
  status: ListingStatus;
  zoning: Zoning;
  amenities: NamedChip[];
  services: NamedChip[];
  cost: { salePriceInUS: string | null; rentalPriceInUS: string | null; negotiable: boolean };
  size: { lotSizeSqFeet: string | null; lotSizeAcres: string | null; propertySizeSqFeet: string | null };
  rooms: { bedrooms: number | null; bathrooms: number | null; otherRooms: NamedChip[] };
  currentLease: ListingLease | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a list shows of a listing (its tile and its table row). The listings page hands its first page to the browser
 * in this shape: the whole record carries a lease, notes, chips and sizes no tile reads, and the HTML carries it twice.
 */
export interface ListingSummary {
  _id: string;
  propertyName: string;
  propertySpecialistRef: Pick<Listing["propertySpecialistRef"], "firstName" | "lastName">;
  image: string;
  listingType: ListingType;
  propertyType: PropertyType | null;
  location: string;
  status: ListingStatus;
  cost: Pick<Listing["cost"], "salePriceInUS" | "rentalPriceInUS">;
  rooms: Pick<Listing["rooms"], "bedrooms">;
}

/** Shape of GET /listings/count/{clientId}. */
export interface ListingCount {
  count: number;
}
