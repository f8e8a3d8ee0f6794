/**
 * `npm run test:resilience`: runs every suite in scripts/resilience/suites in
 * name order, each as its own process (a suite may kill servers or stop a
 * database), and fails if any fails. Needs the production build
 * (`npx next build`) and PostgreSQL at TEST_PG_URL. `npm test` runs it last.
 * Pass suite names to run only those: `npm run test:resilience -- fuzz`; a
 * name that matches no suite fails the run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const SUITES_DIR = join("scripts", "resilience", "suites");

function main() {
  const available = readdirSync(SUITES_DIR)
    .filter((file) => file.endsWith(".ts"))
    .sort();
  const wanted = process.argv.slice(2);
  // A name that matches nothing is a typo, not a pass: "All 0 suites passed" would hide it.
  const unmatched = wanted.filter((name) => !available.some((file) => file.includes(name)));
  if (unmatched.length > 0 || available.length === 0) {
    const names = unmatched.map((name) => `"${name}"`).join(", ");
    console.error(
      unmatched.length > 0
        ? `No resilience suite matches ${names}; the suites are: ${available.join(", ")}.`
        : `No resilience suites found in ${SUITES_DIR}.`,
    );
    process.exit(1);
  }
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "BUILD_ID"))) {
    console.error("No production build found: run `npx next build` first.");
    process.exit(1);
  }
  const suites = available.filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)));
  const failed: string[] = [];
  for (const suite of suites) {
    const started = Date.now();
    console.log(`\n== resilience: ${suite}`);
    const result = spawnSync("npx", ["tsx", join(SUITES_DIR, suite)], { stdio: "inherit", env: process.env });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 0) console.log(`   ${suite} passed in ${seconds} s`);
    else {
      console.log(`   ${suite} FAILED (exit ${result.status ?? result.signal}) after ${seconds} s`);
      failed.push(suite);
    }
  }
  if (failed.length > 0) {
    console.error(`\nResilience suites failed: ${failed.join(", ")}`);
    process.exit(1);
  }
  console.log(`\nAll ${suites.length} resilience suites passed.`);
}

main();
