/**
 * `npx tsx scripts/bench/imports.ts [rows]` (part of `npm run bench`): issue 31's import budgets through
 * HTTP, on the production build (`next start`, jobs in the app) over a throwaway PostgreSQL database —
 * upload a CSV of 20,000 listings (owners by e-mail, specialists by e-mail, money with `$` and thousands,
 * chips, lease dates), the dry run (PUT /imports/{id}), then the commit (POST …/commit → 202, the
 * imports.commit job polled through GET /imports/{id} until committed), with the wall time of each and the
 * app process's peak RSS (next-server, sampled from /proc). Budgets: dry run ≤ 20 s with RSS < 400 MB,
 * commit ≤ 60 s; then as many opening balances (100 a owner), committed through the ledger within the same
 * 60 s. Prints PASS/MISS per budget; exits non-zero only on errors. Figures: docs/PERFORMANCE.md "Imports".
 */
import { loginToken } from "@/scripts/resilience/support/api";
import { startApp } from "@/scripts/resilience/support/app";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import { createTestDatabase } from "@/tests/support/test-database";
import { TEST_USERS } from "@/tests/support/test-users";
import { nextServerPid, rssMb, sampleRss } from "./process-rss";

const ROWS = Number(process.argv[2] ?? 20_000);
const OWNERS = 200;
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4600) + 10;
const BUDGET = { drySeconds: 20, rssMb: 400, commitSeconds: 60 } as const;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(",")).join("\n") + "\n";

async function call<T>(url: string, token: string, init: RequestInit & { expect: number }): Promise<T> {
  const response = await fetch(url, { ...init, headers: { "x-access-token": token, ...(init.headers ?? {}) } });
  if (response.status !== init.expect) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Upload {
  _id: string;
  mapping: Record<string, string | null>;
  rowCount: number;
}
interface Check {
  new: number;
  invalid: number;
  errors: unknown[];
}
interface State {
  status: string;
  created: number;
  progress: { done: number; total: number };
  commitError: string | null;
}

async function importThrough(base: string, token: string, kind: string, name: string, csv: string): Promise<Upload> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new Blob([csv], { type: "text/csv" }), name);
  return call<Upload>(`${base}/imports`, token, { method: "POST", body: form, expect: 201 });
}

