/**
 * Issue 29: the monthly owner statements under faults, on PostgreSQL, with
 * the production server (`npm start`) and a real SMTP server
 * (tests/support/smtp-sink.ts). Each case has a database of its own, so
 * "every statement of the month" is exactly the owners it made.
 *
 * 1. The mail server is down while POST /api/v1/statements/send queues a
 *    month for several owners: the statements are written and wait; once it
 *    is back each owner's statement arrives exactly once, the PDF attached.
 * 2. The app is killed (SIGKILL) in the middle of the statement batch (some
 *    statements written, some not; the SMTP server slow): a new instance
 *    finishes — nothing lost, nothing twice.
 * 3. Two instances that run jobs only when ticked (JOBS_IN_APP=off), the
 *    STATEMENT_DAY schedule due, ticked at once, many times: each owner's
 *    statement of last month is written and delivered once.
 */
import pg from "pg";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { SmtpSink, type ReceivedMail } from "@/tests/support/smtp-sink";
import {
  arrivedOnce,
  callApi,
  check,
  createClients,
  jobsSettled,
  killWhileSending,
  loginToken,
  prepareDatabase,
  runSuite,
  sleep,
  startApp,
  writeFigures,
  type AppServer,
} from "../support";

const TICK_SECRET = "resilience-tick-secret-statements-0123456789";
const TIME_ZONE = process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE;
const mailEnv = (sink: SmtpSink, jobsInApp: "on" | "off" = "on", statementDay = "") => ({
  SMTP_URL: sink.url,
  MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>',
  MAIL_RETRY_DELAY_SECONDS: "1",
  MAIL_MAX_ATTEMPTS: "10",
  JOBS_TICK_SECRET: TICK_SECRET,
  JOBS_IN_APP: jobsInApp,
  // Empty: no monthly schedule (cases 1 and 2 queue through the API); case 3 sets today's day.
  STATEMENT_DAY: statementDay,
});

/** The agency's calendar date and hour now. */
function agencyNow(now = new Date()): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** yyyy-MM, `back` months before the agency's current month. */
function monthsBack(back: number): string {
  const [year, month] = agencyNow().date.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}

interface Owner {
  id: string;
  email: string;
}

