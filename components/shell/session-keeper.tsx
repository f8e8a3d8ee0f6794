"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { lastActivity, markActivity } from "@/lib/client/activity";
import { API_FAILURE_EVENT, apiEvents, type ApiFailure } from "@/lib/client/api";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { documentIsOfflineCopy } from "@/lib/client/offline/connection";
import { forgetOfflineData } from "@/lib/client/offline/offline-data";

/** The session is over: nothing the offline worker kept of it may stay on the device. */
let leaving = false;
function leaveForSignIn() {
  if (leaving) return;
  leaving = true;
  void forgetOfflineData().finally(() => hardNavigate("/login?expired=1"));
}

const CHECK_EVERY_MS = 5_000;
/** Leave the server a moment to reach the same verdict first. */
const GRACE_MS = 2_000;

/**
 * The browser side of the session: returns to sign-in once the idle timeout
 * has passed with no request from any tab (deleting the session's offline
 * copies first), and shows the SPEC §8 interceptor messages for failed
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
    const timer = setInterval(() => {
      if (Date.now() - lastActivity() > idleTimeoutMs + GRACE_MS) leaveForSignIn();
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [idleTimeoutMs]);

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
