/**
 * The framework's own floor for `npm run bench`: a minimal Next.js app
 * (scripts/bench/minimal-app: two empty route handlers and one page, no configuration)
 * built and served by the same next and react as the console. Its empty
 * routes tell what Next.js itself costs per request on this machine, so the
 * console's fixed cost can be read as a ratio of it; its page is the page
 * budgets' reference. Its `/styled` page is that page with the console's built
 * stylesheet linked (copied from the console's build before each build of the
 * minimal app), for telling what it alone costs a page, and
 * `/inline-system-font` the same stylesheet inlined, as the console ships it.
 * Neither loads a web font: the console uses the system's.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

const STYLED_DIR = join(DIR, "app", "styled");

function cssFilesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? cssFilesOf(join(dir, entry.name)) : entry.name.endsWith(".css") ? [join(dir, entry.name)] : [],
    )
    .sort();
}

/** Writes only what changed, so an unchanged stylesheet does not make the minimal app stale. */
function writeIfChanged(path: string, content: Buffer): void {
  if (existsSync(path) && readFileSync(path).equals(content)) return;
  writeFileSync(path, content);
}

/**
 * The console's built stylesheet (every CSS file of its build: one today), for the styled pages: as a stylesheet and as
 * a string to inline. Any @font-face would point into the console's build: dropped (the console declares none).
 */
function copyConsoleStyles(): void {
  const consoleBuild = process.env.NEXT_DIST_DIR || ".next";
  const staticDir = join(consoleBuild, "static");
  const cssFiles = existsSync(staticDir) ? cssFilesOf(staticDir) : [];
  if (cssFiles.length === 0) throw new Error(`No stylesheet in ${staticDir}: run \`npx next build\` first.`);
  const css = cssFiles.map((file) => readFileSync(file, "utf8").replace(/@font-face\{[^}]*\}/g, "")).join("\n");
  writeIfChanged(join(STYLED_DIR, "console.css"), Buffer.from(css));
  writeIfChanged(join(STYLED_DIR, "console-css.js"), Buffer.from(`const css = ${JSON.stringify(css)};\n\nexport default css;\n`));
}

export function ensureMinimalBuild(): void {
  copyConsoleStyles();
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
