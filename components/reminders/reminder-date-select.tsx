"use client";

import { CalendarDaysIcon } from "@heroicons/react/24/outline";
import { XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { chooseDatePart, dateFilterOf, FILTER_YEARS, filterDate, filterDaysOf, NO_DATE, type DateFilter } from "./reminder-date-filter";

export const selectClasses =
  "h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * The date filter's selects over the list's address: a whole date lives in the address (`date`); the parts of a
 * date still being chosen live here until the third one is. Returns what the selects show and the way to change it.
 */
export function useDateFilter(date: string, onDate: (date: string) => void) {
  const [draft, setDraft] = useState<DateFilter>(NO_DATE);
  const parts = (date && dateFilterOf(date)) || draft;
  const choose = (part: keyof DateFilter, value: string) => {
    const next = chooseDatePart(parts, part, value);
    const whole = filterDate(next);
    setDraft(whole ? NO_DATE : next);
    onDate(whole ?? "");
  };
  const clear = () => {
    setDraft(NO_DATE);
    onDate("");
  };
  return { parts, choose, clear, partial: Boolean(!date && (parts.year || parts.month || parts.day)) };
}

/** The twelve months' names in the language: 'January'…'December' / 'enero'…'diciembre'. */
export function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

/** Year (2021–2031), month and day, chosen together (PRODUCT.md#reminders), and "Clear date". */
export function ReminderDateSelect({ filter }: { filter: ReturnType<typeof useDateFilter> }) {
  const t = useTranslations("reminders");
  const language = useLanguage();
  const { parts, clear } = filter;
  return (
    <>
      <CalendarDaysIcon className="mb-2.5 hidden size-5 text-slate-400 sm:block" aria-hidden="true" />
      <PartSelect part="year" label={t("dateFilter.year")} filter={filter} options={FILTER_YEARS.map((year) => [year, String(year)])} />
      <PartSelect
        part="month"
        label={t("dateFilter.month")}
        filter={filter}
        options={monthNames(language).map((name, index) => [index + 1, name])}
      />
      <PartSelect
        part="day"
        label={t("dateFilter.day")}
        filter={filter}
        options={filterDaysOf(parts.month).map((day) => [day, String(day)])}
        disabled={!parts.month}
      />
      {(parts.year || parts.month || parts.day) && (
        <button
          type="button"
          onClick={clear}
          className="flex h-10 items-center gap-1 rounded-lg px-2 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <XMarkIcon className="size-4" aria-hidden="true" />
          {t("dateFilter.clear")}
        </button>
      )}
    </>
  );
}

/** One part of the date: its name as the first option ('' = not chosen), then its values. */
function PartSelect({
  part,
  label,
  filter,
  options,
  disabled,
}: {
  part: keyof DateFilter;
  label: string;
  filter: ReturnType<typeof useDateFilter>;
  options: [number, string][];
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      className={selectClasses}
      value={filter.parts[part] ?? ""}
      onChange={(event) => filter.choose(part, event.target.value)}
      disabled={disabled}
    >
      <option value="">{label}</option>
      {options.map(([value, name]) => (
        <option key={value} value={value}>
          {name}
        </option>
      ))}
    </select>
  );
}
