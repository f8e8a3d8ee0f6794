/**
 * `npm run pictures:thumbnails [-- --limit N] [-- --batch N]`: gives listing
 * pictures stored under older rules a thumbnail of today's size and, when
 * stored before the gallery, their 640 and 1280 px copies
 * (server/files/remake-thumbnails.ts); then PDF documents without a
 * first-page thumbnail get one (server/documents/make-document-thumbnail.ts),
 * on DATABASE_URL or the embedded
 * database in PGLITE_DATA_DIR. At most N pictures a run when --limit is
 * given (run again for the rest); safe to run again.
 */
import { parseArgs } from "node:util";
import { disconnectDatabase, ensureDatabaseReady, prisma } from "@/server/db/client";
import { thumbnailStoredPdfs } from "@/server/documents/make-document-thumbnail";
import { remakeListingThumbnails } from "@/server/files/remake-thumbnails";

/** PDFs rendered a run without --limit: each takes up to 20 s in its child process. */
const PDFS_A_RUN = 200;

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} takes a whole number above 0 (got "${value}").`);
  return number;
}

async function main() {
  const { values } = parseArgs({ options: { limit: { type: "string" }, batch: { type: "string" } } });
  const maxFiles = positive(values.limit, "limit");
  const batchSize = positive(values.batch, "batch");
  await ensureDatabaseReady();
  const { checked, remade, variantsMade, failed, more } = await remakeListingThumbnails(prisma, { maxFiles, batchSize });
  console.log(
    `Listing pictures: ${checked} checked, ${remade} thumbnails made again, ${variantsMade} given their 640 and 1280 px copies.` +
      (failed > 0 ? ` ${failed} could not be decoded and were left as they are.` : "") +
      (more ? " More are left: run again." : ""),
  );
  const pdfs = await thumbnailStoredPdfs({ limit: maxFiles ?? PDFS_A_RUN });
  console.log(
    `PDF documents: ${pdfs.made} given a thumbnail of their first page.` +
      (pdfs.none > 0 ? ` ${pdfs.none} could not be rendered and keep their icon.` : "") +
      (pdfs.more ? " More are left: run again." : ""),
  );
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDatabase());
