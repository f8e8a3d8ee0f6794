import type { ListingFields } from "@/lib/schemas/listing";
import type { Actor } from "@/server/api/handler";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { checkListingReferences, listingColumns } from "./listing-data";
import { listingRelations, toListingDto } from "./listing-dto";
import { resolveListingPicture } from "./listing-picture";

export async function createListing({ data, actor }: { data: ListingFields; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    await checkListingReferences(tx, data);
    const picture = await resolveListingPicture(tx, data.image, null);
    const columns = listingColumns(data);
    const listing = await tx.listing.create({
      data: { ...columns, image: "property1.jpg", imageId: picture?.imageId ?? null },
      include: listingRelations,
    });
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "listing",
      entityId: listing.id,
      changes: JSON.parse(JSON.stringify({ ...columns, imageId: listing.imageId })),
    });
    return toListingDto(listing);
  });
}
