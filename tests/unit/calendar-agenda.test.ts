import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AgendaList } from "@/components/calendar/agenda-list";
import { CalendarGrid } from "@/components/calendar/calendar-grid";
import { calendarRange, FIRST_DAY_OF_WEEK, type CalendarView } from "@/lib/domain/calendar-range";
import type { Language } from "@/lib/i18n/languages";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { inLanguage } from "@/tests/support/intl";

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
function agenda(view: CalendarView, anchor: string, today: string, eventDays: string[], language: Language = "en") {
  const eventsByDay = new Map(eventDays.map((day) => [day, [event(day)]]));
  const range = calendarRange(view, anchor, FIRST_DAY_OF_WEEK[language]);
  const html = renderToStaticMarkup(
    inLanguage(createElement(AgendaList, { range, eventsByDay, today, timeZone: "America/Puerto_Rico" }), language),
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

  it("in Spanish the month view begins on the Monday: a Sunday the 1st folds the last days of the month before", () => {
    const list = agenda("month", "2026-11-01", "2026-11-01", ["2026-10-26", "2026-11-01", "2026-11-03"], "es");
    expect(list.folded).toEqual(["2026-10-26"]);
    expect(list.shown).toEqual(["2026-11-01", "2026-11-03"]);
    expect(list.summary).toContain("Mostrar días anteriores");
  });
});

describe("The calendar's first day of the week follows the language", () => {
  it("English weeks run Sunday to Saturday, Spanish weeks Monday to Sunday", () => {
    expect(calendarRange("week", "2026-12-16", FIRST_DAY_OF_WEEK.en)).toMatchObject({ from: "2026-12-13", to: "2026-12-19" });
    expect(calendarRange("week", "2026-12-16", FIRST_DAY_OF_WEEK.es)).toMatchObject({ from: "2026-12-14", to: "2026-12-20" });
    // A Sunday belongs to the week before it in Spanish.
    expect(calendarRange("week", "2026-12-20", FIRST_DAY_OF_WEEK.es)).toMatchObject({ from: "2026-12-14", to: "2026-12-20" });
    expect(calendarRange("month", "2026-11-15", FIRST_DAY_OF_WEEK.es)).toMatchObject({ from: "2026-10-26", to: "2026-12-06" });
    expect(calendarRange("month", "2026-11-15", FIRST_DAY_OF_WEEK.en)).toMatchObject({ from: "2026-11-01", to: "2026-12-05" });
  });

  function grid(language: Language) {
    const range = calendarRange("month", "2026-12-16", FIRST_DAY_OF_WEEK[language]);
    const html = renderToStaticMarkup(
      inLanguage(
        createElement(CalendarGrid, {
          range,
          eventsByDay: new Map([["2026-12-16", [event("2026-12-16")]]]),
          today: "2026-12-16",
          timeZone: "America/Puerto_Rico",
          specialist: null,
        }),
        language,
      ),
    );
    const headings = [...html.matchAll(/<div class="py-2">([^<]+)<\/div>/g)].map((match) => match[1]);
    return { html, headings, firstDay: /data-day="([\d-]+)"/.exec(html)?.[1] };
  }

  it("the English month grid starts on Sunday, with English headings and links", () => {
    const { html, headings, firstDay } = grid("en");
    expect(headings).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(firstDay).toBe("2026-11-29");
    expect(html).toContain('aria-label="Add reminder on Wednesday, December 16"');
    expect(html).toContain("Reminder: ");
    expect(html).toContain("9:00 AM");
  });

  it("the Spanish month grid starts on Monday, with Spanish headings and links", () => {
    const { html, headings, firstDay } = grid("es");
    expect(headings).toEqual(["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]);
    expect(firstDay).toBe("2026-11-30");
    expect(html).toContain('aria-label="Agregar recordatorio el miércoles, 16 de diciembre"');
    expect(html).toContain("Recordatorio: ");
    expect(html).toContain("9:00 a.m.");
  });
});
