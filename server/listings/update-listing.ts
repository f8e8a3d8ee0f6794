import type { UpdateListingInput } from "@/lib/schemas/listing";
import type { Actor } from "@/server/api/handler";
import { notFound } from "@/server/api/errors";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { prisma } from "@/server/db/client";
import { checkListingReferences, listingColumns } from "./listing-data";
import { listingRelations, toListingDto } from "./listing-dto";
import { resolveListingPicture } from "./listing-picture";

export async function updateListing({ data, actor }: { data: UpdateListingInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.listing.findUnique({ where: { id } });
    if (!before) throw notFound("Listing not found.");
    await checkListingReferences(tx, fields, before.propertySpecialistId);
    const picture = await resolveListingPicture(tx, fields.image, before);
    const columns = { ...listingColumns(fields), ...(picture ? { imageId: picture.imageId } : {}) };
    const listing = await tx.listing.update({ where: { id }, data: columns, include: listingRelations });
    await recordAudit(tx, { actor, action: "update", entityType: "listing", entityId: id, changes: changedFields(before as Record<string, unknown>, columns) });
    return toListingDto(listing);
  });
}
