"use client";

import { useEffect } from "react";
import { signOutBrowser } from "@/lib/client/browser-session";
import { clearSignOutPending, forgetOfflineData, isSignOutPending } from "@/lib/client/offline/offline-data";

/**
 * On the sign-in page no session is left: whatever the offline worker kept of
 * the last one goes, so the next person to sign in on this device sees none of
 * it. A sign-out made offline is complete here (the server's session is over,
 * or the page would have gone on to the dashboard): only the cookie remains.
 */
export function ForgetOfflineData() {
  useEffect(() => {
    void forgetOfflineData();
    if (isSignOutPending()) void signOutBrowser().then(clearSignOutPending, () => undefined);
  }, []);
  return null;
}
