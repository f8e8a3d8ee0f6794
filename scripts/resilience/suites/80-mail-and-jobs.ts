/**
 * Issue 29: background jobs and mail under faults, on PostgreSQL, with the
 * production server (`npm start`) and a real SMTP server (tests/support/smtp-sink.ts).
 *
 * 1. The mail server is down for a while: messages wait (queued, the
 *    connection error noted), are retried with backoff, and once it is back
 *    each arrives exactly once.
 * 2. The app is killed (SIGKILL) in the middle of a batch, the SMTP server
 *    slow so that sends are in flight: a new instance finishes the batch —
 *    nothing lost, nothing twice (a send cut off before the server's 250 is
 *    kept by no server and tried again; docs/DECISIONS.md names the window
 *    that remains).
 * 3. Two instances, both running jobs and both ticked at once, many times:
 *    each person's digest is written and delivered once.
 *
 * Messages are written by this process through the app's own queueMessage
 * (one more instance of the app, as far as the queue is concerned).
 */
import { createElement } from "react";
import pg from "pg";
import { SmtpSink } from "@/tests/support/smtp-sink";
import type { TestDatabase } from "@/tests/support/test-database";
import {
  arrivedOnce,
  callApi,
  check,
  jobsSettled,
  killWhileSending,
  prepareDatabase,
  sleep,
  startApp,
  writeFigures,
  type AppServer,
  runSuite,
} from "../support";

const TICK_SECRET = "resilience-tick-secret-0123456789abcdef0123";
const MAIL_ENV = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>',
  MAIL_RETRY_DELAY_SECONDS: "1",
  MAIL_MAX_ATTEMPTS: "10",
  JOBS_TICK_SECRET: TICK_SECRET,
  // Explicit: this process sets JOBS_IN_APP=off for itself (writerOn), and the servers inherit its environment.
  JOBS_IN_APP: "on",
});

type App = typeof import("@/server/mail/queue-message") &
  typeof import("@/server/jobs/queue") &
  typeof import("@/server/db/client") &
  typeof import("@/server/mail/templates/email-layout");

/** This process, as a writer of messages on `databaseUrl` (it runs no jobs). */
async function writerOn(databaseUrl: string, sink: SmtpSink): Promise<App> {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, ...MAIL_ENV(sink), JOBS_IN_APP: "off" });
  await import("@/server/job-catalog"); // the jobs it queues, as the app's start-up loads them
  const app = {
    ...(await import("@/server/mail/queue-message")),
    ...(await import("@/server/jobs/queue")),
    ...(await import("@/server/db/client")),
    ...(await import("@/server/mail/templates/email-layout")),
  } as App;
  await app.jobQueue();
  return app;
}

async function writeMessages(app: App, count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const body = createElement(app.EmailLayout, { preview: label, footer: "Resilience suite." }, `${label} ${index}`);
    const message = await app.prepareMessage({
      kind: "digest",
      to: { address: `${label}.${index}@example.test` },
      subject: `${label} ${index}`,
      body,
    });
    const { id } = await app.prisma.$transaction((tx) => app.queueMessage(tx, message));
    ids.push(id);
  }
  return ids;
}

async function statuses(databaseUrl: string, ids: string[]): Promise<{ status: string; attempts: number; message_id: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`SELECT status, attempts, message_id FROM outbox_messages WHERE id = ANY($1::uuid[])`, [ids])).rows;
  } finally {
    await client.end();
  }
}

async function waitAllSent(databaseUrl: string, ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await statuses(databaseUrl, ids);
    if (rows.length === ids.length && rows.every((row) => row.status === "sent")) return rows;
    if (Date.now() > deadline) {
      const counts = rows.reduce<Record<string, number>>((acc, row) => ({ ...acc, [row.status]: (acc[row.status] ?? 0) + 1 }), {});
      throw new Error(`Not every message was sent within ${timeoutMs} ms: ${JSON.stringify(counts)}`);
    }
    await sleep(500);
  }
}

async function smtpDownForAWhile(database: TestDatabase, sink: SmtpSink, app: App) {
  await sink.stop();
  const server = await startApp({ databaseUrl: database.url, env: MAIL_ENV(sink) });
  try {
    const ids = await writeMessages(app, 20, "down");
    // Until every message has been tried at least twice (or the wait ends: the checks below then say what is missing).
    const downSince = Date.now();
    let waiting = await statuses(database.url, ids);
    while (!(waiting.length === ids.length && waiting.every((row) => row.attempts >= 2)) && Date.now() - downSince < 60_000) {
      await sleep(250);
      waiting = await statuses(database.url, ids);
    }
    const downSeconds = Math.round((Date.now() - downSince) / 1_000);
    check(
      waiting.every((row) => row.status === "queued" || row.status === "sending"),
      "messages wait while the mail server is down",
    );
    check(
      waiting.every((row) => row.attempts >= 2),
      `messages are retried while the mail server is down (tries: ${waiting.map((row) => row.attempts).join(", ")}; the server said: ${server.stderr().slice(-600)})`,
    );
    await sink.resume();
    const sent = await waitAllSent(database.url, ids, 90_000);
    const delivery = arrivedOnce(
      sink.received,
      sent.map((row) => row.message_id),
    );
    check(delivery.missing === 0 && delivery.duplicates === 0, `each message arrived once after the outage: ${JSON.stringify(delivery)}`);
    return { messages: ids.length, downSeconds, maxAttempts: Math.max(...sent.map((row) => row.attempts)), ...delivery };
  } finally {
    await server.stop();
  }
}

