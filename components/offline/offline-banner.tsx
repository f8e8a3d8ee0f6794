"use client";

import { CheckCircleIcon, SignalSlashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { cx } from "@/components/ui/cx";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { connectionState, subscribeConnection, type ConnectionState } from "@/lib/client/offline/connection";

const SERVER_STATE: ConnectionState = { status: "online", shownSince: 0 };
const timesOfDay = new Map<Language, Intl.DateTimeFormat>();
/** "7:30 PM" on the device's clock, as the screen's language writes it. */
function timeOfDay(language: Language): Intl.DateTimeFormat {
  let format = timesOfDay.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit" });
    timesOfDay.set(language, format);
  }
  return format;
}

/**
 * Above the page header while the server cannot be reached: "Offline — showing
 * what was loaded at 7:30 PM" (the oldest data on screen); then "Back online"
 * for a moment when it can again (lib/client/offline/connection.ts).
 */
export function OfflineBanner() {
  const { status, shownSince } = useSyncExternalStore(subscribeConnection, connectionState, () => SERVER_STATE);
  const offline = status === "offline";
  const t = useTranslations("offline.banner");
  const language = useLanguage();
  // The live region stays in the page so that screen readers announce each change.
  return (
    <div role="status" className="contents">
      {status !== "online" && (
        <div
          className={cx(
            "sticky top-14 z-30 -mx-4 -mt-6 mb-6 flex items-center gap-2 px-4 py-2 text-sm ring-1 sm:-mx-6 sm:px-6 lg:top-0 lg:-mx-10 lg:-mt-8 lg:px-10",
            offline ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200",
          )}
        >
          {offline ? (
            <SignalSlashIcon className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          ) : (
            <CheckCircleIcon className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          )}
          <p>{offline ? t("offline", { time: timeOfDay(language).format(shownSince) }) : t("back")}</p>
        </div>
      )}
    </div>
  );
}
