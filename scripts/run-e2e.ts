/**
 * `npm run test:e2e`: prepares a throwaway PostgreSQL database and a fresh
 * embedded PGlite directory, each migrated and holding the test users, runs
 * Playwright (which starts the servers of playwright.config.ts on the
 * production build), then removes both. Needs `npm run build` first.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "@/server/db/migrate";
import { openPglite } from "@/server/db/pglite";
import { pgliteRunner } from "@/server/db/runners";
import { migrateAndSeedUsers } from "@/tests/support/prepare-database";
import { createTestDatabase } from "@/tests/support/test-database";
import { insertTestUsers } from "@/tests/support/test-users";

async function preparePglite(dir: string) {
  const db = openPglite(dir);
  try {
    await applyMigrations(pgliteRunner(db), { log: () => {} });
    await insertTestUsers(pgliteRunner(db));
  } finally {
    await db.close();
  }
}

function runPlaywright(env: NodeJS.ProcessEnv, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...args], { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "BUILD_ID"))) {
    console.error("No production build found: run `npm run build` first.");
    process.exit(1);
  }
  const database = await createTestDatabase();
  const pgliteDir = mkdtempSync(join(tmpdir(), "agency-e2e-pglite-"));
  let exitCode = 1;
  try {
    await migrateAndSeedUsers(database.url);
    await preparePglite(pgliteDir);
    exitCode = await runPlaywright(
      {
        ...process.env,
        E2E_DATABASE_URL: database.url,
        E2E_PGLITE_DIR: pgliteDir,
        E2E_AUTH_SECRET: randomBytes(32).toString("base64url"),
        NEXT_TELEMETRY_DISABLED: "1",
      },
      process.argv.slice(2),
    );
  } finally {
    await database.drop().catch((error) => console.error("Could not drop the test database:", error));
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
