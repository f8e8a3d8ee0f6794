/**
 * Issue 43, the late-fee pass exactly once per rent charge and day
 * (POST /api/v1/rent/late-fees, the pass the nightly job runs):
 * 1. on two instances at once, twice each: every late rent charge gets one fee
 *    for the day, the four answers add up to the leases, the ledgers hold their invariants;
 * 2. with the instance killed (SIGKILL) in the middle of a pass: what it
 *    committed stays, and a pass on the restarted instance charges the rest — once each.
 */
import { todayIn } from "@/lib/domain/agency-time";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { checkLateFees, checkRentLedgers, insertLeases, setDailyLateFee } from "@/tests/support/rent-fixtures";
import { firstCommitted, reportExactlyOnce } from "../exactly-once";
import { callApi, loginToken } from "../support/api";
import { type AppServer, prepareDatabase, startApp } from "../support/app";
import { check, runSuite } from "../support/suite";
import { withLocalClient, type TestDatabase } from "@/tests/support/test-database";

const LEASES = 1_500;

const previousMonth = (month: string) => {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, "0")}`;
};

/** LEASES leases from the first of last month, its rent charged (due on day 1–28, so late today), a daily fee of their own. */
async function lateLeases(app: AppServer, token: string, url: string, month: string, tag: string): Promise<string[]> {
  const ids = await withLocalClient(url, (db) => insertLeases(db, { count: LEASES, month, tag }));
  const charged = await callApi<{ charged: number }>(app.url, "/api/v1/rent/charge", { token, body: { month }, timeoutMs: 300_000 });
  check(charged.status === 200, `charging ${month} answered ${charged.status}`);
  await withLocalClient(url, (db) => setDailyLateFee(db, ids));
  return ids;
}

async function pass(app: AppServer, token: string, date: string) {
  return callApi<{ posted: number }>(app.url, "/api/v1/rent/late-fees", { token, body: { date }, timeoutMs: 300_000 });
}

async function main() {
  let database: TestDatabase | undefined;
  const apps: AppServer[] = [];
  try {
    database = await prepareDatabase();
    const today = todayIn(process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE);
    const month = previousMonth(today.slice(0, 7));
    const url = database.url;

    // 1. Two instances, two passes each, all at once.
    apps.push(await startApp({ databaseUrl: url }), await startApp({ databaseUrl: url }));
    const tokens = await Promise.all(apps.map((app) => loginToken(app.url)));
    const first = await lateLeases(apps[0]!, tokens[0]!, url, month, "late-two-instances");
    const started = Date.now();
    const answers = await Promise.all([0, 1, 0, 1].map((index) => pass(apps[index]!, tokens[index]!, today)));
    const twoInstancesMs = Date.now() - started;
    for (const answer of answers) check(answer.status === 200, `a pass answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const counted = answers.reduce((sum, answer) => sum + answer.body.posted, 0);
    const fees = await withLocalClient(url, (db) => checkLateFees(db, first, today));
    // Last month's rent of every lease is late, and this month's where its due day has passed.
    check(fees.late >= LEASES, `${fees.late} late rent charges for ${LEASES} leases`);
    check(counted === fees.late, `the four passes posted ${counted} fees between them for ${fees.late} late rent charges`);
    check(
      fees.problems.length === 0 && fees.fees === fees.late,
      `two instances: ${fees.fees} fees; ${fees.problems.slice(0, 5).join("; ")}`,
    );
    const ledgers = await withLocalClient(url, (db) => checkRentLedgers(db, first));
    check(ledgers.problems.length === 0, `two instances: ${ledgers.problems.slice(0, 5).join("; ")}`);

    // 2. SIGKILL in the middle of a pass, then a pass on the restarted instance.
    const second = await lateLeases(apps[0]!, tokens[0]!, url, month, "late-killed");
    await Promise.all(apps.splice(1).map((app) => app.stop()));
    let app = apps[0]!;
    const killedPass = pass(app, tokens[0]!, today);
    const before = await firstCommitted(async () => (await withLocalClient(url, (db) => checkLateFees(db, second, today))).fees);
    const late = (await withLocalClient(url, (db) => checkLateFees(db, second, today))).late;
    check(before > 0 && before < late, `the kill came in the middle of the pass (${before} of ${late} charged)`);
    await app.stop("SIGKILL");
    apps.splice(0);
    const killedAnswer = await killedPass;
    check(killedAnswer.status === -1, `the killed pass did not answer (got ${killedAnswer.status})`);
    const afterKill = await withLocalClient(url, (db) => checkLateFees(db, second, today));
    check(afterKill.problems.length === 0, `after the kill: ${afterKill.problems.slice(0, 5).join("; ")}`);

    app = await startApp({ databaseUrl: url, port: app.port });
    apps.push(app);
    const rerun = await pass(app, await loginToken(app.url), today);
    check(rerun.status === 200, `the pass after the restart answered ${rerun.status}`);
    const afterRestart = await withLocalClient(url, (db) => checkLateFees(db, second, today));
    check(
      afterRestart.problems.length === 0 && afterRestart.fees === late,
      `after the restart: ${afterRestart.fees} fees for ${late} late rent charges; ${afterRestart.problems.slice(0, 5).join("; ")}`,
    );
    check(afterKill.fees + rerun.body.posted === late, `kept ${afterKill.fees} + posted ${rerun.body.posted} = ${late}`);
    const restartLedgers = await withLocalClient(url, (db) => checkRentLedgers(db, second));
    check(restartLedgers.problems.length === 0, `after the restart: ${restartLedgers.problems.slice(0, 5).join("; ")}`);

    reportExactlyOnce(
      "late-fees",
      { leases: LEASES, twoInstancesMs, chargedBeforeKill: afterKill.fees, chargedAfterRestart: rerun.body.posted },
      "posted",
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  }
}

runSuite(main);
