"use client";

import { FunnelIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { restoreFocusIfLost } from "@/components/ui/restore-focus";
import type { ListQueryValues } from "@/lib/swr/use-list-page";
import type { Criterion, SearchEntity } from "@/lib/schemas/search";
import { ExportButton } from "./export-button";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";

// The Finder (its rows, pickers and Headless UI's dialog) is fetched when the button is first reached or pressed.
const loadFinder = () => import("./finder-dialog");
const FinderDialog = lazy(() => loadFinder().then((module) => ({ default: module.FinderDialog })));
// The chips (with the Finder's field labels and record names) only once the list has criteria: most loads have none.
const CriteriaChips = lazy(() => import("./criteria-chips").then((module) => ({ default: module.CriteriaChips })));

/**
 * A list's toolbar (DESIGN "List toolbar"): its search controls, the Finder
 * button (with the number of active conditions), Export CSV on the right, and
 * the active criteria as removable chips below.
 */
export function ListToolbar({
  entity,
  noun,
  criteria,
  onCriteria,
  exportParams,
  resultCount,
  children,
  viewToggle,
}: {
  entity: SearchEntity;
  /** The list's plural: the Finder is titled "Find {noun}", the export's toast counts them. */
  noun: string;
  criteria: readonly Criterion[];
  onCriteria: (next: Criterion[]) => void;
  /** Exactly the list's current parameters (paging aside). */
  exportParams: ListQueryValues;
  /** How many records the list holds now (Export CSV is off at 0); omitted while unknown. */
  resultCount?: number;
  /** The list's own search box and filters, on the left. */
  children: ReactNode;
  /** The tiles/table toggle, last on the right. */
  viewToggle?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useTranslations("finder.toolbar");
  const close = () => {
    setOpen(false);
    restoreFocusIfLost(buttonRef.current);
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
        {children}
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
          <Button
            ref={buttonRef}
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
            {...preloadOnIntent(loadFinder)}
            aria-haspopup="dialog"
          >
            <FunnelIcon className="size-4" aria-hidden="true" />
            {t("finder")}
            {criteria.length > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs tabular-nums text-white">
                <span className="sr-only">, </span>
                {criteria.length}
                <span className="sr-only"> {t("conditions", { count: criteria.length })}</span>
              </span>
            )}
          </Button>
          <span className="flex-1 lg:hidden" />
          <ExportButton entity={entity} params={{ ...exportParams }} noun={noun} resultCount={resultCount} />
          {viewToggle}
        </div>
      </div>
      {criteria.length > 0 && (
        <Suspense>
          <CriteriaChips entity={entity} criteria={criteria} onChange={onCriteria} />
        </Suspense>
      )}
      {wanted && (
        <Suspense>
          <FinderDialog
            open={open}
            onClose={close}
            title={t("title", { noun })}
            entity={entity}
            criteria={criteria}
            onApply={(next) => {
              close();
              onCriteria(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
