/**
 * Issue 9, Faults: the app process killed with SIGKILL while it posts ledger
 * transactions.
 *
 * Each round: concurrent postings to several accounts (every third one
 * back-dated, so it recomputes the later closing balances under the account
 * lock), then SIGKILL to the server's whole process group at a moment that
 * varies by round, with requests in flight. The app is started again on the
 * same database and proven:
 * - every posting acknowledged (201) before the kill is stored;
 * - no entry is half-written: each account's entries sum to its balance and
 *   count to entry_count, every closing balance is the running sum in ledger
 *   order, every entry has its audit row;
 * - the restarted app takes postings again (the killed transactions left no
 *   lock behind).
 */
import {
  callApi,
  check,
  checkLedgerInvariants,
  createClients,
  loginToken,
  missingEntries,
  postingBody,
  prepareDatabase,
  sleep,
  startApp,
  writeFigures,
  type AppServer,
  runSuite,
} from "../support";
import type { TestDatabase } from "@/tests/support/test-database";

const ROUNDS = 3;
const WRITERS = 8;
const CLIENTS = 4;
/** Every third posting is back-dated. */
const BACK_DATED_EVERY = 3;

interface RoundResult {
  sent: number;
  acknowledged: number;
  failedByKill: number;
  killAfterMs: number;
}

async function postUntilKilled(
  app: AppServer,
  token: string,
  clientIds: string[],
  killAfterMs: number,
  acknowledgedIds: string[],
): Promise<RoundResult> {
  let running = true;
  let serial = Math.floor(Math.random() * 1_000_000);
  let sent = 0;
  let acknowledged = 0;
  let failedByKill = 0;
  const writer = async () => {
    while (running) {
      serial++;
      sent++;
      const answer = await callApi<{ _id: string }>(app.url, "/api/v1/accounts/transactions/register", {
        token,
        body: postingBody(clientIds[serial % clientIds.length]!, serial, BACK_DATED_EVERY),
        timeoutMs: 15_000,
      });
      if (answer.status === 201) {
        acknowledged++;
        acknowledgedIds.push(answer.body._id);
      } else if (answer.status === -1) {
        failedByKill++;
        await sleep(100);
      } else {
        throw new Error(`a posting answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await sleep(killAfterMs); // the kill falls at a varied moment of the writes: the timing is the behaviour under test
  await app.stop("SIGKILL");
  running = false;
  await Promise.all(writers);
  return { sent, acknowledged, failedByKill, killAfterMs };
}

async function assertServerGone(url: string): Promise<void> {
  const answer = await callApi(url, "/api/v1/health", { timeoutMs: 2_000 });
  check(answer.status === -1, `the killed server no longer answers (got ${answer.status})`);
}

async function main() {
  let database: TestDatabase | undefined;
  let app: AppServer | undefined;
  try {
    database = await prepareDatabase();
    app = await startApp({ databaseUrl: database.url });
    const port = app.port;
    const token = await loginToken(app.url);
    const clientIds = await createClients(app.url, token, CLIENTS, "Killed-process");
    const acknowledgedIds: string[] = [];
    const rounds: RoundResult[] = [];
    let entriesChecked = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const killAfterMs = 1_500 + round * 700 + Math.floor(Math.random() * 500);
      const result = await postUntilKilled(app, token, clientIds, killAfterMs, acknowledgedIds);
      await assertServerGone(app.url);
      check(result.acknowledged > 0, `round ${round}: postings were acknowledged before the kill`);
      rounds.push(result);

      app = await startApp({ databaseUrl: database.url, port });
      const missing = await missingEntries(database.url, acknowledgedIds);
      check(missing.length === 0, `round ${round}: every acknowledged posting is stored; missing ${missing.length}`);
      const ledger = await checkLedgerInvariants(database.url);
      check(ledger.problems.length === 0, `round ${round}: ledger invariants hold:\n  ${ledger.problems.join("\n  ")}`);
      check(ledger.accounts === CLIENTS, `round ${round}: all ${CLIENTS} accounts checked`);
      entriesChecked += ledger.entries;

      // The same session token still works (sessions live in the database) and postings go through.
      const after = await callApi(app.url, "/api/v1/accounts/transactions/register", {
        token,
        body: postingBody(clientIds[round % CLIENTS]!, round * 3, BACK_DATED_EVERY),
      });
      check(after.status === 201, `round ${round}: the restarted app posts again (${after.status}: ${JSON.stringify(after.body)})`);
      acknowledgedIds.push((after.body as { _id: string })._id);
      check(
        !/Unhandled API error/.test(app.stderr()),
        `round ${round}: the restarted app logged no unhandled error:\n${app.stderr().slice(0, 2000)}`,
      );
      console.log(
        `   round ${round}: killed after ${killAfterMs} ms with ${result.failedByKill} postings in flight; ` +
          `${acknowledgedIds.length} acknowledged so far all stored; ${ledger.entries} entries consistent`,
      );
    }

    const final = await checkLedgerInvariants(database.url);
    check(final.problems.length === 0, `final ledger invariants hold:\n  ${final.problems.join("\n  ")}`);
    const figures = {
      rounds: ROUNDS,
      postingsSent: rounds.reduce((sum, round) => sum + round.sent, 0) + ROUNDS,
      acknowledgedWritesChecked: acknowledgedIds.length,
      postingsCutByKill: rounds.reduce((sum, round) => sum + round.failedByKill, 0),
      unacknowledgedEntriesStored: final.entries - acknowledgedIds.length,
      ledgerEntriesChecked: entriesChecked,
      finalLedgerEntries: final.entries,
      accountsChecked: final.accounts,
      killAfterMs: rounds.map((round) => round.killAfterMs),
    };
    writeFigures("sigkill-ledger", figures);
    console.log(
      `   Proved: ${ROUNDS} SIGKILLs mid-posting (${figures.postingsCutByKill} postings cut); all ${acknowledgedIds.length} acknowledged ` +
        `postings stored; ledger invariants held after every restart (${entriesChecked} entry checks, ${final.entries} entries at the end).`,
    );
    console.log(`   ${JSON.stringify(figures)}`);
  } finally {
    await app?.stop();
    await database?.drop();
  }
}

runSuite(main);
