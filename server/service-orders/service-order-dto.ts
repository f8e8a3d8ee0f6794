import type { ServiceOrder } from "@/lib/generated/prisma/client";
import type { ListingType, PropertyType } from "@/lib/domain/enums";
import { listingImageOf } from "@/lib/domain/pictures";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { isPastDue } from "./past-due";

/** Selects the listing's name and picture and the provider's name with the order, in the same query. */
export const serviceOrderRelations = {
  listing: { select: { id: true, propertyName: true, imageId: true, listingType: true, propertyType: true } },
  serviceProvider: { select: { id: true, name: true } },
} as const;

export type ServiceOrderWithRelations = ServiceOrder & {
  listing: { id: string; propertyName: string; imageId: string | null; listingType: string; propertyType: string | null };
  serviceProvider: { id: string; name: string };
};

export function toServiceOrderDto(row: ServiceOrderWithRelations, now: Date = new Date()): ServiceOrderDto {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    name: row.name,
    listingRef: row.listingId,
    listing: {
      _id: row.listing.id,
      propertyName: row.listing.propertyName,
      image: listingImageOf(row.listing.imageId),
      listingType: row.listing.listingType as ListingType,
      propertyType: row.listing.propertyType as PropertyType | null,
    },
    serviceProviderRef: row.serviceProviderId,
    serviceProvider: { _id: row.serviceProvider.id, name: row.serviceProvider.name },
    serviceDueDateTime: row.dueAt.toISOString(),
    details: row.details,
    notes: row.notes,
    status: row.status,
    pastDue: isPastDue(row, now),
    created_by: { _id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
