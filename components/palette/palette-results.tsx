"use client";

import { ComboboxOption } from "@headlessui/react";
import { ArrowPathIcon, ArrowRightIcon, ExclamationTriangleIcon, MagnifyingGlassIcon, SignalSlashIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { NAV_ICONS } from "@/components/shell/nav-icons";
import { Button } from "@/components/ui/button";
import { Highlight } from "./highlight";
import { countText, ICON_OF_KIND, showAllHref, type PaletteHit, type PaletteKind } from "./palette-kinds";

/** A row that opens a kind's list with the query ("Show all 23 listings"); never remembered as a recent record. */
export type ShowAll = PaletteHit & { showAll: true };

export const isShowAll = (hit: PaletteHit): hit is ShowAll => "showAll" in hit && hit.showAll === true;

/**
 * One group of rows under its heading (a labelled group inside the listbox): the heading carries the count of
 * matches (`count`, undefined for recents), and when there are more than the rows shown, a last row
 * **Show all N nouns** opens the kind's list with the query in its address.
 */
export function PaletteGroup({
  id,
  heading,
  hits,
  query,
  count,
  kind,
  listed,
}: {
  id: string;
  heading: string;
  hits: PaletteHit[];
  query: string;
  count?: number;
  kind?: PaletteKind;
  /** Whether the kind has a list to show all its matches in. */
  listed?: boolean;
}) {
  const t = useTranslations("palette");
  const locale = intlLocale(useLanguage());
  const more = kind && listed && count !== undefined && count > hits.length;
  return (
    <div role="group" aria-labelledby={id} aria-describedby={count !== undefined ? `${id}-count` : undefined}>
      <p
        role="presentation"
        className="flex items-center gap-2 px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        <span id={id}>{heading}</span>
        {count !== undefined && (
          <span
            id={`${id}-count`}
            className="rounded-full bg-slate-100 px-2 font-normal tracking-normal text-slate-700 tabular-nums normal-case"
          >
            {countText(count, locale)}
            <span className="sr-only"> {t("countRecords", { count })}</span>
          </span>
        )}
      </p>
      {hits.map((hit) => (
        <PaletteRow key={`${hit.kind}-${hit._id}`} hit={hit} query={query} />
      ))}
      {more && <ShowAllRow kind={kind} label={t("showAll", { count: countText(count, locale), kind })} query={query} />}
    </div>
  );
}

function ShowAllRow({ kind, label, query }: { kind: PaletteKind; label: string; query: string }) {
  const value: ShowAll = { _id: `show-all-${kind}`, kind, label, detail: "", href: showAllHref(kind, query), showAll: true };
  return (
    <ComboboxOption
      value={value}
      className="group flex min-h-10 cursor-default items-center gap-3 px-4 py-1.5 text-sm font-medium text-brand-700 select-none data-focus:bg-brand-50"
    >
      <ArrowRightIcon className="size-5 shrink-0" aria-hidden="true" />
      {label}
    </ComboboxOption>
  );
}

function PaletteRow({ hit, query }: { hit: PaletteHit; query: string }) {
  const Icon = NAV_ICONS[ICON_OF_KIND[hit.kind]];
  return (
    <ComboboxOption
      value={hit}
      className="group flex min-h-10 cursor-default items-center gap-3 px-4 py-1.5 text-sm text-slate-700 select-none data-focus:bg-brand-50"
    >
      <Icon className="size-5 shrink-0 text-slate-400 group-data-focus:text-brand-700" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-2">
        <span className="truncate font-medium text-slate-900 sm:max-w-sm sm:flex-none">
          <Highlight text={hit.label} query={query} />
        </span>
        {hit.detail && (
          <span className="min-w-0 truncate text-xs text-slate-600">
            <Highlight text={hit.detail} query={query} />
          </span>
        )}
      </span>
    </ComboboxOption>
  );
}

/** A message in place of results: before typing, nothing found, offline, failure. */
export function PaletteNotice({
  icon: Icon,
  title,
  children,
  tone = "plain",
}: {
  icon: typeof MagnifyingGlassIcon;
  title: string;
  children?: ReactNode;
  tone?: "plain" | "warning";
}) {
  return (
    <div className="flex gap-3 px-4 py-5 text-sm">
      <Icon className={tone === "warning" ? "size-5 shrink-0 text-amber-700" : "size-5 shrink-0 text-slate-400"} aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{title}</p>
        {children && <div className="mt-1 text-slate-600">{children}</div>}
      </div>
    </div>
  );
}

const Example = ({ children }: { children: ReactNode }) => (
  <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-700">{children}</kbd>
);

export function SearchHint({ admin }: { admin: boolean }) {
  const t = useTranslations("palette.hint");
  return (
    <PaletteNotice icon={MagnifyingGlassIcon} title={t("title")}>
      {t.rich("text", { admin: admin ? "yes" : "no", example: (chunks) => <Example>{chunks}</Example> })}
    </PaletteNotice>
  );
}

export function NothingFound({ query }: { query: string }) {
  const t = useTranslations("palette.nothing");
  return (
    <PaletteNotice icon={MagnifyingGlassIcon} title={t("title", { query })}>
      {t("text")}
    </PaletteNotice>
  );
}

export function SearchFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const t = useTranslations("palette.failed");
  return offline ? (
    <PaletteNotice icon={SignalSlashIcon} title={t("offlineTitle")} tone="warning">
      {t("offlineText")}
    </PaletteNotice>
  ) : (
    <PaletteNotice icon={ExclamationTriangleIcon} title={t("title")} tone="warning">
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t("retry")}
      </Button>
    </PaletteNotice>
  );
}
