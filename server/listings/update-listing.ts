import type { UpdateListingInput } from "@/lib/schemas/listing";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { prisma } from "@/server/db/client";
import { checkListingReferences, listingColumns } from "./listing-data";
import { listingRelations, toListingDto } from "./listing-dto";
import { applyPictureChange, dropReplacedPicture, readPictureChange } from "./listing-picture";

export async function updateListing({ data, actor }: { data: UpdateListingInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  const pictureChange = await readPictureChange(fields.image);
  return prisma.$transaction(async (tx) => {
    const before = await tx.listing.findUnique({ where: { id } });
    if (!before) throw notFound("Listing not found.");
    await checkListingReferences(tx, fields, before.propertySpecialistId);
    const imageId = await applyPictureChange(tx, pictureChange);
    const columns = { ...listingColumns(fields), ...(imageId !== undefined ? { imageId } : {}) };
    const listing = await tx.listing.update({ where: { id }, data: columns, include: listingRelations });
    await dropReplacedPicture(tx, before.imageId, imageId);
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: "listing",
      entityId: id,
      changes: changedFields(before as Record<string, unknown>, columns),
    });
    return toListingDto(listing);
  });
}
