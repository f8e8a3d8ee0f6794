import { describe, expect, it, vi } from "vitest";
import { AppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";
import { PICTURES_BUSY, withPictureSlot, WorkQueue } from "@/server/files/picture-queue";

/** A job that runs until released: what a picture being decoded looks like to the queue. */
function heldJob() {
  let release!: () => void;
  const finished = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await finished;
      return "done";
    },
    release: () => release(),
    started: () => started,
  };
}

// One macrotask: every promise continuation queued so far has run (the queue is in memory; no time is waited out).
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("WorkQueue (the picture queue)", () => {
  it("runs up to its concurrency at once, queues up to its length, and refuses the rest with 503 + Retry-After", async () => {
    const queue = new WorkQueue(2, 1);
    const jobs = [heldJob(), heldJob(), heldJob()];
    const running = jobs.map((job) => queue.run(job.work));
    await tick();
    expect(jobs.map((job) => job.started())).toEqual([true, true, false]);

    const refusal = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(httpStatusOf(refusal as AppError)).toBe(503);
    expect((refusal as AppError).message).toBe(PICTURES_BUSY);
    expect((refusal as AppError).details.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    jobs[0]!.release();
    await tick();
    expect(jobs[2]!.started(), "the waiting job takes the freed slot").toBe(true);
    jobs[1]!.release();
    jobs[2]!.release();
    await expect(Promise.all(running)).resolves.toEqual(["done", "done", "done"]);

    // Empty again: a new job runs at once.
    await expect(queue.run(async () => "again")).resolves.toBe("again");
  });

  it("frees the slot when a job fails", async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("bad picture")))).rejects.toThrow("bad picture");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });

  it("estimates Retry-After from how long jobs take, within 1 to 60 seconds", async () => {
    vi.useFakeTimers();
    try {
      const queue = new WorkQueue(1, 0);
      const slow = heldJob();
      const running = queue.run(slow.work);
      await vi.advanceTimersByTimeAsync(20_000);
      slow.release();
      await running;
      const blocker = heldJob();
      const blocking = queue.run(blocker.work);
      const refusal = (await queue.run(async () => 1).catch((error: unknown) => error)) as AppError;
      expect(refusal.details.retryAfterSeconds).toBeGreaterThan(2);
      expect(refusal.details.retryAfterSeconds).toBeLessThanOrEqual(60);
      blocker.release();
      await blocking;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("withPictureSlot", () => {
  it("lets work that already holds a slot go on (a request queued before reading its body, then decoding)", async () => {
    const slots = new WorkQueue(1, 0);
    await expect(withPictureSlot(() => withPictureSlot(async () => "nested", slots), slots)).resolves.toBe("nested");

    // Another request meanwhile finds the one slot taken and no room to wait.
    const held = heldJob();
    const running = withPictureSlot(held.work, slots);
    await tick();
    await expect(withPictureSlot(async () => "other", slots)).rejects.toMatchObject({ code: "UNAVAILABLE" });
    held.release();
    await running;
  });
});
