import { z } from "zod";
import { ROLES } from "@/lib/domain/enums";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ importId: z.string(), actor: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }) });

/** Write an import's valid rows, all or nothing, as the person who asked (server/imports/commit-import.ts). */
export const commitImportJob = defineJob({
  name: "imports.commit",
  payload,
  singletonKey: ({ importId }) => importId,
  // Someone watches its progress bar: a crashed run is taken up again soon. Its transaction may last up to
  // 10 minutes (IMPORT_TRANSACTION_OPTIONS); the heartbeat, not the expiry, notices a dead process.
  retry: () => ({
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 7 * 86_400,
  }),
  // Two at a time per process (under the commit's row budget), each worker taking one, so a small commit is not held in a large one's batch.
  concurrency: 2,
  batchSize: 1,
  run: async (data, attempt) => (await import("./commit-import")).runImportCommit(data, attempt),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "imports.commit": z.input<typeof payload>;
  }
}
