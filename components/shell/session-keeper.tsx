"use client";

import { usePathname } from "next/navigation";
import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { focusIsInField, lastActivity, markActivity, onActivityElsewhere, onPersonActive } from "@/lib/client/activity";
import { API_FAILURE_EVENT, apiEvents, apiFetch, SIGN_OUT_PATH, type ApiFailure } from "@/lib/client/api";
import { SESSION_ENDING_EVENT } from "@/lib/client/drafts";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { documentIsOfflineCopy } from "@/lib/client/offline/connection";
import { forgetOfflineData } from "@/lib/client/offline/offline-data";
import { renewAfterMs, warningAfterMs } from "@/lib/idle-warning";
import { expiredSignInPath } from "@/lib/return-path";
import { IdleCountdown } from "./idle-countdown";

/**
 * The session is over: forms keep what was typed as drafts (lib/client/drafts.ts), nothing the offline worker
 * kept of it may stay on the device, and sign-in returns to this page. When the idle time ran out here
 * (`endSession`), the console ends the session on the server itself: the server's own check may accept it for a
 * few seconds more (server/auth/sessions.ts sessionEndsWithinMs), and sign-in must not find it alive.
 */
let leaving = false;
function leaveForSignIn({ endSession = false } = {}) {
  if (leaving) return;
  leaving = true;
  const here = `${window.location.pathname}${window.location.search}`;
  window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
  const ended = endSession
    ? apiFetch(SIGN_OUT_PATH, { method: "POST", handledStatuses: [0, 401] }).catch(() => undefined)
    : Promise.resolve();
  void ended.then(forgetOfflineData).finally(() => hardNavigate(expiredSignInPath(here)));
}

/** Once a second: the warning's countdown and its closing when another tab is active need no finer clock. */
const CHECK_EVERY_MS = 1_000;

/**
 * The browser side of the session: the person's own activity in the console
 * (typing, clicking, scrolling: `onPersonActive`) renews the server's idle
 * clock — GET /api/v1/auth/session, at most once a minute (`renewAfterMs`) —
 * so someone at work is never warned; after `warningAfterMs` with no request
 * from any tab and nothing done in this one, it warns ("You will be signed
 * out in 0:59", counting down to the idle timeout, before which the server
 * never ends a session; **Stay signed in** asks the server, and any tab's
 * request closes the warning in every tab); it ends the session and returns
 * to sign-in once the idle timeout has passed with no request from any tab
 * (forms keeping drafts, the
 * session's offline copies deleted first, `next=` the page), and shows the
 * interceptor messages (PRODUCT.md#messages) for failed requests (401/403 not
 * authorised, 500, offline) unless the caller shows that failure itself
 * (`handledStatuses` in lib/client/api.ts).
 *
 * The warning never takes keys meant for a form: while a field has the focus
 * it opens as a notice beside the page ({@link IdleNotice}: announced by a
 * live region, its button in the tab order) and leaves the focus where it is —
 * the next key goes to the field and, being activity, closes the notice.
 * Otherwise it is the one dialog, focused on **Stay signed in**.
 */
