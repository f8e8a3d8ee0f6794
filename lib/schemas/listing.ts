import { z } from "zod";
import {
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  ZONINGS,
  type ListingStatus,
  type ListingType,
  type PropertyType,
  type Zoning,
} from "@/lib/domain/enums";
import { isRentalStatus, listingSections, withoutHiddenSections } from "@/lib/domain/listing-sections";
import { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import {
  enumField,
  idSchema,
  optionalEnum,
  optionalText,
  paginationSchema,
  requiredText,
  searchText,
  sentOnly,
  updateFieldsOf,
} from "./common";
import { chipList, costFields, leaseFields, leaseSchema, roomsFields, sizeFields } from "./listing-fields";
import { listControls } from "./search";

/**
 * A listing (property) with the nested shapes of PRODUCT.md#listings. The same schema
 * validates the form (zodResolver) and the register/update bodies, so the
 * status and type rules of PRODUCT.md#listings hold in both places:
 *
 * - the sections a status or type hides (lib/domain/listing-sections.ts: the
 *   lease without a rental status, the building for land only) are emptied
 *   before anything is checked; a shown building needs property type, property
 *   size, bedrooms and bathrooms;
 * - sale price is required unless the status is a rental one;
 * - lot size in sq ft and in acres are always required;
 * - chips are trimmed, empty ones dropped, duplicates (case-insensitive) dropped;
 *   a lease with nothing in it is no lease (null).
 */

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

/** The fields and rules of a listing whose hidden sections are already emptied (the form's resolver; `createListingSchema` empties them). */
export const listingFieldsSchema = listingFields
  .superRefine((listing, ctx) => {
    if (!isRentalStatus(listing.status) && listing.cost.salePriceInUS === null) {
      ctx.addIssue({ code: "custom", path: ["cost", "salePriceInUS"], message: "Sale price is required." });
    }
    if (listing.size.lotSizeSqFeet === null) {
      ctx.addIssue({ code: "custom", path: ["size", "lotSizeSqFeet"], message: "Lot size (sq ft) is required." });
    }
    if (listing.size.lotSizeAcres === null) {
      ctx.addIssue({ code: "custom", path: ["size", "lotSizeAcres"], message: "Lot size (acres) is required." });
    }
    if (listingSections(listing).building) {
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
    const lease = listing.currentLease;
    const leaseIsEmpty = !lease || Object.values(lease).every((value) => value === null);
    return { ...listing, currentLease: leaseIsEmpty ? null : lease };
  });

/** POST /listings/register, and an update's merged listing: what the status and type hide is emptied, then checked. */
export const createListingSchema = z.preprocess((value) => withoutHiddenSections(value), listingFieldsSchema);

/**
 * PUT /listings/update: `_id` and the fields to change. Fields left out keep
 * their stored value; cost, size, rooms and the lease merge field by field
 * (null for rooms or the lease clears the whole section). The status and type
 * rules, and the hidden sections, are applied by the server to the merged
 * listing with `createListingSchema`.
 */
export const updateListingSchema = z.preprocess(
  (value) => withoutHiddenSections(value, { sentOnly: true }),
  updateFieldsOf(listingFields).extend({
    _id: idSchema,
    cost: sentOnly(updateFieldsOf(costFields, "Cost must be an object.")),
    size: sentOnly(updateFieldsOf(sizeFields, "Size must be an object.")),
    rooms: sentOnly(updateFieldsOf(roomsFields, "Rooms must be an object.").nullable()),
    currentLease: sentOnly(updateFieldsOf(leaseFields, "The lease must be an object.").nullable()),
  }),
);

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

/** A listing as the API returns it (PRODUCT.md#listings). Money and sizes are decimal strings. */
export interface Listing {
  _id: string;
  /** The owner's client id. */
  client: string;
  /** Expanded owner, for links and labels. */
  clientRef: { _id: string; name: string };
  propertyName: string;
  /** The specialist's user id. */
  propertySpecialist: string;
  /** Expanded specialist (PRODUCT.md#listings: "also seen as propertySpecialistRef when read"). */
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
