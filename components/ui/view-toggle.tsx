"use client";

import { Squares2X2Icon, TableCellsIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { ListView } from "@/lib/list-view";
import { cx } from "./cx";

const OPTIONS = [
  { view: "tiles", Icon: Squares2X2Icon },
  { view: "table", Icon: TableCellsIcon },
] as const;

/** The tiles/table segmented control of a list's toolbar (DESIGN.md "View toggle"). */
export function ViewToggle({ view, onChange, className }: { view: ListView; onChange: (view: ListView) => void; className?: string }) {
  const t = useTranslations("common.view");
  return (
    <div
      role="group"
      aria-label={t("label")}
      className={cx("inline-flex shrink-0 self-start rounded-lg bg-white p-0.5 ring-1 ring-slate-300", className)}
    >
      {OPTIONS.map(({ view: option, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cx(
            "inline-flex h-9 items-center gap-1.5 rounded-md px-2 sm:px-2.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
            view === option ? "bg-slate-100 text-slate-900" : "text-slate-600 hover:text-slate-900",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t(option)}</span>
        </button>
      ))}
    </div>
  );
}
