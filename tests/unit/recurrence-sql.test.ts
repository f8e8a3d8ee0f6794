import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAYS_OF_WEEK, type ReminderFrequency } from "@/lib/domain/enums";
import type { DayOfWeek } from "@/lib/domain/enums";
import { addDays, nextOccurrenceOnOrAfter } from "@/lib/domain/recurrence";
import { openPglite } from "@/server/db/pglite";
import { occurrenceJoins, oneOffOccurrence } from "@/server/reminders/occurrence-sql";

/**
 * The list's SQL (server/reminders/occurrence-sql.ts) must agree with the
 * pure rules (lib/domain/recurrence.ts) — checked day by day on PostgreSQL
 * (PGlite) over month ends, leap days and the agency's time zone.
 */
let db: PGlite;

beforeAll(async () => {
  db = openPglite();
  await db.exec(`CREATE TABLE reminders (id serial PRIMARY KEY, due_at timestamptz NOT NULL, is_recurring boolean NOT NULL,
                 frequency text NOT NULL, day_of_week text)`);
}, 60_000);
afterAll(() => db?.close());

const ZONE = "America/Puerto_Rico";

async function nextInSql(anchor: string, timeZone = ZONE) {
  const join = occurrenceJoins(anchor, timeZone);
  const text = `SELECT r.id, to_char(occ.next_date, 'YYYY-MM-DD') AS next_date, occ.next_at FROM reminders r ${join.strings.reduce(
    (sql, part, index) => `${sql}$${index}${part}`,
  )} ORDER BY r.id`;
  const { rows } = await db.query<{ id: number; next_date: string | null; next_at: Date | null }>(text, join.values as unknown[]);
  return rows;
}

/** A Prisma.Sql fragment's text with $1, $2... placeholders. */
function numbered(fragment: { strings: readonly string[] }): string {
  return fragment.strings.reduce((sql, part, index) => `${sql}$${index}${part}`);
}

interface Case {
  start: string;
  frequency: ReminderFrequency;
  dayOfWeek: DayOfWeek | null;
}

describe("occurrenceJoins", () => {
  it("agrees with nextOccurrenceOnOrAfter for every kind of reminder every third day across three years", async () => {
    const starts = [
      "2026-01-31",
      "2026-01-30",
      "2026-01-29",
      "2026-02-28",
      "2027-12-31",
      "2028-02-29",
      "2026-11-15",
      "2026-11-23",
      "2026-11-01",
    ];
    const cases: Case[] = [];
    for (const start of starts) {
      cases.push(
        { start, frequency: "none", dayOfWeek: null },
        { start, frequency: "daily", dayOfWeek: null },
        { start, frequency: "monthly", dayOfWeek: null },
      );
      cases.push({ start, frequency: "weekly", dayOfWeek: null });
      for (const day of DAYS_OF_WEEK) cases.push({ start, frequency: "weekly", dayOfWeek: day });
    }
    await db.exec("TRUNCATE reminders RESTART IDENTITY");
    for (const c of cases) {
      // 9:30 PM in Puerto Rico is already the next day in UTC: the day must be read in the agency's zone.
      await db.query(
        `INSERT INTO reminders (due_at, is_recurring, frequency, day_of_week) VALUES (($1::date + time '21:30') AT TIME ZONE '${ZONE}', $2, $3, $4)`,
        [c.start, c.frequency !== "none", c.frequency, c.dayOfWeek],
      );
    }
    let compared = 0;
    for (let anchor = "2025-12-01"; anchor <= "2029-03-31"; anchor = addDays(anchor, 3)) {
      const rows = await nextInSql(anchor);
      rows.forEach((row, index) => {
        const c = cases[index]!;
        const expected = nextOccurrenceOnOrAfter({ startDate: c.start, frequency: c.frequency, dayOfWeek: c.dayOfWeek }, anchor);
        expect(row.next_date, `${JSON.stringify(c)} from ${anchor}`).toBe(expected);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(40_000);
  }, 120_000);

  it("keeps the time of day in the agency's zone, and a non-recurring flag wins over a frequency", async () => {
    await db.exec("TRUNCATE reminders RESTART IDENTITY");
    await db.query(`INSERT INTO reminders (due_at, is_recurring, frequency, day_of_week) VALUES
      ('2026-11-23T01:30:00Z', true, 'weekly', 'sunday'),
      ('2026-11-23T01:30:00Z', false, 'daily', null)`);
    // 01:30 UTC on the 23rd is 9:30 PM on Sunday the 22nd in Puerto Rico.
    const rows = await nextInSql("2026-11-24");
    expect(rows[0]!.next_date).toBe("2026-11-29");
    expect(rows[0]!.next_at!.toISOString()).toBe("2026-11-30T01:30:00.000Z");
    expect(rows[1]!.next_date).toBeNull();
    const inUtc = await nextInSql("2026-11-24", "UTC");
    expect(inUtc[0]!.next_date).toBe("2026-11-29"); // the weekday is explicit
    expect(inUtc[0]!.next_at!.toISOString()).toBe("2026-11-29T01:30:00.000Z");
  });

  it("oneOffOccurrence (the lists' shortcut for one-off reminders) gives what occurrenceJoins gives them", async () => {
    await db.exec("TRUNCATE reminders RESTART IDENTITY");
    // One-offs at times that fall on another UTC day, around the anchors below.
    await db.query(`INSERT INTO reminders (due_at, is_recurring, frequency, day_of_week)
      SELECT (date '2026-10-01' + d + time '21:30') AT TIME ZONE '${ZONE}', d % 2 = 0, CASE WHEN d % 2 = 0 THEN 'none' ELSE 'daily' END, null
      FROM generate_series(0, 90) d`);
    await db.exec("UPDATE reminders SET is_recurring = false WHERE frequency = 'daily'");
    for (const anchor of ["2026-10-01", "2026-11-15", "2026-12-31", "2027-01-01"]) {
      const full = await nextInSql(anchor);
      const shortcut = oneOffOccurrence(anchor, ZONE);
      const { rows } = await db.query<{ next_date: string | null; time_of_day: string }>(
        `SELECT to_char(next_date, 'YYYY-MM-DD') AS next_date, time_of_day::text FROM (SELECT ${numbered(shortcut)} FROM reminders r ORDER BY r.id) s`,
        shortcut.values as unknown[],
      );
      expect(rows.map((row) => row.next_date)).toEqual(full.map((row) => row.next_date));
      expect(new Set(rows.map((row) => row.time_of_day))).toEqual(new Set(["21:30:00"]));
    }
  });
});
