"use client";

import { OFFLINE_COPY_HEADER } from "@/lib/offline/protocol";
import { markActivity } from "./activity";

/**
 * The browser's one way to call /api/v1: JSON in and out, the CSRF header on
 * state-changing requests, and one error type. Failures are also announced
 * on `apiEvents` so the shell can show the interceptor messages (PRODUCT.md#messages)
 * (and return to sign-in on 401) while the caller handles its own message.
 * A caller that shows a status's message itself (a save flow shows 'Offline'
 * in its own dialog) names it in `handledStatuses`: the event still goes out,
 * marked `handled`, and the shell does not show its message a second time.
 */
export const API_BASE = "/api/v1";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export type ApiFailure = {
  status: number;
  message: string;
  path: string;
  /** The caller shows this failure's message itself (see `handledStatuses`). */
  handled: boolean;
};
export const apiEvents = new EventTarget();
export const API_FAILURE_EVENT = "api-failure";
/**
 * Every answer that arrived, and when its data was loaded: now, or — for the
 * offline worker's copy of an earlier answer — when that copy was made
 * (the offline banner shows the oldest one on screen).
 */
export type ApiAnswer = { path: string; loadedAt: number; offlineCopy: boolean };
export const API_ANSWER_EVENT = "api-answer";
/** Fired when the last request in flight has finished (lib/client/offline/registration.ts waits for it). */
export const API_IDLE_EVENT = "api-idle";

let requestsInFlight = 0;
export const apiRequestsInFlight = () => requestsInFlight;

export function readXsrfToken(): string | undefined {
  const match = document.cookie.split("; ").find((part) => part.startsWith("XSRF-TOKEN="));
  return match ? decodeURIComponent(match.slice("XSRF-TOKEN=".length)) : undefined;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export interface ApiRequestOptions {
  method?: Method;
  body?: unknown;
  /** Statuses (0 = no connection) whose message the caller shows itself instead of the shell. */
  handledStatuses?: readonly number[];
  /** Cancels the request (a newer search replaced it): it then fails with an AbortError that nobody is told about. */
  signal?: AbortSignal;
}

/** The request that ends the session (lib/client/sign-out.ts, the idle timeout in components/shell/session-keeper.tsx). */
export const SIGN_OUT_PATH = "/auth/logout";

/**
 * The screen's language for the API's messages (they follow Accept-Language): the page's `lang`, which is the person's
 * choice, not the browser's.
 */
export function screenLanguageHeader(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

export async function apiFetch<T>(
  path: string,
  { method = "GET", body, handledStatuses = [], signal }: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...screenLanguageHeader() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET") {
    const token = readXsrfToken();
    if (token) headers["X-XSRF-TOKEN"] = token;
  }

  // A request renews the session's idle clock on the server — all but the one that ends it.
  if (path !== SIGN_OUT_PATH) markActivity();
  requestsInFlight++;
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
        cache: "no-store",
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      fail({ status: 0, message: "offline", path, handled: handledStatuses.includes(0) });
      throw new ApiRequestError(0, "The server could not be reached.");
    }
    announceAnswer(path, response.headers);

    const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (signal?.aborted) throw signal.reason;
    if (!response.ok) {
      const { message, fieldErrors } = (payload ?? {}) as { message?: string; fieldErrors?: Record<string, string[]> };
      const text = typeof message === "string" ? message : response.statusText;
      fail({ status: response.status, message: text, path, handled: handledStatuses.includes(response.status) });
      throw new ApiRequestError(response.status, text, fieldErrors);
    }
    return { data: payload as T, headers: response.headers };
  } finally {
    if (--requestsInFlight === 0) apiEvents.dispatchEvent(new Event(API_IDLE_EVENT));
  }
}

function announceAnswer(path: string, headers: Headers) {
  const copyMadeAt = Number(headers.get(OFFLINE_COPY_HEADER));
  const offlineCopy = Number.isFinite(copyMadeAt) && copyMadeAt > 0;
  const detail: ApiAnswer = { path, loadedAt: offlineCopy ? copyMadeAt : Date.now(), offlineCopy };
  apiEvents.dispatchEvent(new CustomEvent<ApiAnswer>(API_ANSWER_EVENT, { detail }));
}

function fail(detail: ApiFailure) {
  apiEvents.dispatchEvent(new CustomEvent<ApiFailure>(API_FAILURE_EVENT, { detail }));
}

/** A page of a list endpoint: the items and the X-Total-Count header. */
export async function fetchPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiFetch<T[]>(path);
  return { items: data, total: Number(headers.get("X-Total-Count") ?? data.length) };
}
