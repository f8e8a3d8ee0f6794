"use client";

import { useCallback } from "react";
import { useDialogs } from "@/components/ui/dialogs";
import { apiFetch } from "@/lib/client/api";
import { signOutBrowser } from "@/lib/client/browser-session";
import { hardNavigate } from "@/lib/client/hard-navigate";

/** 'End Current Session?' → YES ends the session on the server, clears the cookie and returns to sign-in. */
export function useLogout() {
  const { confirm } = useDialogs();
  return useCallback(async () => {
    if (!(await confirm({ title: "Logout", message: "End Current Session?", tone: "info" }))) return false;
    await apiFetch("/auth/logout", { method: "POST" }).catch(() => undefined);
    await signOutBrowser().catch(() => undefined);
    hardNavigate("/login");
    return true;
  }, [confirm]);
}
