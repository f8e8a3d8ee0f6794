"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { lastActivity, markActivity, onActivityElsewhere } from "@/lib/client/activity";
import { API_FAILURE_EVENT, apiEvents, apiFetch, type ApiFailure } from "@/lib/client/api";
import { SESSION_ENDING_EVENT } from "@/lib/client/drafts";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { documentIsOfflineCopy } from "@/lib/client/offline/connection";
import { forgetOfflineData } from "@/lib/client/offline/offline-data";
import { warningAfterMs } from "@/lib/idle-warning";
import { expiredSignInPath } from "@/lib/return-path";
import { IdleCountdown } from "./idle-countdown";

/**
 * The session is over: forms keep what was typed as drafts (lib/client/drafts.ts), nothing the offline worker
 * kept of it may stay on the device, and sign-in returns to this page.
 */
let leaving = false;
function leaveForSignIn() {
  if (leaving) return;
  leaving = true;
  const here = `${window.location.pathname}${window.location.search}`;
  window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
  void forgetOfflineData().finally(() => hardNavigate(expiredSignInPath(here)));
}

/** Once a second: the warning's countdown and its closing when another tab is active need no finer clock. */
const CHECK_EVERY_MS = 1_000;
/** Leave the server a moment to reach the same verdict first. */
const GRACE_MS = 2_000;

/**
 * The browser side of the session: warns before the idle timeout
 * (`warningAfterMs`: "You will be signed out in 0:59", **Stay signed in**
 * asks the server — GET /api/v1/auth/session renews its idle clock — and any
 * tab's request closes the warning in every tab), returns to sign-in once the
 * idle timeout has passed with no request from any tab (forms keeping drafts,
 * the session's offline copies deleted first, `next=` the page), and shows the interceptor messages (PRODUCT.md#messages) for failed
 * requests (401/403 not authorised, 500, offline) unless the caller shows
 * that failure itself (`handledStatuses` in lib/client/api.ts).
 */
export function SessionKeeper({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const pathname = usePathname();
  const { alert } = useDialogs();
  const toast = useToast();

  const firstRender = useRef(true);
  useEffect(() => {
    // A page the server sent renewed the session; the worker's offline copy renewed nothing.
    const offlineCopy = firstRender.current && documentIsOfflineCopy();
    firstRender.current = false;
    if (!offlineCopy) markActivity();
  }, [pathname]);

  useEffect(() => {
    const warnAfter = warningAfterMs(idleTimeoutMs);
    let warning: AbortController | null = null;
    const stay = () => {
      // The server's idle clock is the truth: only an answered request extends the session (a 401 leaves as below).
      void apiFetch("/auth/session").catch(() => undefined);
    };
    const check = () => {
      const idle = Date.now() - lastActivity();
      if (idle > idleTimeoutMs + GRACE_MS) {
        warning?.abort();
        leaveForSignIn();
      } else if (idle >= warnAfter && !warning && !leaving) {
        const opened = new AbortController();
        warning = opened;
        void alert({
          title: "Are you still there?",
          message: <IdleCountdown idleTimeoutMs={idleTimeoutMs} />,
          tone: "warning",
          okLabel: "Stay signed in",
          signal: opened.signal,
          // Ahead of a question left open (a save's confirmation): the warning must not wait behind it.
          urgent: true,
        }).then(() => {
          if (warning === opened) warning = null;
          // Closed by the person (the button, Esc): they are here. Closed by activity or the end: nothing to do.
          if (!opened.signal.aborted) stay();
        });
      } else if (idle < warnAfter && warning) {
        warning.abort();
        warning = null;
      }
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const stopListening = onActivityElsewhere(check);
    return () => {
      clearInterval(timer);
      stopListening();
      warning?.abort();
    };
  }, [idleTimeoutMs, alert]);

  useEffect(() => {
    const onFailure = (event: Event) => {
      const { status, path, handled } = (event as CustomEvent<ApiFailure>).detail;
      if (status === 401) {
        if (!path.startsWith("/auth/logout")) leaveForSignIn();
      } else if (handled) {
        // The caller shows this failure in its own dialog (e.g. a save flow's 'Offline').
      } else if (status === 403) {
        toast.error(INTERCEPTOR_MESSAGES.unauthorised);
      } else if (status >= 500) {
        toast.error(INTERCEPTOR_MESSAGES.serverError);
      } else if (status === 0) {
        void alert({ title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" });
      }
    };
    apiEvents.addEventListener(API_FAILURE_EVENT, onFailure);
    return () => apiEvents.removeEventListener(API_FAILURE_EVENT, onFailure);
  }, [alert, toast]);

  return null;
}
