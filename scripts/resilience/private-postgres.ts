/**
 * A PostgreSQL cluster of the suite's own (initdb in a temporary directory,
 * its own port), so a suite can stop and start PostgreSQL without touching
 * the machine's shared server that other tests use. PostgreSQL refuses to
 * run as root, so as root (CI) its commands run as the `postgres` user; as
 * anyone else, as that user.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./support/app";

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server; `immediate` is a crash as far as the app can tell (no goodbye to its clients). */
  stop(mode?: "immediate" | "fast"): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the server and all its processes: connections stay open and nothing answers (a hung host, a cut network). */
  freeze(): Promise<void>;
  /** SIGCONT to what freeze() stopped. */
  thaw(): Promise<void>;
  /** Stops it if running and deletes its directory. Safe to call more than once. */
  remove(): void;
  log(): string;
}

function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`No PostgreSQL server binaries under ${root}.`);
  return join(root, versions[0]!, "bin");
}

/**
 * Runs a PostgreSQL command as `postgres`. Asynchronous on purpose: a suite's
 * load keeps running (and its latencies stay true) while pg_ctl waits.
 */
async function asPostgres(command: string, args: string[]): Promise<void> {
  await promisify(execFile)(...asServerUser(command, args), { encoding: "utf8" });
}

function asPostgresSync(command: string, args: string[]): void {
  execFileSync(...asServerUser(command, args), { stdio: "ignore" });
}

const isRoot = () => process.getuid?.() === 0;

function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), "agency-resilience-pg-"));
  if (isRoot()) chownSync(root, uidOf("postgres"), gidOf("postgres"));
  const dataDir = join(root, "data");
  const logFile = join(root, "server.log");
  let running = false;
  let removed = false;
  let frozen: string[] = [];

  const pgCtl = (...args: string[]) => asPostgres(join(bin, "pg_ctl"), ["-D", dataDir, ...args]);
  const cluster: PrivatePostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl("-o", `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`, "-l", logFile, "-w", "-t", "30", "start");
      running = true;
    },
    async stop(mode = "immediate") {
      await pgCtl("-m", mode, "-w", "-t", "30", "stop");
      running = false;
    },
    async freeze() {
      frozen = await serverProcesses(dataDir);
      await signal("STOP", frozen);
    },
    async thaw() {
      await signal("CONT", frozen);
      frozen = [];
    },
    remove() {
      if (removed) return;
      removed = true;
      if (frozen.length > 0) execFileSync("kill", ["-CONT", ...frozen]);
      if (running || existsSync(join(dataDir, "postmaster.pid"))) {
        try {
          asPostgresSync(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "-t", "30", "stop"]);
        } catch {
          // already down
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
  try {
    await asPostgres(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
    await cluster.start();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return cluster;
}

/** The postmaster (first line of postmaster.pid) and its children, the backends and helpers. */
async function serverProcesses(dataDir: string): Promise<string[]> {
  const postmaster = readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
  const { stdout } = await promisify(execFile)("pgrep", ["-P", postmaster], { encoding: "utf8" });
  return [postmaster, ...stdout.split("\n").filter(Boolean)];
}

async function signal(name: "STOP" | "CONT", pids: string[]): Promise<void> {
  if (pids.length > 0) await promisify(execFile)("kill", [`-${name}`, ...pids]);
}

function uidOf(user: string): number {
  return Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
}

function gidOf(user: string): number {
  return Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
}
