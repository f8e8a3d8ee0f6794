import type { Listing, ListingSummary } from "@/lib/schemas/listing";

/**
 * The fields a list shows (`ListingSummary`) of a listing as the API writes it: the server's first page of the
 * listings is sent as these, and the browser's answer for that page is read as these too (lib/swr/use-listings.ts),
 * so an unchanged page compares equal and draws nothing again.
 */
export function toListingSummary(listing: Listing): ListingSummary {
  const { _id, propertyName, propertySpecialistRef, image, listingType, propertyType, location, status, cost, rooms } = listing;
  return {
    _id,
    propertyName,
    propertySpecialistRef: { firstName: propertySpecialistRef.firstName, lastName: propertySpecialistRef.lastName },
    image,
    listingType,
    propertyType,
    location,
    status,
    cost: { salePriceInUS: cost.salePriceInUS, rentalPriceInUS: cost.rentalPriceInUS },
    rooms: { bedrooms: rooms.bedrooms },
  };
}
