import { z } from "zod";
import { defineJob } from "@/server/jobs/define-job";

const payload = z.object({ email: z.string() });

/** "Forgot your password?": a link for the active account with this (lower-cased) e-mail, or nothing (server/password-reset/password-reset.ts). */
export const passwordResetLinkJob = defineJob({
  name: "password.reset-link",
  payload,
  // Asked for by someone waiting at the screen: retried soon, and useless after its 30 minutes.
  retry: () => ({
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 120,
    expireInSeconds: 120,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 86_400,
  }),
  concurrency: 2,
  run: async ({ email }, attempt) => (await import("./password-reset")).sendPasswordResetLink({ email }, attempt),
});

declare module "@/server/jobs/enqueue" {
  interface JobPayloads {
    "password.reset-link": z.input<typeof payload>;
  }
}
