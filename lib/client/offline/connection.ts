"use client";

import { API_ANSWER_EVENT, API_FAILURE_EVENT, apiEvents, type ApiAnswer, type ApiFailure } from "@/lib/client/api";
import { OFFLINE_COPY_TIMING } from "@/lib/offline/protocol";

/**
 * Whether the console can reach the server, and since when the data on screen
 * dates: the state behind the offline banner (components/offline/offline-banner.tsx).
 *
 * Offline: the browser says so, a request could not reach the server, or the
 * worker answered with a copy (a connection that hangs counts). Back: the
 * browser's `online` event, a live answer, or — when the browser believes it
 * is online but the server was unreachable — the health check answering again
 * (asked every PROBE_EVERY_MS; it is public and does not count as activity,
 * so it never keeps an idle session alive). "Back" shows for BACK_ONLINE_MS.
 */
export type ConnectionStatus = "online" | "offline" | "back-online";
export interface ConnectionState {
  status: ConnectionStatus;
  /** When the oldest data on this screen was loaded from the server (epoch ms). */
  shownSince: number;
}

export const BACK_ONLINE_MS = 3_000;
const PROBE_EVERY_MS = 15_000;

type Listener = () => void;
let state: ConnectionState = { status: "online", shownSince: Date.now() };
const listeners = new Set<Listener>();
let backTimer: ReturnType<typeof setTimeout> | undefined;
let probeTimer: ReturnType<typeof setInterval> | undefined;
let started = false;

function set(next: Partial<ConnectionState>) {
  const merged = { ...state, ...next };
  if (merged.status === state.status && merged.shownSince === state.shownSince) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

function goOffline() {
  clearTimeout(backTimer);
  set({ status: "offline" });
  probeTimer ??= setInterval(probe, PROBE_EVERY_MS);
}

function probe() {
  if (!navigator.onLine) return; // the browser's own `online` event will say when
  void fetch("/api/v1/health", { cache: "no-store" }).then(
    (response) => response.ok && comeBack(),
    () => undefined,
  );
}

function comeBack() {
  if (state.status !== "offline") return;
  clearInterval(probeTimer);
  probeTimer = undefined;
  set({ status: "back-online" });
  clearTimeout(backTimer);
  backTimer = setTimeout(() => set({ status: "online" }), BACK_ONLINE_MS);
}

/** When this document's own content was loaded: the worker's copy says so in a Server-Timing entry. */
function documentLoadedAt(): { at: number; copy: boolean } {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const copy = navigation?.serverTiming?.find((entry) => entry.name === OFFLINE_COPY_TIMING);
  const copyAt = Number(copy?.description);
  if (copy && Number.isFinite(copyAt) && copyAt > 0) return { at: copyAt, copy: true };
  return { at: Math.round(performance.timeOrigin + (navigation?.responseEnd ?? 0)), copy: false };
}

/** Whether this document is the offline worker's copy rather than the server's answer. */
export function documentIsOfflineCopy(): boolean {
  return documentLoadedAt().copy;
}

/** Starts listening (once per page). */
export function watchConnection(): void {
  if (started) return;
  started = true;
  const loaded = documentLoadedAt();
  state = { status: "online", shownSince: loaded.at };
  if (loaded.copy || !navigator.onLine) goOffline();
  window.addEventListener("offline", goOffline);
  window.addEventListener("online", comeBack);
  apiEvents.addEventListener(API_ANSWER_EVENT, (event) => {
    const { loadedAt, offlineCopy } = (event as CustomEvent<ApiAnswer>).detail;
    if (loadedAt < state.shownSince) set({ shownSince: loadedAt });
    if (offlineCopy) goOffline();
    else if (navigator.onLine) comeBack();
  });
  apiEvents.addEventListener(API_FAILURE_EVENT, (event) => {
    if ((event as CustomEvent<ApiFailure>).detail.status === 0) goOffline();
  });
}

/** A new screen (client-side navigation): its data is loaded from now on. */
export function screenChanged(): void {
  set({ shownSince: Date.now() });
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const connectionState = (): ConnectionState => state;
