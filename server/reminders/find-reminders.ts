import { Prisma } from "@/lib/generated/prisma/client";
import type { ReminderGroups, ReminderListQuery } from "@/lib/schemas/reminder";
import { agencyDay } from "@/server/agency-day";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { occurrenceJoins } from "./occurrence-sql";
import { reminderSelect, toReminderDto, type ReminderRow } from "./reminder-query";

/**
 * GET /reminders. One page, filtered, sorted and counted in SQL; the next
 * occurrence of recurring reminders is computed by the same query.
 *
 * - The "anchor" day is `date` when given, else the agency's today. Every
 *   reminder's next occurrence on or after it is computed; `date` keeps the
 *   reminders happening on that very day (recurring ones included).
 * - `sortItems=true` answers `{ today, upcoming, totals }`: reminders whose
 *   next occurrence is the agency's today, and after it. The page (skip/limit)
 *   runs over the two groups in order — today's first — so the dashboard's
 *   first 50 hold today's reminders before any upcoming one.
 * - Otherwise a flat list: the ones still to come by their next occurrence,
 *   then past one-off reminders, newest first. `upcoming=true` keeps only the
 *   ones still to come (today included).
 */
export interface FindRemindersOptions {
  now?: Date;
  timeZone?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filtersOf(query: ReminderListQuery, today: string, anchor: string): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (query.specialist) conditions.push(Prisma.sql`r.specialist_id = ${query.specialist}::uuid`);
  if (query.property) conditions.push(Prisma.sql`r.listing_id = ${query.property}::uuid`);
  if (query.listingName) conditions.push(Prisma.sql`l.property_name ILIKE ${`%${escapeLike(query.listingName)}%`}`);
  if (query.date) conditions.push(Prisma.sql`occ.next_date = ${anchor}::date`);
  if (query.sortItems || query.upcoming) conditions.push(Prisma.sql`occ.next_date >= ${today}::date`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

export async function findReminders(query: ReminderListQuery, options: FindRemindersOptions = {}) {
  const timeZone = options.timeZone ?? env().APP_TIME_ZONE;
  const today = agencyDay(options.now ?? new Date(), timeZone).date;
  const anchor = query.date ?? today;
  const where = filtersOf(query, today, anchor);

  const [rows, counts] = await Promise.all([
    prisma.$queryRaw<ReminderRow[]>`
      ${reminderSelect(anchor, timeZone)}
      ${where}
      ORDER BY occ.next_at ASC NULLS LAST, r.due_at DESC, r.id ASC
      OFFSET ${query.skip} LIMIT ${query.limit}`,
    prisma.$queryRaw<{ total: number; today: number }[]>`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE occ.next_date = ${today}::date))::int AS today
      FROM reminders r
      JOIN listings l ON l.id = r.listing_id
      ${occurrenceJoins(anchor, timeZone)}
      ${where}`,
  ]);

  const items = rows.map(toReminderDto);
  const total = counts[0]?.total ?? 0;
  if (!query.sortItems) return { kind: "list" as const, items, total };

  const groups: ReminderGroups = {
    today: items.filter((_, index) => rows[index]!.next_date === today),
    upcoming: items.filter((_, index) => rows[index]!.next_date !== today),
    totals: { today: counts[0]?.today ?? 0, upcoming: total - (counts[0]?.today ?? 0) },
  };
  return { kind: "groups" as const, groups, total };
}
