import type { Prisma } from "@/lib/generated/prisma/client";
import { pictureUrl } from "@/lib/domain/pictures";
import { LISTING_PICTURES_MAX, type ListingPictureDto } from "@/lib/schemas/listing-picture";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { notFound } from "@/server/errors";

/**
 * A listing's gallery (issue 30 §2, docs/DECISIONS.md "Listing gallery"):
 * rows of listing_pictures ordered by `position`, the first being the cover,
 * which listings.image_id names so every reader of the listing's `image`
 * (tiles, table, view, offline copy, orders) is unchanged. Every write locks
 * the listing's row first, so two writers never interleave their positions,
 * the limit holds, and ends with `syncCover`.
 */
export const pictureSelect = {
  fileId: true,
  listingId: true,
  position: true,
  caption: true,
  createdAt: true,
  file: { select: { width: true, height: true } },
} as const satisfies Prisma.ListingPictureSelect;

export type PictureRow = Prisma.ListingPictureGetPayload<{ select: typeof pictureSelect }>;

export const galleryOrder = [
  { position: "asc" },
  { createdAt: "asc" },
  { fileId: "asc" },
] as const satisfies Prisma.ListingPictureOrderByWithRelationInput[];

export function toPictureDto(row: PictureRow, index: number): ListingPictureDto {
  return {
    _id: row.fileId,
    listing: row.listingId,
    position: index,
    isCover: index === 0,
    caption: row.caption,
    url: pictureUrl(row.fileId),
    width: row.file.width,
    height: row.file.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Locks the listing's row for the gallery write (404 when it is gone). */
export async function lockListing(tx: Prisma.TransactionClient, listingId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM listings WHERE id = ${listingId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound("Listing not found.");
}

/** The gallery in order (bounded: a listing holds at most LISTING_PICTURES_MAX). */
export function readGallery(tx: Prisma.TransactionClient, listingId: string): Promise<PictureRow[]> {
  return tx.listingPicture.findMany({ where: { listingId }, select: pictureSelect, orderBy: galleryOrder, take: LISTING_PICTURES_MAX + 1 });
}

/** Points listings.image_id at the first picture (null when none is left); answers the cover before and after. */
export async function syncCover(tx: Prisma.TransactionClient, listingId: string): Promise<{ before: string | null; after: string | null }> {
  const [listing, first] = await Promise.all([
    tx.listing.findUnique({ where: { id: listingId }, select: { imageId: true } }),
    tx.listingPicture.findFirst({ where: { listingId }, select: { fileId: true }, orderBy: galleryOrder }),
  ]);
  const before = listing?.imageId ?? null;
  const after = first?.fileId ?? null;
  if (before !== after) await tx.listing.update({ where: { id: listingId }, data: { imageId: after } });
  return { before, after };
}

export type GalleryEvent = "add" | "remove" | "order" | "caption";

/** The gallery's change in the listing's History ("3 pictures added; cover changed"), in the change's transaction. */
export function recordGalleryEvent(
  tx: Prisma.TransactionClient,
  entry: { actor: Actor; listingId: string; event: GalleryEvent; count?: number; caption?: string | null; coverChanged: boolean },
): Promise<void> {
  return recordAudit(tx, {
    actor: entry.actor,
    action: "gallery",
    entityType: "listing",
    entityId: entry.listingId,
    changes: { event: entry.event, count: entry.count ?? 1, caption: entry.caption ?? null, coverChanged: entry.coverChanged },
  });
}
