import { PlusIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import type { CalendarRangeView } from "@/lib/domain/calendar-range";
import { useLanguage } from "@/lib/i18n/use-language";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { addReminderHref, calendarHref, longDay, weekdayHeadings } from "./calendar-links";
import { EventChip } from "./event-chip";

/** A month cell shows this many events, then "+N more" (the week view has them all). */
const MONTH_CELL_EVENTS = 3;

/** The month or week grid (tablets and wider; phones get the agenda list). */
export function CalendarGrid({
  range,
  eventsByDay,
  today,
  timeZone,
  specialist,
}: {
  range: CalendarRangeView;
  eventsByDay: Map<string, CalendarEvent[]>;
  today: string;
  timeZone: string;
  specialist: string | null;
}) {
  const t = useTranslations("calendar");
  const language = useLanguage();
  const month = range.anchor.slice(0, 7);
  const isWeek = range.view === "week";
  return (
    <div
      className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block"
      data-testid={`calendar-${range.view}`}
    >
      <div
        className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold text-slate-600"
        aria-hidden="true"
      >
        {weekdayHeadings(range.days, language).map((name) => (
          <div key={name} className="py-2">
            {name}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {range.days.map((day) => {
          const events = eventsByDay.get(day) ?? [];
          const shown = isWeek ? events : events.slice(0, MONTH_CELL_EVENTS);
          const outside = !isWeek && day.slice(0, 7) !== month;
          return (
            <li
              key={day}
              aria-label={longDay(day, language)}
              data-day={day}
              className={cx(
                "group/day flex min-w-0 flex-col gap-1 border-b border-r border-slate-100 p-1.5 [&:nth-child(7n)]:border-r-0",
                isWeek ? "min-h-96" : "min-h-28",
                outside && "bg-slate-50/70",
              )}
            >
              <div className="flex items-center justify-between">
                <span
                  className={cx(
                    "flex size-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
                    day === today ? "bg-brand-700 text-white" : outside ? "text-slate-500" : "text-slate-800",
                  )}
                  aria-current={day === today ? "date" : undefined}
                >
                  {Number(day.slice(8, 10))}
                </span>
                {day >= today && (
                  <a
                    href={addReminderHref(day)}
                    aria-label={t("addReminderOn", { day: longDay(day, language) })}
                    title={t("addReminder")}
                    className="flex size-6 items-center justify-center rounded-md text-slate-500 opacity-60 hover:bg-slate-100 hover:text-slate-900 hover:opacity-100 focus-visible:opacity-100 group-hover/day:opacity-100"
                  >
                    <PlusIcon className="size-4" aria-hidden="true" />
                  </a>
                )}
              </div>
              {shown.length > 0 && (
                <ul className="flex min-w-0 flex-col gap-1">
                  {shown.map((event, index) => (
                    <li key={`${event.kind}-${event._id}-${index}`} className="min-w-0">
                      <EventChip event={event} timeZone={timeZone} full={isWeek} />
                    </li>
                  ))}
                </ul>
              )}
              {events.length > shown.length && (
                <a
                  href={calendarHref({ view: "week", date: day, specialist })}
                  className="inline-flex min-h-6 items-center px-1 text-xs font-medium text-brand-700 hover:underline"
                >
                  {t("more", { count: events.length - shown.length })}
                  <span className="sr-only">{t("onDay", { day: longDay(day, language) })}</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
