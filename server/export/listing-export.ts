import type { z } from "zod";
import { LISTING_STATUS_LABELS, LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, ZONING_LABELS } from "@/lib/domain/enums";
import { fullName } from "@/lib/domain/people";
import { listingListQuerySchema, type Listing } from "@/lib/schemas/listing";
import { prisma } from "@/server/db/client";
import { listingListOrder, listingListWhere } from "@/server/listings/find-listings";
import { listingRelations, toListingDto } from "@/server/listings/listing-dto";
import { agencyDateTime, chipsCell, inOrder, zoned, type EntityExport } from "./csv";

const query = listingListQuerySchema.omit({ skip: true, limit: true });

/** Every listing field of PRODUCT.md#listings but the picture; enumerations by their labels, the owner and specialist by name. */
export const listingExport: EntityExport<z.output<typeof query>, Listing> = {
  query,
  ids: async (filters, _actor, take) =>
    (
      await prisma.listing.findMany({ where: listingListWhere(filters), orderBy: listingListOrder(filters), select: { id: true }, take })
    ).map((row) => row.id),
  rows: async (batch) => {
    const rows = await prisma.listing.findMany({ where: { id: { in: batch } }, include: listingRelations });
    return inOrder(batch, rows.map(toListingDto), (row) => row._id);
  },
  columns: (timeZone) => [
    { header: "Property name", kind: "text", value: (row) => row.propertyName },
    { header: "Client", kind: "text", value: (row) => row.clientRef.name },
    { header: "Property specialist", kind: "text", value: (row) => fullName(row.propertySpecialistRef) },
    { header: "Status", kind: "text", value: (row) => LISTING_STATUS_LABELS[row.status] },
    { header: "Listing type", kind: "text", value: (row) => LISTING_TYPE_LABELS[row.listingType] },
    { header: "Property type", kind: "text", value: (row) => (row.propertyType ? PROPERTY_TYPE_LABELS[row.propertyType] : null) },
    { header: "Location", kind: "text", value: (row) => row.location },
    { header: "Zoning", kind: "text", value: (row) => ZONING_LABELS[row.zoning] },
    { header: "Sale price (US$)", kind: "number", value: (row) => row.cost.salePriceInUS },
    { header: "Rent per month (US$)", kind: "number", value: (row) => row.cost.rentalPriceInUS },
    { header: "Negotiable", kind: "text", value: (row) => row.cost.negotiable },
    { header: "Lot size (sq ft)", kind: "number", value: (row) => row.size.lotSizeSqFeet },
    { header: "Lot size (acres)", kind: "number", value: (row) => row.size.lotSizeAcres },
    { header: "Property size (sq ft)", kind: "number", value: (row) => row.size.propertySizeSqFeet },
    { header: "Bedrooms", kind: "number", value: (row) => row.rooms.bedrooms },
    { header: "Bathrooms", kind: "number", value: (row) => row.rooms.bathrooms },
    { header: "Other rooms", kind: "text", value: (row) => chipsCell(row.rooms.otherRooms) },
    { header: "Amenities", kind: "text", value: (row) => chipsCell(row.amenities) },
    { header: "Services", kind: "text", value: (row) => chipsCell(row.services) },
    { header: "Lease start", kind: "date", value: (row) => row.currentLease?.startDate },
    { header: "Lease end", kind: "date", value: (row) => row.currentLease?.endDate },
    { header: "Tenant name", kind: "text", value: (row) => row.currentLease?.tenantName },
    { header: "Tenant phone number", kind: "text", value: (row) => row.currentLease?.tenantPhoneNumber },
    { header: "Tenant e-mail", kind: "text", value: (row) => row.currentLease?.tenantEmail },
    { header: "Notes", kind: "text", value: (row) => row.notes },
    { header: zoned("Created", timeZone), kind: "date", value: (row) => agencyDateTime(row.createdAt, timeZone) },
  ],
};