export function SessionKeeper({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const pathname = usePathname();
  const { alert } = useDialogs();
  const toast = useToast();
  const [notice, setNotice] = useState(false);
  const t = useTranslations("shell");

  const firstRender = useRef(true);
  useEffect(() => {
    // A page the server sent renewed the session; the worker's offline copy renewed nothing.
    const offlineCopy = firstRender.current && documentIsOfflineCopy();
    firstRender.current = false;
    if (!offlineCopy) markActivity();
  }, [pathname]);

  const renewing = useRef(false);
  const renew = useCallback(() => {
    if (renewing.current || leaving) return;
    renewing.current = true;
    // The server's idle clock is the truth: only an answered request extends the session (a 401 leaves as below).
    // Offline for a moment while typing: no dialog (the offline banner says so); the next activity asks again.
    void apiFetch("/auth/session", { handledStatuses: [0] })
      .catch(() => undefined)
      .finally(() => {
        renewing.current = false;
      });
  }, []);

  useEffect(() => {
    const warnAfter = warningAfterMs(idleTimeoutMs);
    const renewAfter = renewAfterMs(idleTimeoutMs);
    // When the person last did something in this tab (0: nothing yet since the page was sent, itself a request).
    let lastDone = 0;
    let warning: AbortController | null = null;
    const close = () => {
      warning?.abort();
      warning = null;
      setNotice(false);
    };
    const check = () => {
      const lastRequest = lastActivity();
      const idle = Date.now() - lastRequest;
      if (idle > idleTimeoutMs) {
        close();
        leaveForSignIn({ endSession: true });
      } else if (idle >= renewAfter && lastDone > lastRequest) {
        // At work since the last request: tell the server, and never warn.
        renew();
      } else if (idle >= warnAfter && !warning && !leaving) {
        const opened = new AbortController();
        warning = opened;
        if (focusIsInField()) {
          // Typing in a form: the keys stay the form's.
          setNotice(true);
          opened.signal.addEventListener("abort", () => setNotice(false), { once: true });
          return;
        }
        void alert({
          title: t("idle.title"),
          message: <IdleCountdown idleTimeoutMs={idleTimeoutMs} />,
          tone: "warning",
          okLabel: t("idle.stay"),
          signal: opened.signal,
          // Ahead of a question left open (a save's confirmation): the warning must not wait behind it.
          urgent: true,
        }).then(() => {
          if (warning === opened) warning = null;
          // Closed by the person (the button, Esc): they are here. Closed by activity or the end: nothing to do.
          if (!opened.signal.aborted) renew();
        });
      } else if (idle < warnAfter && warning) {
        close();
      }
    };
    const onActive = () => {
      lastDone = Date.now();
      if (lastDone - lastActivity() >= renewAfter) renew();
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const stopListening = onActivityElsewhere(check);
    const stopWatching = onPersonActive(onActive);
    return () => {
      clearInterval(timer);
      stopListening();
      stopWatching();
      close();
    };
  }, [idleTimeoutMs, alert, renew, t]);

  useEffect(() => {
    const onFailure = (event: Event) => {
      const { status, path, handled } = (event as CustomEvent<ApiFailure>).detail;
      if (status === 401) {
        if (path !== SIGN_OUT_PATH) leaveForSignIn();
      } else if (handled) {
        // The caller shows this failure in its own dialog (e.g. a save flow's 'Offline').
      } else if (status === 403) {
        toast.error(t("interceptor.unauthorised"));
      } else if (status >= 500) {
        toast.error(t("interceptor.serverError"));
      } else if (status === 0) {
        void alert({ title: t("interceptor.offlineTitle"), message: t("interceptor.offline"), tone: "offline" });
      }
    };
    apiEvents.addEventListener(API_FAILURE_EVENT, onFailure);
    return () => apiEvents.removeEventListener(API_FAILURE_EVENT, onFailure);
  }, [alert, toast, t]);

  return <IdleNotice open={notice} idleTimeoutMs={idleTimeoutMs} onStay={renew} />;
}

/**
 * The idle warning while a field has the focus: a panel at the top of the screen that takes nothing from the
 * form. The live region around it is always in the page, so that screen readers announce the warning when it
 * appears; it is a named region (reachable from the landmarks list) and its button is in the tab order.
 */
function IdleNotice({ open, idleTimeoutMs, onStay }: { open: boolean; idleTimeoutMs: number; onStay: () => void }) {
  const titleId = useId();
  const t = useTranslations("shell.idle");
  return (
    <div role="alert" className="contents">
      {open && (
        <section
          aria-labelledby={titleId}
          className="fixed inset-x-4 top-4 z-toast rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:inset-x-auto sm:right-6 sm:w-96 print:hidden"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700" aria-hidden="true">
              <ExclamationTriangleIcon className="size-5" />
            </span>
            <div className="min-w-0 flex-1 pt-2">
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {t("title")}
              </h2>
              <div className="mt-2 text-sm/6 text-slate-600">
                <IdleCountdown idleTimeoutMs={idleTimeoutMs} />
              </div>
              <Button size="sm" className="mt-3 uppercase" onClick={onStay}>
                {t("stay")}
              </Button>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
