import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AgendaList } from "@/components/calendar/agenda-list";
import { calendarRange, type CalendarView } from "@/lib/domain/calendar-range";
import type { CalendarEvent } from "@/lib/schemas/calendar";

/**
 * The phone agenda's fold on fixed days (the page takes today from the server's clock, so tests/e2e/calendar.spec.ts
 * meets a Sunday the 1st, when nothing is folded, only on such a day): the days before today fold behind
 * Show earlier days when the range holds today; a range without today lists every day.
 */
const event = (day: string): CalendarEvent => ({
  kind: "reminder",
  _id: `reminder-${day}`,
  title: `Walk-through ${day}`,
  listing: "Villa Sol",
  start: `${day}T13:00:00.000Z`,
  allDay: false,
  day,
  href: "/reminders/view/reminder",
});

/** The days listed inside the fold and after it. */
function agenda(view: CalendarView, anchor: string, today: string, eventDays: string[]) {
  const eventsByDay = new Map(eventDays.map((day) => [day, [event(day)]]));
  const html = renderToStaticMarkup(
    createElement(AgendaList, { range: calendarRange(view, anchor), eventsByDay, today, timeZone: "America/Puerto_Rico" }),
  );
  const days = (part: string) => [...part.matchAll(/data-day="([\d-]+)"/g)].map((match) => match[1]);
  const [folded, shown] = html.includes("</details>") ? html.split("</details>") : ["", html];
  return { folded: days(folded!), shown: days(shown!), summary: /<summary[^>]*>(.*?)<\/summary>/.exec(html)?.[1] ?? null };
}

describe("AgendaList (the phone agenda)", () => {
  it("mid-month: the days before today fold, today and later are shown", () => {
    const list = agenda("month", "2026-12-16", "2026-12-16", ["2026-12-03", "2026-12-15", "2026-12-20"]);
    expect(list.folded).toEqual(["2026-12-03", "2026-12-15"]);
    expect(list.shown).toEqual(["2026-12-16", "2026-12-20"]);
    expect(list.summary).toContain("Show earlier days");
  });

  it("on the 1st (a Tuesday) the month view's last days of the month before fold", () => {
    const list = agenda("month", "2026-12-01", "2026-12-01", ["2026-11-30", "2026-12-02"]);
    expect(list.folded).toEqual(["2026-11-30"]);
    expect(list.shown).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it("on a Sunday the 1st the month view begins today: nothing to fold", () => {
    const list = agenda("month", "2026-11-01", "2026-11-01", ["2026-11-01", "2026-11-03"]);
    expect(list).toEqual({ folded: [], shown: ["2026-11-01", "2026-11-03"], summary: null });
  });

  it("a range without today lists every day with events, none folded", () => {
    const list = agenda("month", "2026-01-15", "2026-12-16", ["2026-01-05", "2026-01-20"]);
    expect(list).toEqual({ folded: [], shown: ["2026-01-05", "2026-01-20"], summary: null });
  });
});
