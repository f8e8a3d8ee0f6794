/**
 * `npx tsx scripts/bench/rent.ts` (part of `npm run bench`): issue 42's budget for the month's rent run, through
 * HTTP on the production build (`next start`) over a throwaway PostgreSQL database — at scale 1 (1,000 active
 * leases) and scale 10 (10,000), POST /rent/charge for the current month, its wall time and the app process's
 * peak RSS (next-server, sampled from /proc). Budget: 10,000 leases in ≤ 60 s with RSS < 400 MB. Prints PASS/MISS;
 * exits non-zero only on errors. Figures: docs/PERFORMANCE.md "Rent".
 */
import pg from "pg";
import { todayIn } from "@/lib/domain/agency-time";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { startApp } from "@/scripts/resilience/support";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import { insertLeases } from "@/tests/support/rent-fixtures";
import { createTestDatabase } from "@/tests/support/test-database";
import { TEST_USERS } from "@/tests/support/test-users";
import { nextServerPid, sampleRss } from "./process-rss";

const PORT = Number(process.env.BENCH_PORT_BASE ?? 4600) + 20;
const BUDGET = { seconds: 60, rssMb: 400 } as const;

async function runAt(scale: number): Promise<{ leases: number; seconds: number; charged: number; rssMb: number }> {
  const leases = 1_000 * scale;
  const database = await createTestDatabase();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    await migrateAndSeedUsers(database.url);
    const month = todayIn(process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE).slice(0, 7);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await insertLeases(db, { count: leases, month, tag: `scale ${scale}` });
    await db.query("ANALYZE");
    await db.end();

    app = await startApp({ databaseUrl: database.url, port: PORT, env: { SESSION_IDLE_TIMEOUT_MS: String(3_600_000) } });
    const pid = nextServerPid(app.process.pid!);
    if (!pid) throw new Error("next-server not found");
    const base = `${app.url}/api/v1`;
    const login = await fetch(`${base}/auth/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: TEST_USERS.admin.email, password: TEST_USERS.admin.password }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
    const { authToken } = (await login.json()) as { authToken: string };

    const rss = sampleRss(pid);
    const started = performance.now();
    const response = await fetch(`${base}/rent/charge`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-access-token": authToken },
      body: JSON.stringify({ month }),
      signal: AbortSignal.timeout(600_000),
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = rss.stop();
    if (!response.ok) throw new Error(`POST /rent/charge: ${response.status} ${await response.text()}`);
    const { charged } = (await response.json()) as { charged: number };
    if (charged !== leases) throw new Error(`charged ${charged} of ${leases} leases`);
    return { leases, seconds: Math.round(seconds * 10) / 10, charged, rssMb: peak };
  } finally {
    await app?.stop();
    await database.drop();
  }
}

async function main() {
  for (const scale of [1, 10]) {
    const figures = await runAt(scale);
    const verdict = scale === 10 ? (figures.seconds <= BUDGET.seconds && figures.rssMb < BUDGET.rssMb ? "PASS" : "MISS") : "";
    console.log(
      `rent run, scale ${scale}: ${figures.leases} leases charged in ${figures.seconds} s, peak RSS ${figures.rssMb} MB ${verdict}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
