import { CalendarDaysIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { AgendaList } from "@/components/calendar/agenda-list";
import { CalendarGrid } from "@/components/calendar/calendar-grid";
import { CalendarToolbar } from "@/components/calendar/calendar-toolbar";
import { FeedCard } from "@/components/calendar/feed-card";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { LeaseAlertsBlock } from "@/components/dashboard/action-blocks";
import { FirstScreen } from "@/components/ui/first-screen";
import { LinkScope } from "@/components/ui/link-scope";
import { PageHeader } from "@/components/ui/page-header";
import { calendarRange, FIRST_DAY_OF_WEEK, parseAnchor, parseView } from "@/lib/domain/calendar-range";
import { fullName } from "@/lib/domain/people";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { idSchema } from "@/lib/schemas/common";
import { agencyDay } from "@/lib/domain/agency-time";
import { actorOf } from "@/server/auth/actor";
import { requirePageSession } from "@/server/auth/page-session";
import { pageLanguage } from "@/server/i18n/request";
import { calendarSpecialist } from "@/server/calendar/calendar-scope";
import { hasFeedToken } from "@/server/calendar/feed-token";
import { isPhoneBrowser } from "@/server/http/phone-browser";
import { findCalendarEvents } from "@/server/calendar/find-calendar-events";
import { getLeaseAlerts } from "@/server/dashboard/get-action-blocks";
import { findSpecialists } from "@/server/users/find-specialists";
import { env } from "@/server/env";

export async function generateMetadata() {
  const t = await getTranslations("calendar");
  return { title: t("title") };
}

type Search = { view?: string | string[]; date?: string | string[]; specialist?: string | string[] };

/**
 * The person's reminders (every occurrence), service orders and lease ends by
 * month or week; a day-by-day list on phones (a phone's browser gets the list alone). Server-rendered: navigating is
 * following links (`?view=&date=&specialist=`), so the page needs no client
 * JavaScript but the feed card's and one listener for its hundreds of plain links (LinkScope).
 */
export default async function CalendarPage({ searchParams }: { searchParams: Promise<Search> }) {
  const session = await requirePageSession();
  const actor = actorOf(session.user);
  const params = await searchParams;
  const timeZone = env().APP_TIME_ZONE;
  const now = new Date();
  const today = agencyDay(now, timeZone).date;
  const [t, language] = await Promise.all([getTranslations("calendar"), pageLanguage()]);
  // The week starts on the day the reader's calendars start it: Sunday in English, Monday in Spanish.
  const range = calendarRange(parseView(params.view), parseAnchor(params.date, today), FIRST_DAY_OF_WEEK[language]);
  const isAdmin = actor.role === "admin";
  const asked = typeof params.specialist === "string" ? params.specialist : undefined;
  const specialistId = calendarSpecialist(
    actor,
    isAdmin && asked && (asked === "all" || idSchema.safeParse(asked).success) ? asked : undefined,
  );

  const [events, specialists, leases, feed, phone] = await Promise.all([
    findCalendarEvents({ from: range.from, to: range.to, specialistId, includeUserDocuments: isAdmin }, { now, timeZone }),
    isAdmin ? findSpecialists() : null,
    getLeaseAlerts(specialistId, { now, timeZone, limit: 10 }),
    hasFeedToken(actor),
    isPhoneBrowser(),
  ]);
  const eventsByDay = new Map<string, CalendarEvent[]>();
  for (const event of events) eventsByDay.set(event.day, [...(eventsByDay.get(event.day) ?? []), event]);
  const whose = specialistId === null ? "everyone" : specialistId === actor.id ? "mine" : "other";
  const specialistName = specialists?.find((s) => s.id === specialistId)?.firstName ?? t("aSpecialist");

  return (
    <FirstScreen>
      <PageHeader
        title={t("title")}
        icon={CalendarDaysIcon}
        subtitle={t("subtitle", { whose, name: specialistName })}
        addHref={`/reminders/reminder-details?date=${range.anchor >= today ? range.anchor : today}`}
        addLabel={t("addReminder")}
      />
      <CalendarToolbar
        range={range}
        today={today}
        specialist={isAdmin ? (specialistId ?? "all") : null}
        specialists={specialists?.map((person) => ({ _id: person.id, name: fullName(person) })) ?? null}
      />
      <LinkScope>
        {/* A phone's browser gets the agenda alone: the grid it would never show is a third of the page to hydrate. */}
        {!phone && (
          <CalendarGrid
            range={range}
            eventsByDay={eventsByDay}
            today={today}
            timeZone={timeZone}
            specialist={isAdmin ? (specialistId ?? "all") : null}
          />
        )}
        <AgendaList range={range} eventsByDay={eventsByDay} today={today} timeZone={timeZone} alone={phone} />
      </LinkScope>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <LeaseAlertsBlock leases={leases} />
        <ScreenMessages namespaces={["calendar"]}>
          <FeedCard active={feed !== null} />
        </ScreenMessages>
      </div>
    </FirstScreen>
  );
}
