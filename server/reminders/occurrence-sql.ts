import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The next occurrence of every reminder, computed by PostgreSQL in the same
 * query that filters, sorts and pages the list — the SQL twin of
 * lib/domain/recurrence.ts (tests/unit/recurrence-sql.test.ts checks they
 * agree day by day). O(1) date arithmetic per row: no generate_series, no
 * per-row JavaScript, no stored "next date" that goes stale at midnight.
 *
 * `FROM reminders r` followed by `occurrenceJoins(anchor, timeZone)` exposes:
 *   occ.next_date  date         first day on/after `anchor` the reminder happens (NULL: a past one-off)
 *   occ.next_at    timestamptz  that day at the reminder's time of day, in the agency's zone
 *
 * Each reminder's first day and time of day are its `due_at` read in
 * APP_TIME_ZONE; a weekly one falls on `day_of_week` (default: its first
 * day's weekday); a monthly one on its first day's day of month, or the
 * month's last day when the month is shorter.
 */
export function occurrenceJoins(anchor: string, timeZone: string): Prisma.Sql {
  return Prisma.sql`
    CROSS JOIN LATERAL (SELECT (r.due_at AT TIME ZONE ${timeZone}::text) AS local_start) ls
    CROSS JOIN LATERAL (
      SELECT ls.local_start::date AS start_date,
             ls.local_start::time AS time_of_day,
             GREATEST(ls.local_start::date, ${anchor}::date) AS base,
             CASE WHEN r.is_recurring THEN r.frequency::text ELSE 'none' END AS freq
    ) s
    CROSS JOIN LATERAL (
      SELECT CASE s.freq
        WHEN 'none' THEN CASE WHEN s.start_date >= ${anchor}::date THEN s.start_date END
        WHEN 'daily' THEN s.base
        WHEN 'weekly' THEN s.base + ((
            COALESCE(array_position(ARRAY['sunday','monday','tuesday','wednesday','thursday','friday','saturday']::text[], r.day_of_week::text) - 1,
                     EXTRACT(DOW FROM s.start_date)::int)
            - EXTRACT(DOW FROM s.base)::int + 7) % 7)
        WHEN 'monthly' THEN (
          SELECT CASE WHEN this_month >= s.base THEN this_month ELSE next_month END
          FROM (
            SELECT make_date(EXTRACT(YEAR FROM m0)::int, EXTRACT(MONTH FROM m0)::int,
                             LEAST(EXTRACT(DAY FROM s.start_date)::int, EXTRACT(DAY FROM m1 - 1)::int)) AS this_month,
                   make_date(EXTRACT(YEAR FROM m1)::int, EXTRACT(MONTH FROM m1)::int,
                             LEAST(EXTRACT(DAY FROM s.start_date)::int, EXTRACT(DAY FROM m2 - 1)::int)) AS next_month
            FROM (
              SELECT date_trunc('month', s.base)::date AS m0,
                     (date_trunc('month', s.base) + interval '1 month')::date AS m1,
                     (date_trunc('month', s.base) + interval '2 month')::date AS m2
            ) months
          ) candidates
        )
      END AS next_date
    ) nd
    CROSS JOIN LATERAL (SELECT nd.next_date, ((nd.next_date + s.time_of_day) AT TIME ZONE ${timeZone}::text) AS next_at) occ`;
}
