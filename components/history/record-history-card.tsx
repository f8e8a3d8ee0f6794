"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import type { HistoryEntity } from "@/lib/schemas/history";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";

// The timeline (its paging, formatting and labels) is fetched when the card is first opened or its button reached.
const loadHistory = () => import("./record-history");
const RecordHistory = lazy(() => loadHistory().then((module) => ({ default: module.RecordHistory })));

/**
 * The History section of a record page: closed at first, so the page costs
 * nothing more; opening it loads the history (SWR) and keeps it while open.
 */
export function RecordHistoryCard({
  entity,
  id,
  className,
}: {
  entity: HistoryEntity;
  id: string;
  /** @deprecated The events name the record by `entity` ("created this listing", messages `history.action`). */
  noun?: string;
  className?: string;
}) {
  const t = useTranslations("history");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card
      className={className}
      title={t("title")}
      actions={
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          {...preloadOnIntent(loadHistory)}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-3 text-xs font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {open ? t("hide") : t("show")}
          <ChevronDownIcon className={cx("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
        </button>
      }
    >
      <div id={panelId}>
        {open ? (
          <Suspense fallback={<p className="text-sm text-slate-500">{t("loadingCard")}</p>}>
            <RecordHistory entity={entity} id={id} />
          </Suspense>
        ) : (
          <p className="text-sm text-slate-500">{t("lead")}</p>
        )}
      </div>
    </Card>
  );
}
