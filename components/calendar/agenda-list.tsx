import { CalendarDaysIcon, ChevronRightIcon, PlusIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/empty-state";
import type { CalendarRangeView } from "@/lib/domain/calendar-range";
import { useLanguage } from "@/lib/i18n/use-language";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { addReminderHref, longDay } from "./calendar-links";
import { EventRow } from "./event-row";

/**
 * Phones: the range as a day-by-day list — the days with events, and today
 * (so "Add reminder" is always at hand). No grid, no sideways scroll. When the
 * range holds today, the list opens at today: the earlier days are folded
 * above it behind **Show earlier days** (a native disclosure). `alone`: the page has no grid (a phone's browser), so
 * the list shows at every width, a phone turned sideways included.
 */
export function AgendaList({
  range,
  eventsByDay,
  today,
  timeZone,
  alone = false,
}: {
  range: CalendarRangeView;
  eventsByDay: Map<string, CalendarEvent[]>;
  today: string;
  timeZone: string;
  alone?: boolean;
}) {
  const t = useTranslations("calendar");
  const days = range.days.filter((day) => (eventsByDay.get(day)?.length ?? 0) > 0 || day === today);
  const foldEarlier = days.includes(today);
  const earlier = foldEarlier ? days.filter((day) => day < today) : [];
  const fromToday = foldEarlier ? days.filter((day) => day >= today) : days;
  const dayList = (list: string[]) => (
    <ol className="space-y-4">
      {list.map((day) => (
        <AgendaDay key={day} day={day} events={eventsByDay.get(day) ?? []} today={today} timeZone={timeZone} />
      ))}
    </ol>
  );
  return (
    <div className={alone ? undefined : "md:hidden"} data-testid="calendar-agenda">
      {days.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title={t("empty.title")}>
          {t("empty.text")}
        </EmptyState>
      ) : (
        <>
          {earlier.length > 0 && (
            <details className="group mb-4" data-testid="calendar-earlier-days">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                <ChevronRightIcon className="size-4 transition group-open:rotate-90 motion-reduce:transition-none" aria-hidden="true" />
                <span className="group-open:hidden">{t("showEarlierDays")}</span>
                <span className="hidden group-open:inline">{t("hideEarlierDays")}</span>
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 tabular-nums">{earlier.length}</span>
              </summary>
              <div className="mt-3">{dayList(earlier)}</div>
            </details>
          )}
          {dayList(fromToday)}
        </>
      )}
    </div>
  );
}

function AgendaDay({ day, events, today, timeZone }: { day: string; events: CalendarEvent[]; today: string; timeZone: string }) {
  const t = useTranslations("calendar");
  const language = useLanguage();
  return (
    <li data-day={day} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {longDay(day, language)}
          {day === today && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t("today")}</span>
          )}
        </h3>
        {day >= today && (
          <a
            href={addReminderHref(day)}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            <PlusIcon className="size-4" aria-hidden="true" />
            {t("addReminder")}
            <span className="sr-only">{t("onDay", { day: longDay(day, language) })}</span>
          </a>
        )}
      </div>
      {events.length === 0 ? (
        <p className="px-3 py-3 text-sm text-slate-500">{t("nothingPlanned")}</p>
      ) : (
        <ul className="px-1 py-1">
          {events.map((event, index) => (
            <li key={`${event.kind}-${event._id}-${index}`}>
              <EventRow event={event} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
