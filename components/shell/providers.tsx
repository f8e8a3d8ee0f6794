"use client";

import type { ReactNode } from "react";
import { DialogsProvider } from "@/components/ui/dialogs";
import { ToastProvider } from "@/components/ui/toasts";
import { AgencyTimeZoneProvider } from "./agency-time-zone";

/** SWR's options are not set here: see lib/swr/read-defaults.ts. */
export function Providers({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return (
    <AgencyTimeZoneProvider timeZone={timeZone}>
      <ToastProvider>
        <DialogsProvider>{children}</DialogsProvider>
      </ToastProvider>
    </AgencyTimeZoneProvider>
  );
}
