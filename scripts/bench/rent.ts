/**
 * `npx tsx scripts/bench/rent.ts` (part of `npm run bench`): issues 42 and 43's budgets for the month's rent run
 * and the nightly late-fee pass, through HTTP on the production build (`next start`) over a throwaway PostgreSQL
 * database — at scale 1 (1,000 active leases) and scale 10 (10,000): POST /rent/charge for last month, then (every
 * lease given a daily late fee, so every one is late today) POST /rent/late-fees for today; each one's wall time and
 * the app process's peak RSS (next-server, sampled from /proc). Budget for each: 10,000 leases in ≤ 60 s with RSS
 * < 400 MB. Prints PASS/MISS; exits non-zero only on errors. Figures: docs/PERFORMANCE.md "Rent".
 */
import pg from "pg";
import { todayIn } from "@/lib/domain/agency-time";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { loginToken } from "@/scripts/resilience/support/api";
import { startApp } from "@/scripts/resilience/support/app";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import { insertLeases, setDailyLateFee } from "@/tests/support/rent-fixtures";
import { createTestDatabase } from "@/tests/support/test-database";
import { nextServerPid, sampleRss } from "./process-rss";

const PORT = Number(process.env.BENCH_PORT_BASE ?? 4600) + 20;
const BUDGET = { seconds: 60, rssMb: 400 } as const;

const previousMonth = (month: string) => {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, "0")}`;
};

interface Timed {
  seconds: number;
  rssMb: number;
}

async function runAt(scale: number): Promise<{ leases: number; run: Timed; lateFees: Timed }> {
  const leases = 1_000 * scale;
  const database = await createTestDatabase();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    await migrateAndSeedUsers(database.url);
    const today = todayIn(process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE);
    const month = previousMonth(today.slice(0, 7));
    const withDb = async <T>(work: (db: pg.Client) => Promise<T>) => {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        return await work(db);
      } finally {
        await db.end();
      }
    };
    const ids = await withDb(async (db) => {
      const made = await insertLeases(db, { count: leases, month, tag: `scale ${scale}` });
      await db.query("ANALYZE");
      return made;
    });

    app = await startApp({ databaseUrl: database.url, port: PORT, env: { SESSION_IDLE_TIMEOUT_MS: String(3_600_000) } });
    const pid = nextServerPid(app.process.pid!);
    if (!pid) throw new Error("next-server not found");
    const base = `${app.url}/api/v1`;
    const authToken = await loginToken(app.url);

    const timed = async <T>(path: string, body: object): Promise<Timed & { answer: T }> => {
      const rss = sampleRss(pid);
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": authToken },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(600_000),
      });
      const seconds = (performance.now() - started) / 1000;
      const peak = rss.stop();
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return { seconds: Math.round(seconds * 10) / 10, rssMb: peak, answer: (await response.json()) as T };
    };

    const run = await timed<{ charged: number }>("/rent/charge", { month });
    // Last month's rent of every lease, and this month's of those already due (the run posts what is due by today).
    if (run.answer.charged < leases) throw new Error(`charged ${run.answer.charged} for ${leases} leases`);
    await withDb(async (db) => {
      await setDailyLateFee(db, ids);
      await db.query("ANALYZE");
    });
    const lateFees = await timed<{ posted: number }>("/rent/late-fees", { date: today });
    // Every lease's rent of last month is late, and this month's where its due day is past.
    if (lateFees.answer.posted < leases) throw new Error(`posted ${lateFees.answer.posted} late fees for ${leases} late leases`);
    return { leases, run, lateFees };
  } finally {
    await app?.stop();
    await database.drop();
  }
}

async function main() {
  for (const scale of [1, 10]) {
    const figures = await runAt(scale);
    const verdict = (timed: Timed) =>
      scale === 10 ? (timed.seconds <= BUDGET.seconds && timed.rssMb < BUDGET.rssMb ? "PASS" : "MISS") : "";
    console.log(
      `rent run, scale ${scale}: ${figures.leases} leases charged in ${figures.run.seconds} s, peak RSS ${figures.run.rssMb} MB ${verdict(figures.run)}`,
    );
    console.log(
      `late-fee pass, scale ${scale}: ${figures.leases} late leases in ${figures.lateFees.seconds} s, peak RSS ${figures.lateFees.rssMb} MB ${verdict(figures.lateFees)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