/** `count` owners through the API, each with its own address and `entries` entries dated in `month`. */
async function makeOwners(app: AppServer, token: string, count: number, label: string, month: string, entries = 2): Promise<Owner[]> {
  const stamp = Date.now();
  const emailFor = (index: number) => `${label}.${index + 1}.${stamp}@owners.test`;
  const ids = await createClients(app.url, token, count, label, emailFor);
  for (const id of ids) {
    for (let serial = 0; serial < entries; serial++) {
      const answer = await callApi(app.url, "/api/v1/accounts/transactions/register", {
        token,
        body: {
          clientRef: id,
          column: serial % 2 === 0 ? "credit" : "debit",
          type: "wire",
          description: `${label} rent ${serial + 1}`,
          value: serial % 2 === 0 ? "1250.00" : "125.50",
          date: `${month}-${String(10 + serial).padStart(2, "0")}`,
        },
      });
      check(answer.status === 201, `posting an entry answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  return ids.map((id, index) => ({ id, email: emailFor(index) }));
}

interface SendRow {
  client_id: string;
  outcome: string | null;
  status: string | null;
  attempts: number | null;
  message_id: string | null;
}

/** The month's statement_sends with their Outbox messages. */
async function statementRows(databaseUrl: string, month: string): Promise<SendRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<SendRow>(
      `SELECT s.client_id::text, s.outcome, o.status, o.attempts, o.message_id
       FROM statement_sends s LEFT JOIN outbox_messages o ON o.id = s.message_id WHERE s.month = $1`,
      [month],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function waitStatementsSent(databaseUrl: string, month: string, owners: number, timeoutMs: number, during?: () => Promise<void>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await during?.();
    const rows = await statementRows(databaseUrl, month);
    if (rows.length === owners && rows.every((row) => row.outcome === "sent" && row.status === "sent")) return rows;
    if (Date.now() > deadline) {
      const summary = rows.map((row) => `${row.outcome ?? "queued"}/${row.status ?? "-"}`).join(", ");
      throw new Error(`Not every statement of ${month} was sent within ${timeoutMs} ms (${rows.length} of ${owners} rows): ${summary}`);
    }
    await sleep(500);
  }
}

const pdfOf = (mail: ReceivedMail) =>
  mail.parsed.attachments.find((attachment) => attachment.contentType === "application/pdf" && attachment.filename?.endsWith(".pdf"));

/** Each owner got one statement, its PDF attached and whole; each Outbox message arrived once. */
function checkEachOnce(sink: SmtpSink, owners: Owner[], rows: SendRow[], what: string) {
  const perOwner = owners.map((owner) => sink.to(owner.email).length);
  check(
    perOwner.every((count) => count === 1),
    `${what}: each owner's statement arrived once (per owner: ${perOwner.join(", ")})`,
  );
  for (const owner of owners) {
    const pdf = pdfOf(sink.to(owner.email)[0]!);
    const text = pdf?.content.toString("latin1") ?? "";
    check(
      pdf && text.startsWith("%PDF-") && text.trimEnd().endsWith("%%EOF"),
      `${what}: ${owner.email}'s statement has its PDF attached, whole`,
    );
  }
  const delivery = arrivedOnce(
    sink.received,
    rows.map((row) => row.message_id!),
  );
  check(delivery.missing === 0 && delivery.duplicates === 0, `${what}: each Outbox message arrived once: ${JSON.stringify(delivery)}`);
  return delivery;
}

async function sendMonth(app: AppServer, token: string, month: string): Promise<number> {
  const answer = await callApi<{ queued: number }>(app.url, "/api/v1/statements/send", { token, body: { month }, timeoutMs: 60_000 });
  check(answer.status === 202, `POST /statements/send answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.queued;
}

async function smtpDownDuringBatch(sink: SmtpSink) {
  const database = await prepareDatabase();
  const server = await startApp({ databaseUrl: database.url, env: mailEnv(sink) });
  try {
    const month = monthsBack(2);
    const token = await loginToken(server.url, "admin", "10.9.5.1");
    const owners = await makeOwners(server, token, 6, "down", month);
    await sink.stop();
    const queued = await sendMonth(server, token, month);
    check(queued === owners.length, `the month was queued for every owner: ${queued} of ${owners.length}`);
    // The statements are written (their PDFs rendered) whatever the mail server does; then their sends are retried.
    const started = Date.now();
    let waiting: SendRow[] = [];
    while (Date.now() - started < 90_000) {
      waiting = await statementRows(database.url, month);
      if (waiting.every((row) => row.outcome === "sent") && waiting.some((row) => (row.attempts ?? 0) >= 2)) break;
      await sleep(500);
    }
    const downSeconds = Math.round((Date.now() - started) / 1000);
    check(
      waiting.every((row) => row.outcome === "sent" && row.status !== "sent"),
      `every statement is written and none sent while the mail server is down: ${waiting.map((row) => `${row.outcome ?? "queued"}/${row.status ?? "-"}`).join(", ")}`,
    );
    check(
      waiting.some((row) => (row.attempts ?? 0) >= 2),
      `statements are retried while the mail server is down (tries: ${waiting.map((row) => row.attempts ?? "-").join(", ")}; the server said: ${server.stderr().slice(-600)})`,
    );
    await sink.resume();
    const rows = await waitStatementsSent(database.url, month, owners.length, 90_000);
    const delivery = checkEachOnce(sink, owners, rows, "after the outage");
    return { owners: owners.length, downSeconds, maxAttempts: Math.max(...rows.map((row) => row.attempts ?? 0)), ...delivery };
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function killedMidBatch(sink: SmtpSink) {
  const database = await prepareDatabase();
  let server: AppServer | null = await startApp({ databaseUrl: database.url, env: mailEnv(sink) });
  try {
    const month = monthsBack(2);
    const token = await loginToken(server.url, "admin", "10.9.5.2");
    const owners = await makeOwners(server, token, 16, "killed", month, 3);
    sink.ackDelayMs = 400;
    const before = sink.received.length;
    await sendMonth(server, token, month);
    // In the middle of the batch: a statement written, and the batch not done (rows still queued or mail unsent).
    const deadline = Date.now() + 60_000;
    let atKill: SendRow[] = [];
    for (;;) {
      atKill = await statementRows(database.url, month);
      if (atKill.some((row) => row.outcome === "sent") || Date.now() > deadline) break;
      await sleep(50);
    }
    const delivered = sink.received.length - before;
    await killWhileSending(server, sink, database.url, before);
    server = null;
    const written = (await statementRows(database.url, month)).filter((row) => row.outcome === "sent").length;
    check(
      written > 0 && delivered < owners.length,
      `the kill came mid-batch: ${written} of ${owners.length} statements written, ${delivered} delivered`,
    );
    // A job the dead process held comes back when its heartbeat stops (statements.send: 30 s, then its retry delay).
    server = await startApp({ databaseUrl: database.url, env: mailEnv(sink) });
    const rows = await waitStatementsSent(database.url, month, owners.length, 300_000);
    const delivery = checkEachOnce(sink, owners, rows, "after SIGKILL");
    return { owners: owners.length, writtenBeforeKill: written, deliveredBeforeKill: delivered, ...delivery };
  } finally {
    sink.ackDelayMs = 0;
    await server?.stop();
    await database.drop();
  }
}

/** The day whose 06:00 (agency time) passed last, if the schedule can name it (1 to 28). */
function dueStatementDay(): number | null {
  const now = agencyNow();
  const day = now.hour >= 6 ? agencyNow().date : agencyNow(new Date(Date.now() - 86_400_000)).date;
  const number = Number(day.slice(8, 10));
  return number <= 28 ? number : null;
}

async function twoInstancesTicked(sink: SmtpSink) {
  const database = await prepareDatabase();
  const statementDay = dueStatementDay();
  const month = monthsBack(1);
  const apps = await Promise.all(
    [0, 1].map(() => startApp({ databaseUrl: database.url, env: mailEnv(sink, "off", statementDay ? String(statementDay) : "") })),
  );
  try {
    const token = await loginToken(apps[0]!.url, "admin", "10.9.5.3");
    const owners = await makeOwners(apps[0]!, token, 10, "ticked", month);
    // The 29th to the 31st: no schedule can be due today, so both instances are asked for the month at once instead.
    if (statementDay === null) await Promise.all(apps.map((app) => sendMonth(app, token, month)));
    const tick = (app: AppServer) =>
      callApi<{ completed: number }>(app.url, "/api/v1/jobs/tick", {
        method: "POST",
        headers: { authorization: `Bearer ${TICK_SECRET}` },
        timeoutMs: 90_000,
      });
    let ticks = 0;
    const round = async (perInstance: number) => {
      const answers = await Promise.all(Array.from({ length: 2 * perInstance }, (_, index) => tick(apps[index % 2]!)));
      ticks += answers.length;
      check(
        answers.every((answer) => answer.status === 200),
        `every tick answered 200: ${answers.map((answer) => `${answer.status} ${answer.status === 200 ? "" : JSON.stringify(answer.body)}`).join(", ")}`,
      );
    };
    await round(3);
    const rows = await waitStatementsSent(database.url, month, owners.length, 180_000, () => round(1));
    await jobsSettled(database.url, ["statements.monthly", "statements.send", "mail.send"]); // a second copy would need one of these
    const delivery = checkEachOnce(sink, owners, rows, "two instances ticked");
    return {
      owners: owners.length,
      instances: 2,
      ticks,
      schedule: statementDay ? `STATEMENT_DAY=${statementDay}` : "POST on both",
      ...delivery,
    };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database.drop();
  }
}

async function main() {
  const sink = await SmtpSink.start();
  try {
    const outage = await smtpDownDuringBatch(sink);
    console.log(
      `   SMTP down ${outage.downSeconds} s: ${outage.owners} statements waited, up to ${outage.maxAttempts} tries, each arrived once with its PDF.`,
    );
    const kill = await killedMidBatch(sink);
    console.log(
      `   SIGKILL with ${kill.writtenBeforeKill} of ${kill.owners} statements written, ${kill.deliveredBeforeKill} delivered: a new instance finished, each arrived once.`,
    );
    const ticked = await twoInstancesTicked(sink);
    console.log(`   Two instances (${ticked.schedule}), ${ticked.ticks} ticks: ${ticked.owners} owners got their statement once each.`);
    writeFigures("statements", { outage, kill, ticked });
  } finally {
    await sink.stop();
  }
}

runSuite(main);