async function killedMidBatch(database: TestDatabase, sink: SmtpSink, app: App) {
  sink.ackDelayMs = 400;
  let server: AppServer | null = await startApp({ databaseUrl: database.url, env: MAIL_ENV(sink) });
  try {
    const before = sink.received.length;
    const ids = await writeMessages(app, 30, "killed");
    const deadline = Date.now() + 30_000;
    while (sink.received.length - before < 4 && Date.now() < deadline) await sleep(100);
    const sentBeforeKill = sink.received.length - before;
    await killWhileSending(server, sink, database.url, before);
    server = null;
    // pg-boss gives an active job back when it expires (the mail job's expireInSeconds): a new instance finishes the batch.
    server = await startApp({ databaseUrl: database.url, env: MAIL_ENV(sink) });
    const sent = await waitAllSent(database.url, ids, 240_000);
    const delivery = arrivedOnce(
      sink.received,
      sent.map((row) => row.message_id),
    );
    check(delivery.missing === 0 && delivery.duplicates === 0, `nothing lost, nothing twice after SIGKILL: ${JSON.stringify(delivery)}`);
    return { messages: ids.length, sentBeforeKill, ...delivery };
  } finally {
    sink.ackDelayMs = 0;
    await server?.stop();
  }
}

async function digestsOnTwoInstances(database: TestDatabase, sink: SmtpSink) {
  const people = 12;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const emails: string[] = [];
  try {
    const { rows: owners } = await client.query<{ id: string }>(
      `INSERT INTO clients (name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
       VALUES ('Digest owner', 'Ana', 'Rivera', '+1 787 555 0101', 'owner@example.test', '1 Calle Luna', now()) RETURNING id`,
    );
    for (let index = 0; index < people; index++) {
      const email = `digest.${index}.${Date.now()}@example.test`;
      emails.push(email);
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO users (user_name, email, password_hash, first_name, last_name, role, updated_at)
         VALUES ($1, $2, 'not-a-hash', 'Digest', $3, 'property-specialist', now()) RETURNING id`,
        [`digest_${index}_${Date.now()}`, email, `Person ${index}`],
      );
      const userId = rows[0]!.id;
      // Hour 0: whenever the suite runs, their hour has come today.
      await client.query(`INSERT INTO notification_settings (user_id, digest, digest_hour) VALUES ($1, true, 0)`, [userId]);
      const { rows: listings } = await client.query<{ id: string }>(
        `INSERT INTO listings (client_id, property_specialist_id, property_name, listing_type, location, status, zoning, updated_at)
         VALUES ($1, $2, $3, 'land-and-property', 'Rincón', 'for-rent', 'residential', now()) RETURNING id`,
        [owners[0]!.id, userId, `Digest house ${index}`],
      );
      await client.query(
        `INSERT INTO reminders (name, listing_id, specialist_id, due_at, time, am_pm, notes, updated_at)
         VALUES ('Walk-through', $1, $2, now(), '09:00', 'AM', '-', now())`,
        [listings[0]!.id, userId],
      );
    }
  } finally {
    await client.end();
  }
  const apps = await Promise.all([0, 1].map(() => startApp({ databaseUrl: database.url, env: MAIL_ENV(sink) })));
  try {
    const ticks = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        callApi(apps[index % 2]!.url, "/api/v1/jobs/tick", {
          method: "POST",
          headers: { authorization: `Bearer ${TICK_SECRET}` },
          timeoutMs: 60_000,
        }),
      ),
    );
    check(
      ticks.every((tick) => tick.status === 200),
      `every tick answered 200: ${ticks.map((tick) => tick.status).join(", ")}`,
    );
    const deadline = Date.now() + 60_000;
    while (emails.some((email) => sink.to(email).length === 0) && Date.now() < deadline) await sleep(500);
    await jobsSettled(database.url, ["digest.dispatch", "digest.send", "mail.send"]); // a second copy would need one of these
    const perPerson = emails.map((email) => sink.to(email).length);
    check(
      perPerson.every((count) => count === 1),
      `each digest arrived once: ${perPerson.join(", ")}`,
    );
    const check2 = new pg.Client({ connectionString: database.url });
    await check2.connect();
    try {
      const { rows } = await check2.query<{ count: string }>(`SELECT count(*) FROM outbox_messages WHERE to_address = ANY($1)`, [emails]);
      check(Number(rows[0]!.count) === people, `one digest row per person, ${rows[0]!.count} written`);
    } finally {
      await check2.end();
    }
    return { people, ticks: ticks.length, instances: 2, delivered: perPerson.reduce((sum, count) => sum + count, 0) };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}

async function main() {
  let database: TestDatabase | undefined;
  const sink = await SmtpSink.start();
  let app: App | undefined;
  try {
    database = await prepareDatabase();
    app = await writerOn(database.url, sink);
    const outage = await smtpDownForAWhile(database, sink, app);
    console.log(
      `   SMTP down ${outage.downSeconds} s: ${outage.messages} messages waited, up to ${outage.maxAttempts} tries, each arrived once.`,
    );
    const kill = await killedMidBatch(database, sink, app);
    console.log(`   SIGKILL after ${kill.sentBeforeKill} of ${kill.messages} sent: a new instance sent the rest, each arrived once.`);
    const digests = await digestsOnTwoInstances(database, sink);
    console.log(`   Two instances, ${digests.ticks} ticks at once: ${digests.people} people got ${digests.delivered} digests, one each.`);
    writeFigures("mail-and-jobs", { outage, kill, digests });
  } finally {
    await app?.stopJobQueue(0);
    await app?.disconnectDatabase();
    await sink.stop();
    await database?.drop();
  }
}

runSuite(main);
