"use client";

import { ArrowPathIcon, SignalSlashIcon } from "@heroicons/react/20/solid";
import { ChevronRightIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { isSignOutPending } from "@/lib/client/offline/offline-data";
import { listOfflinePages } from "@/lib/client/offline/worker-client";
import { finishPendingSignOut } from "@/lib/client/sign-out";
import { safeReturnPath } from "@/lib/offline/cache-rules";
import type { OfflinePageList } from "@/lib/offline/protocol";

const APP_SUFFIX = / · Agency Console$/;

/**
 * The offline page's card: what happened, Try again (back to the page that
 * could not open), and the pages this session can open on this device.
 */
const never = () => () => {};
/** The address that could not open (?from=…); read in the browser, as this page is replayed from the precache for any of them. */
const returnPath = () => safeReturnPath(new URLSearchParams(window.location.search).get("from"));

export function OfflineNotice() {
  const from = useSyncExternalStore(never, returnPath, () => null);
  const signedOut = useSyncExternalStore(never, isSignOutPending, () => false);
  const [pages, setPages] = useState<OfflinePageList | null>(null);
  const t = useTranslations("offline.notice");
  const language = useLanguage();
  const loadedAt = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(language), { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
    [language],
  );

  useEffect(() => {
    if (signedOut) {
      // Signed out offline: nothing is kept; finish the sign-out as soon as the server answers.
      const finish = () => void finishPendingSignOut().then((done) => done && hardNavigate("/login"));
      finish();
      window.addEventListener("online", finish);
      return () => window.removeEventListener("online", finish);
    }
    void listOfflinePages().then(setPages);
    // The connection is back: on to the page that could not open.
    const goBack = () => hardNavigate(returnPath() ?? "/dashboard");
    window.addEventListener("online", goBack);
    return () => window.removeEventListener("online", goBack);
  }, [signedOut]);

  const tryAgain = () => hardNavigate(signedOut ? "/login" : (from ?? "/dashboard"));

  return (
    <>
      <section className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <SignalSlashIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-lg font-semibold text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-sm text-slate-600">{signedOut ? t("signedOut") : from ? t("notKept") : t("unreachable")}</p>
        <Button className="mt-6" onClick={tryAgain}>
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t("retry")}
        </Button>
      </section>

      {!signedOut && (
        <section aria-labelledby="available-offline" className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <h2 id="available-offline" className="border-b border-slate-100 px-5 py-3.5 text-sm font-semibold text-slate-900">
            {t("available")}
          </h2>
          {pages === null ? (
            <p className="px-5 py-4 text-sm text-slate-500">{t("looking")}</p>
          ) : pages.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-500">{t("nothingKept")}</p>
          ) : (
            <ul className="max-h-[50dvh] divide-y divide-slate-100 overflow-y-auto">
              {pages.map((page) => {
                const kind = page.title.replace(APP_SUFFIX, "");
                const name = page.heading || kind || page.url;
                return (
                  <li key={page.url}>
                    <a href={page.url} className="flex min-h-11 items-center gap-3 px-5 py-2 hover:bg-slate-50 focus-visible:bg-slate-50">
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
                        <span className="block text-xs text-slate-500">
                          {t("loaded", { hasKind: kind && kind !== name ? "yes" : "no", kind, time: loadedAt.format(page.storedAt) })}
                        </span>
                      </span>
                      <ChevronRightIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
