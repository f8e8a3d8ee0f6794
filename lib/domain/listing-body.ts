import type { Listing } from "@/lib/schemas/listing";

/**
 * A stored listing's fields as a request body carries them: what the form
 * edits and what an update merges the sent fields into (its picture as its
 * current URL, which means "unchanged").
 */
export function listingBodyOf(listing: Listing) {
  const { client, propertyName, propertySpecialist, image, listingType, propertyType, location, status, zoning } = listing;
  const { amenities, services, cost, size, rooms, currentLease, notes } = listing;
  return {
    client,
    propertyName,
    propertySpecialist,
    image,
    listingType,
    propertyType,
    location,
    status,
    zoning,
    amenities,
    services,
    cost,
    size,
    rooms,
    currentLease,
    notes,
  };
}
