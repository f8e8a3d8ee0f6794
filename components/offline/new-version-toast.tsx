"use client";

import { ArrowPathIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { pageIsBusy } from "./page-busy";

const CHECK_BUSY_EVERY_MS = 1_000;

/**
 * "A new version is available": a deployment's worker is installed and waits.
 * Reload lets it take over and reloads the page; Later keeps this version
 * until the console's tabs are closed. It waits while a dialog is open or a
 * form holds unsaved changes, so nobody is tempted to lose their work.
 */
export function NewVersionToast({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const [busy, setBusy] = useState(true);
  const t = useTranslations("offline.newVersion");

  useEffect(() => {
    const check = () => setBusy(pageIsBusy());
    check();
    const timer = setInterval(check, CHECK_BUSY_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  if (busy) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-[60] flex items-start gap-3 rounded-lg bg-white p-4 shadow-lg ring-1 ring-slate-900/10 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 print:hidden"
    >
      <ArrowPathIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-medium text-slate-900">{t("text")}</p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={onLater}>
            {t("later")}
          </Button>
          <Button size="sm" onClick={onReload}>
            {t("reload")}
          </Button>
        </div>
      </div>
    </div>
  );
}
