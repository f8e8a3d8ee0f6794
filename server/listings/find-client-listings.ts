import { LISTING_STATUS_LABELS, type ListingStatus } from "@/lib/domain/enums";
import { prisma } from "@/server/db/client";

/** The listings of one client, for the client page (at most 500, by property name). */
export async function findClientListings(clientId: string) {
  const rows = await prisma.listing.findMany({
    where: { clientId },
    select: { id: true, propertyName: true, status: true, location: true, listingType: true },
    orderBy: [{ propertyNameSort: "asc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map((row) => ({
    _id: row.id,
    propertyName: row.propertyName,
    status: row.status as ListingStatus,
    statusLabel: LISTING_STATUS_LABELS[row.status as ListingStatus] ?? row.status,
    location: row.location,
    listingType: row.listingType,
  }));
}
