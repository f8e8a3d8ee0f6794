import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { DEFAULT_OTHER_ROOMS, DEFAULT_SERVICES } from "@/lib/domain/enums";
import { listingBodyOf } from "@/lib/domain/listing-body";
import { withoutHiddenSections } from "@/lib/domain/listing-sections";
import { formatDecimal } from "@/lib/domain/money";
import { PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import { listingFieldsSchema, type Listing, type ListingFields, type ListingFormValues } from "@/lib/schemas/listing";

/** The listing form's values: empty (with the default chips), from a stored listing, and the resolver. */

/** Money is shown with two places, grouped: '13,000.00'. */
export const MONEY_PLACES = 2;

const chips = (names: readonly string[]) => names.map((name) => ({ name }));
const money = (amount: string | null) => (amount === null ? "" : formatDecimal(amount, MONEY_PLACES));
const size = (value: string | null) => (value === null ? "" : formatDecimal(value));

export function emptyListingValues(client = ""): ListingFormValues {
  return {
    client,
    propertyName: "",
    propertySpecialist: "",
    image: PLACEHOLDER_IMAGE,
    listingType: "",
    propertyType: "",
    location: "",
    status: "",
    zoning: "",
    amenities: [],
    services: chips(DEFAULT_SERVICES),
    cost: { salePriceInUS: "", rentalPriceInUS: "", negotiable: false },
    size: { lotSizeSqFeet: "", lotSizeAcres: "", propertySizeSqFeet: "" },
    rooms: { bedrooms: "", bathrooms: "", otherRooms: chips(DEFAULT_OTHER_ROOMS) },
    currentLease: { startDate: "", endDate: "", tenantName: "", tenantPhoneNumber: "", tenantEmail: "" },
    notes: "",
  };
}

/** A stored listing as the form shows it: amounts and sizes grouped ('13,000.00', '43,560'), blanks for nulls. */
export function listingFormValues(listing: Listing): ListingFormValues {
  const { propertyType, cost, size: sizes, rooms, currentLease: lease, notes, ...same } = listingBodyOf(listing);
  return {
    ...same,
    propertyType: propertyType ?? "",
    cost: { salePriceInUS: money(cost.salePriceInUS), rentalPriceInUS: money(cost.rentalPriceInUS), negotiable: cost.negotiable },
    size: {
      lotSizeSqFeet: size(sizes.lotSizeSqFeet),
      lotSizeAcres: size(sizes.lotSizeAcres),
      propertySizeSqFeet: size(sizes.propertySizeSqFeet),
    },
    rooms: {
      bedrooms: rooms.bedrooms === null ? "" : String(rooms.bedrooms),
      bathrooms: rooms.bathrooms === null ? "" : String(rooms.bathrooms),
      otherRooms: rooms.otherRooms,
    },
    currentLease: {
      startDate: lease?.startDate ?? "",
      endDate: lease?.endDate ?? "",
      tenantName: lease?.tenantName ?? "",
      tenantPhoneNumber: lease?.tenantPhoneNumber ?? "",
      tenantEmail: lease?.tenantEmail ?? "",
    },
    notes: notes ?? "",
  };
}

/** The shared schema, after dropping the sections the form hides (as the API does). */
const baseResolver = zodResolver(listingFieldsSchema);
export const listingResolver: Resolver<ListingFormValues, unknown, ListingFields> = (values, context, options) =>
  baseResolver(withoutHiddenSections(values) as ListingFormValues, context, options);
