"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { DialogsProvider } from "@/components/ui/dialogs";
import { ToastProvider } from "@/components/ui/toasts";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <ToastProvider>
        <DialogsProvider>{children}</DialogsProvider>
      </ToastProvider>
    </SWRConfig>
  );
}
