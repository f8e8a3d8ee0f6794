import { CalendarDaysIcon, PlusIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import type { CalendarRangeView } from "@/lib/domain/calendar-range";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { addReminderHref, longDay } from "./calendar-links";
import { EventRow } from "./event-row";

/**
 * Phones: the range as a day-by-day list — the days with events, and today
 * (so "Add reminder" is always at hand). No grid, no sideways scroll.
 */
export function AgendaList({
  range,
  eventsByDay,
  today,
  timeZone,
}: {
  range: CalendarRangeView;
  eventsByDay: Map<string, CalendarEvent[]>;
  today: string;
  timeZone: string;
}) {
  const days = range.days.filter((day) => (eventsByDay.get(day)?.length ?? 0) > 0 || day === today);
  return (
    <div className="md:hidden" data-testid="calendar-agenda">
      {days.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} title="Nothing on the calendar for these dates.">
          Reminders, service orders and lease ends show here.
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {days.map((day) => (
            <li key={day} data-day={day} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
                <h3 className="text-sm font-semibold text-slate-900">
                  {longDay(day)}
                  {day === today && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">Today</span>
                  )}
                </h3>
                {day >= today && (
                  <Link
                    href={addReminderHref(day)}
                    prefetch={false}
                    className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <PlusIcon className="size-4" aria-hidden="true" />
                    Add reminder<span className="sr-only"> on {longDay(day)}</span>
                  </Link>
                )}
              </div>
              {(eventsByDay.get(day) ?? []).length === 0 ? (
                <p className="px-3 py-3 text-sm text-slate-500">Nothing planned.</p>
              ) : (
                <ul className="px-1 py-1">
                  {(eventsByDay.get(day) ?? []).map((event, index) => (
                    <li key={`${event.kind}-${event._id}-${index}`}>
                      <EventRow event={event} timeZone={timeZone} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
