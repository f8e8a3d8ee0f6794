"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useDialogs } from "@/components/ui/dialogs";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { signOut } from "@/lib/client/sign-out";

/**
 * 'End Current Session?' → YES ends the session on the server, clears the cookie
 * and what the offline worker kept on this device, and returns to sign-in.
 */
export function useLogout() {
  const { confirm } = useDialogs();
  const t = useTranslations("shell");
  return useCallback(async () => {
    if (!(await confirm({ title: t("logout.title"), message: t("logout.message"), tone: "info" }))) return false;
    await signOut();
    hardNavigate("/login");
    return true;
  }, [confirm, t]);
}
