/**
 * The frame of a resilience suite (scripts/resilience/suites/*.ts): its entry
 * point, its checks, its pauses and the figures it keeps for docs/SECURITY.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const RESULTS_DIR = join("test-results", "resilience");

/** Keeps a suite's figures for docs/SECURITY.md: test-results/resilience/<suite>.json. */
export function writeFigures(suite: string, figures: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${suite}.json`), JSON.stringify({ suite, finishedAt: new Date().toISOString(), ...figures }, null, 2));
}

/** Fails the suite with a readable message. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A suite's entry point: a failure prints why (`stack`: with where) and exits
 * 1. `exitWhenDone` exits 0 at the end, for suites that may leave handles open.
 */
export function runSuite(main: () => Promise<void>, options: { exitWhenDone?: boolean; stack?: boolean } = {}): void {
  main().then(
    () => {
      if (options.exitWhenDone) process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (options.stack && error.stack) || error.message : error);
      process.exit(1);
    },
  );
}
