import type { Listing as ListingRow } from "@/lib/generated/prisma/client";
import type { ListingStatus, ListingType, PropertyType, Zoning } from "@/lib/domain/enums";
import { listingImageOf } from "@/lib/domain/pictures";
import type { Listing } from "@/lib/schemas/listing";

/** Selects the owner's name and the specialist's name with the listing, in the same query. */
export const listingRelations = {
  client: { select: { id: true, name: true } },
  propertySpecialist: { select: { id: true, firstName: true, lastName: true } },
} as const;

export type ListingWithRelations = ListingRow & {
  client: { id: string; name: string };
  propertySpecialist: { id: string; firstName: string; lastName: string };
};

const decimal = (value: { toFixed(places: number): string } | null, places: number) => (value === null ? null : value.toFixed(places));
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const chips = (names: string[]) => names.map((name) => ({ name }));

export function toListingDto(row: ListingWithRelations): Listing {
  const hasLease = [row.leaseStartDate, row.leaseEndDate, row.tenantName, row.tenantPhoneNumber, row.tenantEmail].some((v) => v !== null);
  return {
    _id: row.id,
    client: row.clientId,
    clientRef: { _id: row.client.id, name: row.client.name },
    propertyName: row.propertyName,
    propertySpecialist: row.propertySpecialistId,
    propertySpecialistRef: {
      _id: row.propertySpecialist.id,
      firstName: row.propertySpecialist.firstName,
      lastName: row.propertySpecialist.lastName,
    },
    image: listingImageOf(row.imageId),
    imageId: row.imageId,
    listingType: row.listingType as ListingType,
    propertyType: (row.propertyType as PropertyType | null) ?? null,
    location: row.location,
    status: row.status as ListingStatus,
    zoning: row.zoning as Zoning,
    amenities: chips(row.amenities),
    services: chips(row.services),
    cost: {
      salePriceInUS: decimal(row.salePriceInUS, 2),
      rentalPriceInUS: decimal(row.rentalPriceInUS, 2),
      negotiable: row.negotiable,
    },
    size: {
      lotSizeSqFeet: decimal(row.lotSizeSqFeet, 2),
      lotSizeAcres: decimal(row.lotSizeAcres, 4),
      propertySizeSqFeet: decimal(row.propertySizeSqFeet, 2),
    },
    rooms: { bedrooms: row.bedrooms, bathrooms: row.bathrooms, otherRooms: chips(row.otherRooms) },
    currentLease: hasLease
      ? {
          startDate: day(row.leaseStartDate),
          endDate: day(row.leaseEndDate),
          tenantName: row.tenantName,
          tenantPhoneNumber: row.tenantPhoneNumber,
          tenantEmail: row.tenantEmail,
        }
      : null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
