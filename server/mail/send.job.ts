import { z } from "zod";
import { env } from "@/server/env";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ messageId: z.string() });

/** Send one Outbox message (server/mail/send-message.ts). */
export const sendMailJob = defineJob({
  name: "mail.send",
  payload,
  retry: () => ({
    retryLimit: env().MAIL_MAX_ATTEMPTS - 1,
    retryDelay: env().MAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // Connection, greeting and socket waits are bounded in server/mail/transport.ts well below this.
    expireInSeconds: 300,
    heartbeatSeconds: 15,
    deleteAfterSeconds: 7 * 86_400,
  }),
  concurrency: 2,
  run: async ({ messageId }, attempt) => (await import("./send-message")).sendOutboxMessage(messageId, attempt),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "mail.send": z.input<typeof payload>;
  }
}
