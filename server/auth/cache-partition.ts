import { createHmac } from "node:crypto";
import { authSecret } from "@/server/env";

/**
 * The offline worker's partition for a browser session (X-Cache-Partition,
 * lib/offline/protocol.ts): a keyed hash of the session cookie, so each
 * session's cached pages and API answers live apart and a new session never
 * sees the last one's. It reveals nothing of the cookie and cannot stand in
 * for it. The cookie's value never changes during a session (the app does not
 * use next-auth's renewing session endpoint), so neither does the partition.
 */
export function cachePartitionOf(sessionCookie: string, secret: string = authSecret()): string {
  return createHmac("sha256", secret).update(`offline-cache-partition:${sessionCookie}`).digest("base64url").slice(0, 32);
}
