import type { Metadata } from "next";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { BrandIcon } from "@/components/shell/brand-icon";

export const metadata: Metadata = { title: "Offline" };

/**
 * Where the offline worker sends a navigation it cannot answer (a page never
 * opened on this device), precached with the build. Stands alone, without the
 * shell, and holds nothing private: the list of what can be opened is read on
 * the device (components/offline/offline-notice.tsx).
 */
export default function OfflinePage() {
  return (
    <main className="flex min-h-screen justify-center bg-slate-50 px-4 py-12 sm:items-center">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-slate-900">
          <BrandIcon className="size-7 text-brand-700" aria-hidden="true" />
          <span className="text-lg font-semibold tracking-wide">Agency Console</span>
        </div>
        <OfflineNotice />
      </div>
    </main>
  );
}
