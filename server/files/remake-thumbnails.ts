import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import { remadeThumbnail } from "./pictures";

export interface RemadeThumbnails {
  checked: number;
  remade: number;
}

/**
 * Listing pictures stored while the thumbnail limit was larger (640 px until
 * 2026-11) get a thumbnail made to today's limit from their stored bytes.
 * Walks the files by id a batch at a time, so it can run beside a live
 * console; running it again changes nothing (`npm run pictures:thumbnails`).
 */
export async function remakeListingThumbnails(prisma: PrismaClient, batchSize = 20): Promise<RemadeThumbnails> {
  const totals: RemadeThumbnails = { checked: 0, remade: 0 };
  let after: string | undefined;
  for (;;) {
    const files = await prisma.storedFile.findMany({
      where: { listings: { some: {} }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, data: true, thumbnailData: true },
      orderBy: { id: "asc" },
      take: batchSize,
    });
    if (files.length === 0) return totals;
    for (const file of files) {
      const thumbnail = await remadeThumbnail(Buffer.from(file.data), Buffer.from(file.thumbnailData), LISTING_PICTURE_LIMITS);
      totals.checked += 1;
      if (!thumbnail) continue;
      await prisma.storedFile.update({ where: { id: file.id }, data: { thumbnailData: new Uint8Array(thumbnail) } });
      totals.remade += 1;
    }
    after = files.at(-1)!.id;
  }
}
