/**
 * `npm run pictures:thumbnails`: gives listing pictures stored under an earlier,
 * larger thumbnail limit a thumbnail of today's size (server/files/remake-thumbnails.ts),
 * on DATABASE_URL or the embedded database in PGLITE_DATA_DIR. Safe to run again.
 */
import { disconnectDatabase, ensureDatabaseReady, prisma } from "@/server/db/client";
import { remakeListingThumbnails } from "@/server/files/remake-thumbnails";

async function main() {
  await ensureDatabaseReady();
  const { checked, remade } = await remakeListingThumbnails(prisma);
  console.log(`Listing pictures: ${checked} checked, ${remade} thumbnails made again.`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDatabase());
