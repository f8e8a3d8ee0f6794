import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { UnsubscribeCard } from "@/components/users/unsubscribe-card";
import { BrandIcon } from "@/components/shell/brand-icon";
import { AGENCY } from "@/lib/domain/agency";
import { isAppError } from "@/server/errors";
import { getUnsubscribeTarget } from "@/server/notifications/unsubscribe-digest";

// The token is in the address: no Referer carries it to another site.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.unsubscribe");
  return { title: t("pageTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/**
 * The page a digest's "stop the daily digest" link opens (no sign-in: the
 * signed link is enough). Opening it changes nothing — mail scanners open
 * links too —; the button does (POST, like a mail client's one-click).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const target = await getUnsubscribeTarget(token).catch((error: unknown) => {
    if (isAppError(error, "NOT_FOUND")) return null;
    throw error;
  });
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-16 sm:items-center sm:py-8">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandIcon className="size-8 text-brand-700" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">{AGENCY.name}</p>
        </div>
        <ScreenMessages namespaces={["auth"]}>
          <UnsubscribeCard token={token} email={target?.email ?? null} digestOn={target?.digest ?? false} />
        </ScreenMessages>
      </div>
    </main>
  );
}
