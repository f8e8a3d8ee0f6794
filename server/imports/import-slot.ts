import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { WorkQueue } from "@/server/files/picture-queue";
import { MAX_IMPORT_ROWS } from "./limits";

export const IMPORTS_BUSY = "The server is reading other import files. Please try again in a moment.";
/** Uploads that may wait for the one reading an import file; one more is refused with 503 + Retry-After. */
const WAITING_UPLOADS = 3;
/** Rows of imports being committed at once per instance: one of the largest and small ones beside it. */
export const COMMIT_ROWS_AT_ONCE = MAX_IMPORT_ROWS + 5_000;

const globalForImports = globalThis as typeof globalThis & { __importQueue?: WorkQueue; __commitRows?: RowBudget };

/**
 * One import file is read (or dry-run) per process at a time: its body is
 * taken in and parsed only inside the slot (a waiting upload's bytes stay in
 * the socket), so however many arrive at once, the memory of one parse —
 * bounded by limits.ts — is all an instance spends on them. When it ends, the
 * garbage it left is collected at once, so the next one starts from the
 * process's resting size (docs/SECURITY.md "Imports").
 */
export async function withImportSlot<T>(work: () => Promise<T>): Promise<T> {
  globalForImports.__importQueue ??= new WorkQueue(1, WAITING_UPLOADS, IMPORTS_BUSY);
  try {
    return await globalForImports.__importQueue.run(work);
  } finally {
    collectGarbage();
  }
}

/**
 * Commits run side by side (the imports.commit queue takes two per instance),
 * but the rows they hold in memory are bounded: a commit waits until its rows
 * fit in COMMIT_ROWS_AT_ONCE with the others'. A small import goes on beside
 * a 50,000-row one; two of the largest take turns.
 */
export async function withCommitRows<T>(rows: number, work: () => Promise<T>): Promise<T> {
  globalForImports.__commitRows ??= new RowBudget(COMMIT_ROWS_AT_ONCE);
  const budget = globalForImports.__commitRows;
  const weight = Math.min(Math.max(rows, 1), budget.capacity);
  await budget.take(weight);
  try {
    return await work();
  } finally {
    budget.give(weight);
    collectGarbage();
  }
}

export class RowBudget {
  private used = 0;
  private readonly waiting: { weight: number; resolve: () => void }[] = [];

  constructor(readonly capacity: number) {}

  take(weight: number): Promise<void> {
    if (this.used + weight <= this.capacity) {
      this.used += weight;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ weight, resolve }));
  }

  give(weight: number): void {
    this.used -= weight;
    // In order of arrival, each that now fits goes: a small commit need not wait behind a large one that does not fit yet.
    for (let index = 0; index < this.waiting.length;) {
      const next = this.waiting[index]!;
      if (this.used + next.weight > this.capacity) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.used += next.weight;
      next.resolve();
    }
  }
}

let gc: (() => void) | null | undefined;
/**
 * A full collection (V8's gc, reached once through the flag): reading a sheet leaves tens of MB of garbage V8
 * would keep for a while, and the next step (the rows' JSON, the next import) would grow the heap past it.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
}
