import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";
import { notFound, unauthorized } from "@/server/errors";

/**
 * Who may run POST /api/v1/jobs/tick: a caller that sends
 * `Authorization: Bearer <JOBS_TICK_SECRET>` (what Vercel Cron and most
 * platform schedulers send). Without the setting the route does not exist
 * (404, like any unknown path); a missing or wrong secret is 401. The
 * comparison is on SHA-256 digests in constant time, so neither the length
 * nor a prefix of the secret shows in the timing.
 */
export function assertTickAuthorised(authorization: string | null): void {
  const secret = env().JOBS_TICK_SECRET;
  if (!secret) throw notFound("No such API route.");
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  if (!timingSafeEqual(digest(given), digest(secret)))
    throw unauthorized("A valid Authorization: Bearer <JOBS_TICK_SECRET> header is required.");
}
