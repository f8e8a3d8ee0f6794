import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The next occurrence of every reminder, computed by PostgreSQL in the same
 * query that filters, sorts and pages the list — the SQL twin of
 * lib/domain/recurrence.ts (tests/unit/recurrence-sql.test.ts checks they
 * agree day by day). O(1) date arithmetic per row: no generate_series, no
 * per-row JavaScript. The writes and a daily job keep the result in
 * reminders.next_occurrence (storedOccurrence below; store-occurrences.ts); the
 * lists read it and compute only the rows it has gone stale for.
 *
 * `FROM reminders r` followed by `occurrenceJoins(anchor, timeZone)` exposes:
 *   occ.next_date  date         first day on/after `anchor` the reminder happens (NULL: a past one-off)
 *   occ.time_of_day time        the reminder's time of day in the agency's zone
 *   occ.next_at    timestamptz  next_date at that time, in the agency's zone (sort by next_date,
 *                               time_of_day to avoid computing it for rows that are not shown)
 *
 * Each reminder's first day and time of day are its `due_at` read in
 * APP_TIME_ZONE; a weekly one falls on `day_of_week` (default: its first
 * day's weekday); a monthly one on its first day's day of month, or the
 * month's last day when the month is shorter.
 */
export function occurrenceJoins(anchor: string, timeZone: string): Prisma.Sql {
  // Each step is a LATERAL with OFFSET 0 so PostgreSQL computes it once per
  // row instead of inlining (and repeating) it wherever it is used. Date
  // arithmetic stays on dates and integers (no timestamptz round trips).
  const monthStart = Prisma.sql`(s.base - (date_part('day', s.base)::int - 1))`;
  const nextMonthStart = Prisma.sql`(${monthStart} + interval '1 month')::date`;
  const monthAfterStart = Prisma.sql`(${monthStart} + interval '2 month')::date`;
  const dayThisMonth = Prisma.sql`(${monthStart} + (LEAST(s.dom, ${nextMonthStart} - ${monthStart}) - 1))`;
  const dayNextMonth = Prisma.sql`(${nextMonthStart} + (LEAST(s.dom, ${monthAfterStart} - ${nextMonthStart}) - 1))`;
  return Prisma.sql`
    CROSS JOIN LATERAL (SELECT r.due_at AT TIME ZONE ${timeZone}::text AS local_start OFFSET 0) ls
    CROSS JOIN LATERAL (
      SELECT ls.local_start::date AS start_date,
             ls.local_start::time AS time_of_day,
             GREATEST(ls.local_start::date, ${anchor}::date) AS base,
             date_part('day', ls.local_start)::int AS dom,
             CASE WHEN r.is_recurring THEN r.frequency::text ELSE 'none' END AS freq
      OFFSET 0
    ) s
    CROSS JOIN LATERAL (
      SELECT CASE s.freq
        WHEN 'none' THEN CASE WHEN s.start_date >= ${anchor}::date THEN s.start_date END
        WHEN 'daily' THEN s.base
        WHEN 'weekly' THEN s.base + ((
            COALESCE(array_position(ARRAY['sunday','monday','tuesday','wednesday','thursday','friday','saturday']::text[], r.day_of_week::text) - 1,
                     date_part('dow', s.start_date)::int)
            - date_part('dow', s.base)::int + 7) % 7)
        -- this month's day (the start's day of month, or the month's last day) unless already passed, else next month's
        WHEN 'monthly' THEN CASE WHEN ${dayThisMonth} >= s.base THEN ${dayThisMonth} ELSE ${dayNextMonth} END
      END AS next_date
      OFFSET 0
    ) nd
    CROSS JOIN LATERAL (
      SELECT nd.next_date, s.time_of_day, ((nd.next_date + s.time_of_day) AT TIME ZONE ${timeZone}::text) AS next_at
    ) occ`;
}

/**
 * The columns occurrenceJoins gives a one-off reminder (`r`), without its
 * per-row steps: it happens on its own first day, if that is not before
 * `anchor`. The lists compute one-offs this way and recurring reminders with
 * occurrenceJoins (most reminders are one-offs, so most rows skip the date
 * arithmetic); tests/unit/recurrence-sql.test.ts checks it gives what occurrenceJoins gives.
 */
export function oneOffOccurrence(anchor: string, timeZone: string): Prisma.Sql {
  const local = Prisma.sql`(r.due_at AT TIME ZONE ${timeZone}::text)`;
  return Prisma.sql`CASE WHEN ${local}::date >= ${anchor}::date THEN ${local}::date END AS next_date, ${local}::time AS time_of_day`;
}

/**
 * The value reminders.next_occurrence holds for the reminder `r` computed on
 * the day `today`: its next occurrence on or after `today` as a local
 * date-time in the agency's zone (next_date + time_of_day of occurrenceJoins),
 * and for a one-off its own local date-time, past or not. A scalar expression
 * over `r`'s own columns, so an UPDATE re-evaluates it on the row version it
 * writes.
 */
export function storedOccurrence(today: string, timeZone: string): Prisma.Sql {
  // timestamp(3), the column's type: a list reading stored and computed values side by side (UNION ALL) sorts them as one column.
  return Prisma.sql`(CASE WHEN r.is_recurring AND r.frequency <> 'none'
    THEN (SELECT occ.next_date + occ.time_of_day FROM (VALUES (1)) AS one (x) ${occurrenceJoins(today, timeZone)})
    ELSE r.due_at AT TIME ZONE ${timeZone}::text END)::timestamp(3)`;
}

/**
 * The reminders (`r`) whose stored next occurrence a read on `today` cannot
 * use: never computed, or recurring and before today. Spelled so that the
 * partial index reminders_stale_occurrence_idx (its predicate is the first
 * half) answers it: nothing stale costs two empty index probes.
 */
export function staleOccurrence(today: string): Prisma.Sql {
  return Prisma.sql`(r.is_recurring AND r.frequency <> 'none' OR r.next_occurrence IS NULL)
    AND (r.next_occurrence IS NULL OR r.next_occurrence < ${today}::timestamp)`;
}

/**
 * Stores the next occurrence of the stale reminders among those `filters`
 * (conditions on `r`) keep — at most `limit` of them, when given: a batch of
 * the daily refresh (store-occurrences.ts); without a limit, the benchmark's
 * bulk load. The value is computed from the row being written, so a write that
 * races it (and clears the column) leaves a value that fits that write. With a
 * limit, rows another transaction holds are skipped, not waited for: the
 * refresh never waits on an edit, and reads compute stale rows themselves.
 */
export function refreshOccurrences(filters: Prisma.Sql[], today: string, timeZone: string, limit?: number): Prisma.Sql {
  const conditions = Prisma.join([...filters, staleOccurrence(today)], " AND ");
  const set = Prisma.sql`UPDATE reminders r SET next_occurrence = ${storedOccurrence(today, timeZone)}`;
  if (limit === undefined) return Prisma.sql`${set} WHERE ${conditions}`;
  return Prisma.sql`${set} WHERE r.id IN (SELECT r.id FROM reminders r WHERE ${conditions} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
}
