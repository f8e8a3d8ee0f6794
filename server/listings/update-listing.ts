import { listingBodyOf } from "@/lib/domain/listing-body";
import { createListingSchema, type UpdateListingInput } from "@/lib/schemas/listing";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { checkMerged, mergeUpdate } from "@/server/updates";
import { checkListingReferences, listingColumns } from "./listing-data";
import { listingRelations, toListingDto } from "./listing-dto";
import { applyCoverChange, readPictureChange, type PictureChange } from "./listing-picture";
import { agencyToday } from "@/server/leases/agency-today";
import { syncListingLease } from "@/server/leases/listing-lease";

/**
 * Updates a listing with the fields sent; the others keep their stored
 * values. The status and type rules (and the sections they hide) hold for the
 * merged listing, with the messages a create gets.
 */
export async function updateListing({ data, actor }: { data: UpdateListingInput; actor: Actor }) {
  const { _id: id, ...sent } = data;
  const pictureChange: PictureChange = sent.image === undefined ? { kind: "unchanged" } : await readPictureChange(sent.image);
  return prisma.$transaction(async (tx) => {
    const before = await tx.listing.findUnique({ where: { id }, include: listingRelations });
    if (!before) throw notFound("Listing not found.");
    const fields = checkMerged(createListingSchema, mergeUpdate(listingBodyOf(toListingDto(before)), sent));
    await checkListingReferences(tx, fields, before.propertySpecialistId);
    const imageId = await applyCoverChange(tx, id, before.imageId, pictureChange);
    const columns = { ...listingColumns(fields), ...(imageId !== undefined ? { imageId } : {}) };
    const listing = await tx.listing.update({ where: { id }, data: columns, include: listingRelations });
    if (JSON.stringify(toListingDto(before).currentLease) !== JSON.stringify(toListingDto(listing).currentLease)) {
      await syncListingLease(tx, {
        listingId: id,
        lease: fields.currentLease,
        rent: columns.rentalPriceInUS ?? null,
        today: agencyToday(),
        actor,
      });
    }
    await recordUpdate(tx, actor, "listing", id, before as Record<string, unknown>, columns);
    return toListingDto(listing);
  });
}
