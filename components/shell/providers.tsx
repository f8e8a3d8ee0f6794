"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { DialogsProvider } from "@/components/ui/dialogs";
import { ToastProvider } from "@/components/ui/toasts";
import { AgencyTimeZoneProvider } from "./agency-time-zone";

export function Providers({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AgencyTimeZoneProvider timeZone={timeZone}>
        <ToastProvider>
          <DialogsProvider>{children}</DialogsProvider>
        </ToastProvider>
      </AgencyTimeZoneProvider>
    </SWRConfig>
  );
}
