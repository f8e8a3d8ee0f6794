"use client";

/**
 * A full page load, used when the session changes (sign-in, sign-out, expiry)
 * so no client-side cache of the previous session (SWR data, router cache)
 * can outlive it.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
