/**
 * The framework's own floor for `npm run bench`: a minimal Next.js app
 * (scripts/bench/minimal-app: two empty route handlers and one page, no configuration)
 * built and served by the same next and react as the console. Its empty
 * routes tell what Next.js itself costs per request on this machine, so the
 * console's fixed cost can be read as a ratio of it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const DIR = join("scripts", "bench", "minimal-app");
const NEXT_BIN = join("node_modules", "next", "dist", "bin", "next");

/** Its routes: a static one, and a catch-all like the console's answer to unknown /api/v1 paths. */
export const MINIMAL_ROUTES = { empty: "/api/empty", catchAll: "/api/v1/no-such-route" } as const;

/** The minimal app's sources (its pages and routes, its config), for telling a stale build. */
function newestSourceMs(dir = DIR): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== ".next" && entry.name !== "node_modules")
    .map((entry) => (entry.isDirectory() ? newestSourceMs(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs))
    .reduce((newest, ms) => Math.max(newest, ms), 0);
}

export function ensureMinimalBuild(): void {
  const buildId = join(DIR, ".next", "BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceMs()) return;
  console.log("Building the minimal Next.js app (scripts/bench/minimal-app)…");
  const built = spawnSync(process.execPath, [NEXT_BIN, "build", DIR], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) throw new Error("next build of the minimal app failed");
}

export async function startMinimalApp(port: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [NEXT_BIN, "start", DIR, "-p", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the minimal app exited (${child.exitCode}) before listening`);
    const answered = await fetch(`${url}${MINIMAL_ROUTES.empty}`).then(
      (response) => response.status === 404,
      () => false,
    );
    if (answered) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("the minimal app did not answer within 30 s");
}
