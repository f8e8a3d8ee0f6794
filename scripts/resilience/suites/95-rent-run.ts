/**
 * Issue 42, the rent run exactly once: the month's rent of many leases
 * (POST /api/v1/rent/charge, the run an admin starts and the daily job runs)
 * 1. on two instances at once, twice each: every lease is charged its month
 *    once, the charges counted by the four answers add up to the leases, and
 *    every ledger holds its invariants;
 * 2. with the instance killed (SIGKILL) in the middle of a run: the batches
 *    it committed stay, the one it was writing is gone whole, and a run on the
 *    restarted instance charges the rest — each lease once.
 */
import { monthOf } from "@/lib/domain/rent";
import { todayIn } from "@/lib/domain/agency-time";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { checkRentLedgers, insertLeases } from "@/tests/support/rent-fixtures";
import { firstCommitted, reportExactlyOnce } from "../exactly-once";
import { callApi, loginToken } from "../support/api";
import { type AppServer, prepareDatabase, startApp } from "../support/app";
import { check, runSuite } from "../support/suite";
import { withLocalClient, type TestDatabase } from "@/tests/support/test-database";

const LEASES = 1_500;

async function chargeMonth(app: AppServer, token: string, month: string) {
  return callApi<{ charged: number }>(app.url, "/api/v1/rent/charge", { token, body: { month }, timeoutMs: 300_000 });
}

async function main() {
  let database: TestDatabase | undefined;
  const apps: AppServer[] = [];
  try {
    database = await prepareDatabase();
    const month = monthOf(todayIn(process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE));
    const url = database.url;

    // 1. Two instances, two runs each, all at once.
    const first = await withLocalClient(url, (db) => insertLeases(db, { count: LEASES, month, tag: "two-instances" }));
    apps.push(await startApp({ databaseUrl: url }), await startApp({ databaseUrl: url }));
    const tokens = await Promise.all(apps.map((app) => loginToken(app.url)));
    const started = Date.now();
    const answers = await Promise.all([0, 1, 0, 1].map((index) => chargeMonth(apps[index]!, tokens[index]!, month)));
    const twoInstancesMs = Date.now() - started;
    for (const answer of answers) check(answer.status === 200, `a run answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const counted = answers.reduce((sum, answer) => sum + answer.body.charged, 0);
    check(counted === LEASES, `the four runs posted ${counted} charges between them for ${LEASES} leases`);
    const twoInstances = await withLocalClient(url, (db) => checkRentLedgers(db, first));
    check(twoInstances.problems.length === 0, `two instances: ${twoInstances.problems.slice(0, 5).join("; ")}`);
    check(twoInstances.charges === LEASES, `two instances: ${twoInstances.charges} entries for ${LEASES} leases`);
    await Promise.all(apps.splice(0).map((app) => app.stop()));

    // 2. SIGKILL in the middle of a run, then a run on the restarted instance.
    const second = await withLocalClient(url, (db) => insertLeases(db, { count: LEASES, month, tag: "killed" }));
    let app = await startApp({ databaseUrl: url });
    apps.push(app);
    const token = await loginToken(app.url);
    const killedRun = chargeMonth(app, token, month);
    // Kill once some batches are in: the first charges of this set are committed.
    const before = await firstCommitted(() =>
      withLocalClient(url, async (db) =>
        Number((await db.query(`SELECT count(*) FROM lease_entries WHERE lease_id = ANY($1::uuid[])`, [second])).rows[0].count),
      ),
    );
    check(before > 0 && before < LEASES, `the kill came in the middle of the run (${before} of ${LEASES} charged)`);
    await app.stop("SIGKILL");
    apps.splice(0);
    const killedAnswer = await killedRun;
    check(killedAnswer.status === -1, `the killed run did not answer (got ${killedAnswer.status})`);
    const afterKill = await withLocalClient(url, (db) => checkRentLedgers(db, second));
    check(afterKill.problems.length === 0, `after the kill: ${afterKill.problems.slice(0, 5).join("; ")}`);

    app = await startApp({ databaseUrl: url, port: app.port });
    apps.push(app);
    const rerun = await chargeMonth(app, await loginToken(app.url), month);
    check(rerun.status === 200, `the run after the restart answered ${rerun.status}`);
    const afterRestart = await withLocalClient(url, (db) => checkRentLedgers(db, second));
    check(afterRestart.problems.length === 0, `after the restart: ${afterRestart.problems.slice(0, 5).join("; ")}`);
    check(afterRestart.charges === LEASES, `after the restart: ${afterRestart.charges} entries for ${LEASES} leases`);
    check(afterKill.charges + rerun.body.charged === LEASES, `kept ${afterKill.charges} + charged ${rerun.body.charged} = ${LEASES}`);

    reportExactlyOnce(
      "rent-run",
      { leases: LEASES, twoInstancesMs, chargedBeforeKill: afterKill.charges, chargedAfterRestart: rerun.body.charged },
      "charged",
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  }
}

runSuite(main);
