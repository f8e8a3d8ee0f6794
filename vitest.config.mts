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
