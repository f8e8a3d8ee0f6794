"use client";

import { API_IDLE_EVENT, apiEvents, apiRequestsInFlight } from "@/lib/client/api";

/**
 * PRODUCT.md#limits: "An offline-capable background worker registers only when enabled
 * and the app is stable or after 30000 ms." Registering downloads and caches
 * the whole build, which must not compete with the page the person is opening.
 */
export const REGISTER_AT_THE_LATEST_MS = 30_000;

export interface RegistrationPlan {
  /** OFFLINE_WORKER (server/env.ts): on by default in production, off in development. */
  enabled: boolean;
  /** Settles when the app is stable (see whenAppStable). */
  stable: Promise<unknown>;
  register: () => void;
  /** Registers after this long even if the app never became stable. */
  latestMs?: number;
}

/**
 * Calls `register` exactly once, when the app is stable or when `latestMs` has
 * passed, whichever comes first — and never when the worker is not enabled.
 * Returns a cancel function (the page went away first).
 */
export function registerWhenStable({ enabled, stable, register, latestMs = REGISTER_AT_THE_LATEST_MS }: RegistrationPlan): () => void {
  if (!enabled) return () => {};
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    register();
  };
  const timer = setTimeout(once, latestMs);
  stable.then(once, () => undefined);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}

/**
 * The app is stable when the document has loaded, no API request is in flight
 * (the lists' first pages have arrived) and the browser has an idle moment.
 */
export async function whenAppStable(): Promise<void> {
  if (document.readyState !== "complete") {
    await new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  }
  while (apiRequestsInFlight() > 0) {
    await new Promise<void>((resolve) => apiEvents.addEventListener(API_IDLE_EVENT, () => resolve(), { once: true }));
  }
  await new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 0);
  });
  // A request that started meanwhile (a list fetching its page after hydration) counts too.
  if (apiRequestsInFlight() > 0) return whenAppStable();
}
