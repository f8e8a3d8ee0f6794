import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { runDueJobs } from "@/server/jobs/runner";
import { assertTickAuthorised } from "@/server/jobs/tick-authorization";

/**
 * POST /api/v1/jobs/tick — for hosts where no process stays up: a platform
 * scheduler calls it every few minutes with `Authorization: Bearer
 * <JOBS_TICK_SECRET>`; it runs what is due, bounded in time (runner.ts).
 * GET does the same because Vercel Cron can only send GET; the secret, not
 * the verb, is what keeps it from being triggered by anyone else.
 */
const tick = withPublic(async ({ req }) => {
  assertTickAuthorised(req.headers.get("authorization"));
  return json(await runDueJobs());
});

export { tick as POST, tick as GET };
export const maxDuration = 60;
export const { PUT, PATCH, DELETE } = methodsNotAllowed("POST", "GET");
