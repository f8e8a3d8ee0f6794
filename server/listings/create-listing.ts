import type { ListingFields } from "@/lib/schemas/listing";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { checkListingReferences, listingColumns } from "./listing-data";
import { listingRelations, toListingDto } from "./listing-dto";
import { addCreatedCover, readPictureChange, storeNewCover } from "./listing-picture";
import { agencyToday } from "@/server/leases/agency-today";
import { syncListingLease } from "@/server/leases/listing-lease";

export async function createListing({ data, actor }: { data: ListingFields; actor: Actor }) {
  const pictureChange = await readPictureChange(data.image);
  return prisma.$transaction(async (tx) => {
    await checkListingReferences(tx, data);
    const imageId = await storeNewCover(tx, pictureChange);
    const columns = listingColumns(data);
    const listing = await tx.listing.create({ data: { ...columns, imageId }, include: listingRelations });
    await addCreatedCover(tx, listing.id, imageId);
    if (data.currentLease) {
      await syncListingLease(tx, {
        listingId: listing.id,
        lease: data.currentLease,
        rent: columns.rentalPriceInUS ?? null,
        today: agencyToday(),
        actor,
      });
    }
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "listing",
      entityId: listing.id,
      changes: JSON.parse(JSON.stringify({ ...columns, imageId })),
    });
    return toListingDto(listing);
  });
}
