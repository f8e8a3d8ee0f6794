"use client";

import { apiFetch, ApiRequestError, SIGN_OUT_PATH } from "./api";
import { signOutBrowser } from "./browser-session";
import { forgetDrafts } from "./drafts";
import { clearSignOutPending, forgetOfflineData, isSignOutPending, markSignOutPending } from "./offline/offline-data";

/**
 * Ends the session: on the server (the session row is revoked), in this browser
 * (next-auth's cookie) and on this device (everything the offline worker kept).
 * Offline, the device's part happens at once and the rest is remembered until
 * the server can be reached (finishPendingSignOut). Signing out on purpose
 * also deletes the forms' drafts (kept only for a session that timed out).
 */
export async function signOut(): Promise<void> {
  forgetDrafts();
  if (await tellServer()) clearSignOutPending();
  else markSignOutPending();
  await forgetOfflineData();
}

/** Finishes a sign-out made offline; true once the server has heard of it. */
export async function finishPendingSignOut(): Promise<boolean> {
  if (!isSignOutPending() || !(await tellServer())) return false;
  clearSignOutPending();
  await forgetOfflineData();
  return true;
}

/** False when the server could not be reached (an answer such as 401 "already ended" counts as reached). */
async function tellServer(): Promise<boolean> {
  if (!navigator.onLine) return false;
  const reachedApi = await apiFetch(SIGN_OUT_PATH, { method: "POST" }).then(
    () => true,
    (error: unknown) => !(error instanceof ApiRequestError && error.status === 0),
  );
  if (!reachedApi) return false;
  return signOutBrowser().then(
    () => true,
    () => false,
  );
}
