import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    // The app imports "@/lib/…", "@/server/…" (tsconfig paths).
    alias: [{ find: /^@\//, replacement: root }],
  },
  test: {
    environment: "node",
    // forbidOnly on CI (Vitest's name for it): a stray .only fails the run there.
    allowOnly: !process.env.CI,
    // Vitest's default is one file at a time on a two-core machine (cores − 1); the database files spend much of their
    // time waiting on PostgreSQL, so two at a time nearly halve the run. Each file has its own database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          // PGlite boots in a few seconds; creating/dropping databases is slow on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
