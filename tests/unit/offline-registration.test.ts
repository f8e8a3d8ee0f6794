import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTER_AT_THE_LATEST_MS, registerWhenStable } from "@/lib/client/offline/registration";

/** PRODUCT.md#limits: "registers only when enabled and the app is stable or after 30000 ms". */
describe("registerWhenStable", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A stability signal the test settles by hand. */
  function stability() {
    let settle!: () => void;
    const stable = new Promise<void>((resolve) => (settle = resolve));
    return { stable, settle };
  }

  it("waits 30 000 ms at the latest", () => {
    expect(REGISTER_AT_THE_LATEST_MS).toBe(30_000);
  });

  it("registers as soon as the app is stable", async () => {
    const { stable, settle } = stability();
    const register = vi.fn();
    registerWhenStable({ enabled: true, stable, register });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(register).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("registers after 30 s when the app never becomes stable, not a moment before", async () => {
    const { stable } = stability();
    const register = vi.fn();
    registerWhenStable({ enabled: true, stable, register });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("registers once, whichever comes first", async () => {
    const early = stability();
    const registerEarly = vi.fn();
    registerWhenStable({ enabled: true, stable: early.stable, register: registerEarly });
    early.settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registerEarly).toHaveBeenCalledTimes(1);

    const late = stability();
    const registerLate = vi.fn();
    registerWhenStable({ enabled: true, stable: late.stable, register: registerLate });
    await vi.advanceTimersByTimeAsync(30_000);
    late.settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registerLate).toHaveBeenCalledTimes(1);
  });

  it("never registers when not enabled, stable or not, however long", async () => {
    const { stable, settle } = stability();
    const register = vi.fn();
    registerWhenStable({ enabled: false, stable, register });
    settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(register).not.toHaveBeenCalled();
  });

  it("a stability signal that fails leaves the 30 s rule", async () => {
    const register = vi.fn();
    registerWhenStable({ enabled: true, stable: Promise.reject(new Error("page went away")), register });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("never registers once cancelled (the page went away first)", async () => {
    const { stable, settle } = stability();
    const register = vi.fn();
    const cancel = registerWhenStable({ enabled: true, stable, register });
    cancel();
    settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(register).not.toHaveBeenCalled();
  });

  it("honours a shorter upper bound", async () => {
    const { stable } = stability();
    const register = vi.fn();
    registerWhenStable({ enabled: true, stable, register, latestMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
