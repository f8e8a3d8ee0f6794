import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ documentId: z.string() });

/** A PDF document's first page as its thumbnail (server/documents/make-document-thumbnail.ts). */
export const documentThumbnailJob = defineJob({
  name: "documents.thumbnail",
  payload,
  // A file that cannot be rendered completes the job (its icon stays); only a database error is tried again,
  // twice. The renderer is killed after 20 s (server/documents/pdf-thumbnail.ts), well inside the expiry.
  retry: () => ({
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 86_400,
  }),
  // A child process rendering one PDF page (up to ~400 MB, 20 s): one at a time per process.
  concurrency: 1,
  run: async ({ documentId }) => void (await (await import("./make-document-thumbnail")).makeDocumentThumbnail(documentId)),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "documents.thumbnail": z.input<typeof payload>;
  }
}
