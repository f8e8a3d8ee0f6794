/** Mail and background jobs under fault: each message delivered once, a kill in the middle of sending, the jobs all run. */
import pg from "pg";
import type { SmtpSink } from "@/tests/support/smtp-sink";
import type { AppServer } from "./app";
import { sleep } from "./suite";

/**
 * Each Message-ID once among what the SMTP sink received (tests/support/smtp-sink.ts):
 * how many arrived, how many more than once, how many never.
 */
export function arrivedOnce(received: { parsed: { messageId?: string } }[], messageIds: string[]) {
  const counts = new Map<string, number>();
  for (const mail of received) counts.set(mail.parsed.messageId ?? "", (counts.get(mail.parsed.messageId ?? "") ?? 0) + 1);
  const missing = messageIds.filter((id) => !counts.has(id)).length;
  const duplicates = messageIds.filter((id) => (counts.get(id) ?? 0) > 1).length;
  return { arrived: messageIds.length - missing, duplicates, missing };
}

/**
 * SIGKILL of `server` while it sends mail, outside the one window that may
 * send a message twice (a kill between the SMTP server's 250 and the mark
 * as sent: docs/DECISIONS.md "Exactly once"): the sink holds every 250 still
 * to come, the kill waits until each message answered since `since` (an index
 * into `sink.received`) has its Outbox row marked sent, and the held ones are
 * refused once their sender is gone (a sink keeps no message whose sender
 * left before its 250).
 */
export async function killWhileSending(server: AppServer, sink: SmtpSink, databaseUrl: string, since: number): Promise<void> {
  sink.holdAnswers();
  const answered = [...new Set(sink.received.slice(since).map((mail) => mail.parsed.messageId ?? ""))];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ marked: number }>(
        "SELECT count(*)::int AS marked FROM outbox_messages WHERE message_id = ANY($1) AND status = 'sent'",
        [answered],
      );
      if (rows[0]!.marked === answered.length) break;
      if (Date.now() > deadline) throw new Error(`${answered.length - rows[0]!.marked} answered messages not marked sent within 30 s`);
      await sleep(50);
    }
  } finally {
    await client.end();
  }
  await server.stop("SIGKILL");
  await sink.releaseAnswers();
}

/**
 * Waits until no job of `names` is still to run (none created, retrying or active in pg-boss's table): what those
 * jobs would deliver has been delivered, so a count taken now is final — a second copy would need a job still to run.
 */
export async function jobsSettled(databaseUrl: string, names: string[], timeoutMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ name: string; state: string; count: string }>(
        `SELECT name, state, count(*) AS count FROM pgboss.job
          WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') GROUP BY name, state`,
        [names],
      );
      if (rows.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(
          `Jobs still to run after ${timeoutMs} ms: ${rows.map((row) => `${row.name} ${row.state} ×${row.count}`).join(", ")}`,
        );
      }
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}
