"use client";

import type { ReactNode } from "react";
import { DraftOwnerProvider } from "@/components/forms/draft-owner";
import { DialogsProvider } from "@/components/ui/dialogs";
import { ToastProvider } from "@/components/ui/toasts";
import { AgencyTimeZoneProvider } from "./agency-time-zone";

/** SWR's options are not set here: see lib/swr/read-defaults.ts. */
export function Providers({ timeZone, userId, children }: { timeZone: string; userId: string; children: ReactNode }) {
  return (
    <AgencyTimeZoneProvider timeZone={timeZone}>
      <DraftOwnerProvider userId={userId}>
        <ToastProvider>
          <DialogsProvider>{children}</DialogsProvider>
        </ToastProvider>
      </DraftOwnerProvider>
    </AgencyTimeZoneProvider>
  );
}
