import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import { remadeThumbnail, responsiveCopies, thumbnailOverLimit } from "./pictures";

export interface RemadeThumbnails {
  /** Listing pictures whose thumbnail was checked. */
  checked: number;
  /** Thumbnails made again to today's limit. */
  remade: number;
  /** Pictures given their missing 640 and 1280 px copies. */
  variantsMade: number;
  /** Pictures whose stored bytes could not be decoded (left as they are, reported). */
  failed: number;
  /** Stopped after `maxFiles` pictures were changed, with more to do: run again. */
  more: boolean;
}

/** A listing's picture: its cover (listings.image_id) or one of its gallery. */
const LISTING_PICTURE = { OR: [{ listings: { some: {} } }, { listingPicture: { isNot: null } }] };
const WITHOUT_COPIES = { OR: [{ mediumData: null }, { largeData: null }] };

/**
 * `npm run pictures:thumbnails`, for listing pictures stored under older
 * rules, from their stored bytes: one stored before the gallery (issue 30)
 * gets its RESPONSIVE_WIDTHS copies for `srcset`, and one stored while the
 * thumbnail limit was larger (640 px until 2026-11) a thumbnail made to
 * today's limit. Two walks by id, `batchSize` rows at a time, one picture's
 * bytes in memory at a time: the pictures without copies (a query finds
 * them), then every listing picture's thumbnail. At most `maxFiles` pictures
 * are changed a run — the next run goes on where it stopped, since a changed
 * picture no longer needs anything — so it can run beside a live console;
 * running it again when all is done changes nothing.
 */
export async function remakeListingThumbnails(
  prisma: PrismaClient,
  { batchSize = 20, maxFiles = Number.POSITIVE_INFINITY }: { batchSize?: number; maxFiles?: number } = {},
): Promise<RemadeThumbnails> {
  const totals: RemadeThumbnails = { checked: 0, remade: 0, variantsMade: 0, failed: 0, more: false };
  const changed = () => totals.remade + totals.variantsMade;
  const save = async (id: string, data: { thumbnail?: Buffer | null; medium?: Buffer; large?: Buffer }) => {
    await prisma.storedFile.updateMany({
      where: { id },
      data: {
        ...(data.thumbnail ? { thumbnailData: new Uint8Array(data.thumbnail) } : {}),
        ...(data.medium && data.large ? { mediumData: new Uint8Array(data.medium), largeData: new Uint8Array(data.large) } : {}),
      },
    });
  };

  // 1. The copies, and the thumbnail of those pictures while their bytes are at hand.
  for (let after: string | undefined; ;) {
    const batch = await prisma.storedFile.findMany({
      where: { AND: [LISTING_PICTURE, WITHOUT_COPIES], ...(after ? { id: { gt: after } } : {}) },
      select: { id: true },
      orderBy: { id: "asc" },
      take: batchSize,
    });
    if (batch.length === 0) break;
    for (const { id } of batch) {
      if (changed() >= maxFiles) return { ...totals, more: true };
      const file = await prisma.storedFile.findUnique({ where: { id }, select: { data: true, thumbnailData: true } });
      if (!file) continue; // deleted meanwhile
      try {
        const data = Buffer.from(file.data);
        const copies = await responsiveCopies(data, LISTING_PICTURE_LIMITS);
        const thumbnail = await remadeThumbnail(data, Buffer.from(file.thumbnailData), LISTING_PICTURE_LIMITS);
        await save(id, { thumbnail, medium: copies.mediumData, large: copies.largeData });
        totals.variantsMade += 1;
        if (thumbnail) totals.remade += 1;
      } catch {
        totals.failed += 1;
      }
    }
    after = batch.at(-1)!.id;
  }

  // 2. Every listing picture's thumbnail, read on its own (a few KB); the picture's bytes only when it is too large.
  for (let after: string | undefined; ;) {
    const batch = await prisma.storedFile.findMany({
      where: { ...LISTING_PICTURE, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, thumbnailData: true },
      orderBy: { id: "asc" },
      take: batchSize,
    });
    if (batch.length === 0) return totals;
    for (const file of batch) {
      totals.checked += 1;
      const current = Buffer.from(file.thumbnailData);
      if (!(await thumbnailOverLimit(current, LISTING_PICTURE_LIMITS))) continue;
      if (changed() >= maxFiles) return { ...totals, more: true };
      const stored = await prisma.storedFile.findUnique({ where: { id: file.id }, select: { data: true } });
      if (!stored) continue;
      try {
        const thumbnail = await remadeThumbnail(Buffer.from(stored.data), current, LISTING_PICTURE_LIMITS);
        if (!thumbnail) continue;
        await save(file.id, { thumbnail });
        totals.remade += 1;
      } catch {
        totals.failed += 1;
      }
    }
    after = batch.at(-1)!.id;
  }
}
