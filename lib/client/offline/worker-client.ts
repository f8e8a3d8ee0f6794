"use client";

import type { Serwist } from "@serwist/window";
import { WORKER_SCOPE, WORKER_URL, type OfflinePageList, type PageMessage } from "@/lib/offline/protocol";
import { forgetOfflineData } from "./offline-data";

/**
 * The page's side of the offline worker (worker/sw.ts): registering it,
 * hearing that a new version waits, and the messages of lib/offline/protocol.ts.
 * @serwist/window is fetched when the worker is registered (once the app is
 * stable), not with the page.
 */
let worker: Promise<Serwist> | null = null;

/** Registers the worker (once per page). The first version takes over this page at once (clientsClaim). */
export function startOfflineWorker(): Promise<Serwist> | null {
  if (!("serviceWorker" in navigator)) return null;
  worker ??= import("@serwist/window").then(({ Serwist }) => {
    // The bundle has no imports: a classic worker runs in every browser that has service workers.
    const started = new Serwist(WORKER_URL, { scope: WORKER_SCOPE, type: "classic" });
    void started.register({ immediate: true }).catch(() => undefined);
    return started;
  });
  return worker;
}

/** OFFLINE_WORKER is off: a worker registered earlier is removed with everything it kept. */
export async function stopOfflineWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const ours = registrations.filter((registration) => new URL(registration.scope).pathname === WORKER_SCOPE);
  if (ours.length === 0) return;
  await forgetOfflineData();
  await Promise.all(ours.map((registration) => registration.unregister()));
}

export function postToWorker(message: PageMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** The pages this session can open offline, newest first; empty when no worker answers within a second. */
export async function listOfflinePages(): Promise<OfflinePageList> {
  const controller = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
  if (!controller) return [];
  const message: PageMessage = { type: "LIST_PAGES" };
  const answer = await Promise.race([ask(controller, message), new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000))]);
  return Array.isArray(answer) ? (answer as OfflinePageList) : [];
}

/** A message the worker answers on the channel it is sent with (what @serwist/window's messageSW does). */
function ask(controller: ServiceWorker, message: PageMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => resolve(event.data);
    controller.postMessage(message, [channel.port2]);
  });
}
