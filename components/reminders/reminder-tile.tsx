import { ArrowPathIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useLanguage } from "@/lib/i18n/use-language";
import type { Reminder } from "@/lib/schemas/reminder";
import { dayAndMonth, formatTimeOfDay, frequencyValues } from "./reminder-format";

/**
 * A reminder in a list: the day it next happens (or happened), its name, the
 * listing it is about, its time and, for recurring ones, how often.
 */
export function ReminderTile({ reminder, timeZone }: { reminder: Reminder; timeZone: string }) {
  const when = reminder.nextOccurrence ?? reminder.dateTime;
  const t = useTranslations("reminders");
  const language = useLanguage();
  const { day, month, weekday } = dayAndMonth(when, timeZone, language);
  const past = reminder.nextOccurrence === null;
  return (
    <Link
      href={`/reminders/view/${reminder._id}`}
      prefetch={false}
      className="group flex items-center gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-sm hover:ring-brand-300"
    >
      <span
        className={
          past
            ? "flex w-12 shrink-0 flex-col items-center rounded-lg bg-slate-100 py-1 text-slate-500"
            : "flex w-12 shrink-0 flex-col items-center rounded-lg bg-brand-50 py-1 text-brand-700 ring-1 ring-brand-100"
        }
      >
        <span className="text-[10px] font-semibold uppercase leading-4 tracking-wide">{month}</span>
        <span className="text-lg font-semibold leading-5 tabular-nums">{day}</span>
        <span className="text-[10px] leading-4">{weekday}</span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-slate-900">{reminder.name}</span>
        <span className="block truncate text-xs text-slate-600">{reminder.property.propertyName}</span>
        <span className="mt-0.5 flex items-center gap-1.5 truncate text-xs text-slate-500">
          <span className="tabular-nums">{formatTimeOfDay(when, timeZone, language)}</span>
          {reminder.isReoccuring && (
            <>
              <span aria-hidden="true">·</span>
              <ArrowPathIcon className="size-3 shrink-0" aria-hidden="true" />
              <span className="truncate">{t("frequency", frequencyValues(reminder.frequency, reminder.dayOfWeek))}</span>
            </>
          )}
          {past && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t("past")}</span>
            </>
          )}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
