"use client";

import { isSessionCacheName, STATE_CACHE, type PageMessage } from "@/lib/offline/protocol";
import { forgetRecentRecords } from "../recent-records";

/**
 * Deletes everything the offline worker kept of the session — every cached
 * page, API answer and picture — straight from the page (Cache Storage is
 * shared with the worker), and tells the worker to forget the session; the
 * command palette's recent records go too.
 * Called on sign-out, idle timeout and by the sign-in page. Never waits more
 * than two seconds: a page leaving for sign-in must not hang on it.
 */
export async function forgetOfflineData(): Promise<void> {
  forgetRecentRecords();
  const message: PageMessage = { type: "SESSION_ENDED" };
  if ("serviceWorker" in navigator) navigator.serviceWorker.controller?.postMessage(message);
  if (!("caches" in window)) return;
  const deleting = caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((name) => isSessionCacheName(name) || name === STATE_CACHE).map((name) => caches.delete(name))),
    )
    .catch(() => undefined);
  await Promise.race([deleting, new Promise((resolve) => setTimeout(resolve, 2_000))]);
}

/**
 * A sign-out the server has not heard of yet (the device was offline). Until it
 * has, the session cookie still works, so the console finishes the sign-out as
 * soon as it can reach the server (components/offline/offline-support.tsx,
 * the offline page, the sign-in page).
 */
const SIGN_OUT_PENDING = "agency:sign-out-pending";

export function markSignOutPending(): void {
  try {
    localStorage.setItem(SIGN_OUT_PENDING, "1");
  } catch {
    // Storage disabled: the server's idle timeout ends the session.
  }
}

export function clearSignOutPending(): void {
  try {
    localStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // Nothing to clear.
  }
}

export function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING) === "1";
  } catch {
    return false;
  }
}
