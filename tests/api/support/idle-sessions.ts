import { createHash } from "node:crypto";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * The server measures a session's idle time on the database's clock, from the
 * session's last request (sessions.last_active_at). Tests move that back, as if
 * the time had passed, instead of waiting for it.
 */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes the session of `token` look idle for `ms` since its last request. */
export async function idleFor(token: string, ms: number): Promise<void> {
  const { rowCount } = await withTestDatabase((client) =>
    client.query(
      `UPDATE sessions SET last_active_at = clock_timestamp() - make_interval(secs => $2::float8 / 1000) WHERE token_hash = $1`,
      [tokenHash(token), ms],
    ),
  );
  if (rowCount !== 1) throw new Error("No session for this token.");
}

/** How long ago the session of `token` last had a request, in ms. */
export async function idleMs(token: string): Promise<number> {
  const { rows } = await withTestDatabase((client) =>
    client.query<{ ms: number }>(
      `SELECT (extract(epoch FROM clock_timestamp() - last_active_at) * 1000)::float8 AS ms FROM sessions WHERE token_hash = $1`,
      [tokenHash(token)],
    ),
  );
  if (rows.length !== 1) throw new Error("No session for this token.");
  return rows[0]!.ms;
}