async function commitAndWait(base: string, token: string, id: string, onProgress?: (state: State) => void): Promise<State> {
  await call(`${base}/imports/${id}/commit`, token, { method: "POST", expect: 202 });
  for (;;) {
    const state = await call<State>(`${base}/imports/${id}`, token, { expect: 200 });
    onProgress?.(state);
    if (state.status !== "committing") return state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const database = await createTestDatabase();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    await migrateAndSeedUsers(database.url);
    app = await startApp({ databaseUrl: database.url, port: PORT, env: { SESSION_IDLE_TIMEOUT_MS: String(3_600_000) } });
    const pid = nextServerPid(app.process.pid!);
    if (!pid) throw new Error("Could not find the next-server process of the app");
    const base = `${app.url}/api/v1`;
    const token = await loginToken(app.url);

    // The owners the listings name, brought in the same way.
    const ownerRows = Array.from({ length: OWNERS }, (_, index) => [
      `Bench Owner ${index}`,
      "Ann",
      "Baptiste",
      `+1 758 555 ${String(index).padStart(4, "0")}`,
      `owner${index}@bench.example`,
      `${index} Bay St`,
    ]);
    const owners = await importThrough(
      base,
      token,
      "clients",
      "owners.csv",
      csvOf([["Owner", "First name", "Last name", "Cell", "E-mail address", "Address"], ...ownerRows]),
    );
    await call(`${base}/imports/${owners._id}`, token, {
      method: "PUT",
      body: "{}",
      headers: { "content-type": "application/json" },
      expect: 200,
    });
    const ownersDone = await commitAndWait(base, token, owners._id);
    if (ownersDone.created !== OWNERS) throw new Error(`owners: ${JSON.stringify(ownersDone)}`);

    const header = ["Property", "Owner", "Specialist", "Status", "Listing type", "Type", "Location", "Zoning", "Rent", "Lot size", "Acres"];
    header.push("Property size", "Beds", "Baths", "Amenities", "Lease start", "Lease end", "Tenant");
    const specialists = [TEST_USERS.specialist.email];
    const rows = Array.from({ length: ROWS }, (_, index) => [
      `Villa ${index}`,
      `owner${index % OWNERS}@bench.example`,
      specialists[index % specialists.length]!,
      "Rented",
      "Land & Property",
      "Villa",
      `Bay ${index % 97}, St. Lucia`,
      "Residential",
      `$1,${String(index % 1000).padStart(3, "0")}.00`,
      "8000",
      "0.18",
      "2400",
      "3",
      "2",
      "Pool, Sea view",
      "2026-01-01",
      "2026-12-31",
      "Ann Baptiste",
    ]);
    const csv = csvOf([header, ...rows]);
    console.log(
      `${ROWS.toLocaleString("en-US")} listings, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB of CSV; app RSS ${rssMb(pid)} MB`,
    );

    const rss = sampleRss(pid);
    let started = performance.now();
    const upload = await importThrough(base, token, "listings", "bench-listings.csv", csv);
    const uploadSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const check = await call<Check>(`${base}/imports/${upload._id}`, token, {
      method: "PUT",
      body: JSON.stringify({ mapping: upload.mapping }),
      headers: { "content-type": "application/json" },
      expect: 200,
    });
    const drySeconds = (performance.now() - started) / 1000;
    const dryRss = rss.stop();
    if (check.invalid || check.new !== ROWS)
      throw new Error(`unexpected dry run: ${JSON.stringify({ ...check, errors: check.errors.slice(0, 3) })}`);

    const commitRss = sampleRss(pid);
    started = performance.now();
    let samples = 0;
    const done = await commitAndWait(base, token, upload._id, (state) => (samples += state.progress.done > 0 ? 1 : 0));
    const commitSeconds = (performance.now() - started) / 1000;
    const commitRssMax = commitRss.stop();
    if (done.status !== "committed" || done.created !== ROWS) throw new Error(`commit: ${JSON.stringify(done)}`);

    const line = (label: string, value: string, pass: boolean, target: string) =>
      console.log(`${label.padEnd(34)} ${value.padStart(10)}   ${pass ? "PASS" : "MISS"} (${target})`);
    console.log(`upload (parse, ${ROWS} rows)             ${uploadSeconds.toFixed(1)} s`);
    line("dry run (PUT /imports/{id})", `${drySeconds.toFixed(1)} s`, drySeconds <= BUDGET.drySeconds, `≤ ${BUDGET.drySeconds} s`);
    line("app RSS through upload + dry run", `${dryRss} MB`, dryRss < BUDGET.rssMb, `< ${BUDGET.rssMb} MB`);
    line(
      "commit (202 → job → committed)",
      `${commitSeconds.toFixed(1)} s`,
      commitSeconds <= BUDGET.commitSeconds,
      `≤ ${BUDGET.commitSeconds} s`,
    );
    console.log(`app RSS through the commit        ${String(commitRssMax).padStart(7)} MB   (${samples} polls saw rows written)`);

    // Opening balances: as many rows again, 100 to each owner on 100 days, each posted to the owner's ledger.
    const balanceRows = Array.from({ length: ROWS }, (_, index) => [
      `owner${index % OWNERS}@bench.example`,
      new Date(Date.UTC(2025, 0, 1 + Math.floor(index / OWNERS))).toISOString().slice(0, 10),
      index % 7 === 0 ? `(${(index % 500) + 1}.25)` : `${(index % 900) + 100}.50`,
      `Opening balance ${index}`,
    ]);
    const balances = await importThrough(
      base,
      token,
      "opening-balances",
      "bench-balances.csv",
      csvOf([["Client", "Date", "Amount", "Description"], ...balanceRows]),
    );
    await call(`${base}/imports/${balances._id}`, token, {
      method: "PUT",
      body: "{}",
      headers: { "content-type": "application/json" },
      expect: 200,
    });
    const balancesRss = sampleRss(pid);
    started = performance.now();
    const posted = await commitAndWait(base, token, balances._id);
    const balancesSeconds = (performance.now() - started) / 1000;
    const balancesRssMax = balancesRss.stop();
    if (posted.status !== "committed" || posted.created !== ROWS) throw new Error(`opening balances: ${JSON.stringify(posted)}`);
    line(
      `commit of ${ROWS} opening balances`,
      `${balancesSeconds.toFixed(1)} s`,
      balancesSeconds <= BUDGET.commitSeconds,
      `≤ ${BUDGET.commitSeconds} s`,
    );
    console.log(`app RSS through that commit       ${String(balancesRssMax).padStart(7)} MB`);
  } finally {
    await app?.stop();
    await database.drop().catch((error: unknown) => console.error(`could not drop ${database.name}: ${String(error)}`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
