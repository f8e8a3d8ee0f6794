"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useLogout } from "./use-logout";

/** /logout asks 'End Current Session?' at once; CANCEL returns to the dashboard. */
export function LogoutPrompt() {
  const logout = useLogout();
  const router = useRouter();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void logout().then((loggedOut) => {
      if (!loggedOut) router.replace("/dashboard");
    });
  }, [logout, router]);

  return null;
}
