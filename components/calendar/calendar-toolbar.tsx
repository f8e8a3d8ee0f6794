import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { CALENDAR_VIEWS, type CalendarRangeView } from "@/lib/domain/calendar-range";
import { useLanguage } from "@/lib/i18n/use-language";
import { calendarHref, rangeTitle } from "./calendar-links";

/** Previous / Today / Next, the range's title, the Month–Week segmented control and (admins) whose calendar. */
export function CalendarToolbar({
  range,
  today,
  specialist,
  specialists,
}: {
  range: CalendarRangeView;
  today: string;
  specialist: string | null;
  /** Admins choose whose calendar; null for specialists (their own only). */
  specialists: { _id: string; name: string }[] | null;
}) {
  const t = useTranslations("calendar");
  const language = useLanguage();
  const unit = range.view === "month" ? "month" : "week";
  const href = (date: string, view = range.view) => calendarHref({ view, date, specialist });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3">
      <nav aria-label={t("toolbar.dates")} className="flex items-center gap-1">
        <Link
          href={href(range.previous)}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={t("toolbar.previous", { unit })}
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </Link>
        <Link href={href(today)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("today")}
        </Link>
        <Link
          href={href(range.next)}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={t("toolbar.next", { unit })}
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </nav>
      {/* Phones: the title has the first line to itself (squeezed beside the controls, the view switch covered it). */}
      <h2
        className="order-first basis-full text-lg font-semibold tracking-tight text-slate-900 sm:order-none sm:min-w-0 sm:flex-1 sm:basis-auto"
        aria-live="polite"
      >
        {rangeTitle(range.view, range.anchor, range.from, range.to, language)}
      </h2>
      {specialists && (
        <form method="get" action="/calendar" className="flex items-center gap-2">
          <input type="hidden" name="view" value={range.view} />
          <input type="hidden" name="date" value={range.anchor} />
          <label htmlFor="calendar-specialist" className="text-sm font-medium text-slate-700">
            {t("toolbar.specialist")}
          </label>
          <select
            id="calendar-specialist"
            name="specialist"
            defaultValue={specialist ?? "all"}
            className="h-9 max-w-48 rounded-md border-0 bg-white py-1 pl-2 pr-8 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset"
          >
            <option value="all">{t("toolbar.allSpecialists")}</option>
            {specialists.map((person) => (
              <option key={person._id} value={person._id}>
                {person.name}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("toolbar.show")}
          </button>
        </form>
      )}
      <div role="group" aria-label={t("toolbar.view")} className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200">
        {CALENDAR_VIEWS.map((view) => (
          <Link
            key={view}
            href={href(range.anchor, view)}
            aria-current={view === range.view ? "page" : undefined}
            className={cx(
              "rounded-md px-3 py-1 text-sm font-medium",
              view === range.view ? "bg-white text-slate-900 shadow-xs ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {t(`toolbar.views.${view}`)}
          </Link>
        ))}
      </div>
    </div>
  );
}
