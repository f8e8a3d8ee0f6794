import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "@/server/env";
import { unavailable } from "@/server/errors";

/**
 * Picture work is bounded per instance: decoding a 6000 × 6000 picture takes
 * over 100 MB outside the JS heap and seconds of CPU, and a request carrying
 * one holds up to 7 MB of JSON in the heap. So at most
 * PICTURE_PROCESSING_CONCURRENCY requests do picture work at once, at most
 * PICTURE_QUEUE_LENGTH more wait their turn, and any beyond that are refused
 * at once with 503 + Retry-After — the rest of the console stays responsive
 * (scripts/resilience/suites/60-limits-under-load.ts measures /health meanwhile).
 *
 * A request takes its slot before a picture is decoded, or already before
 * its body is read when that body may hold a picture
 * (server/api/picture-upload.ts); a request holding one goes on in it.
 */
export const PICTURES_BUSY = "The server is busy processing other pictures. Please try again in a moment.";

export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** A running average of how long one job holds its slot, for Retry-After. */
  private averageMs = 2_000;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    /** The 503's message when the queue is full. */
    private readonly busyMessage = PICTURES_BUSY,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw unavailable(this.busyMessage, this.retryAfterSeconds());

    const started = Date.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - started);
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) next();
      else this.active--;
    }
  }

  /** Roughly when the queue will have room again. */
  private retryAfterSeconds(): number {
    const seconds = (this.averageMs * (this.waiting.length + this.active)) / this.concurrency / 1000;
    return Math.min(60, Math.max(1, Math.ceil(seconds)));
  }
}

const holdsSlot = new AsyncLocalStorage<true>();
const globalForQueue = globalThis as typeof globalThis & { __pictureQueue?: WorkQueue };

function queue(): WorkQueue {
  const { PICTURE_PROCESSING_CONCURRENCY, PICTURE_QUEUE_LENGTH } = env();
  return (globalForQueue.__pictureQueue ??= new WorkQueue(PICTURE_PROCESSING_CONCURRENCY, PICTURE_QUEUE_LENGTH));
}

/** Runs picture work in a slot of the process's queue (waiting for one, or 503 when it is full); nested calls share the slot. */
export function withPictureSlot<T>(work: () => Promise<T>, slots: WorkQueue = queue()): Promise<T> {
  if (holdsSlot.getStore()) return work();
  return slots.run(() => holdsSlot.run(true, work));
}
