import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrandLine } from "@/components/auth/auth-frame";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { OfflineNotice } from "@/components/offline/offline-notice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offline");
  return { title: t("pageTitle") };
}

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
        <BrandLine className="mb-6 text-slate-900" iconClassName="text-brand-700" />
        <ScreenMessages namespaces={["offline"]}>
          <OfflineNotice />
        </ScreenMessages>
      </div>
    </main>
  );
}
