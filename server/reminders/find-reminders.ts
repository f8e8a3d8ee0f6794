import { Prisma } from "@/lib/generated/prisma/client";
import type { ReminderGroups, ReminderListQuery } from "@/lib/schemas/reminder";
import { agencyDay, agencyDayOf } from "@/server/agency-day";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { REMINDER_DEFAULT_SORT, reminderSearch, type ReminderOrder } from "@/server/search/fields/reminders";
import { occurrenceJoins, oneOffOccurrence } from "./occurrence-sql";
import { reminderColumns, toReminderDto, type ReminderRow } from "./reminder-query";

/**
 * GET /reminders. One page, filtered, sorted and counted by one SQL
 * statement; the next occurrence of recurring reminders is computed there.
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
 *
 * Cost (docs/DECISIONS.md): plain column predicates (specialist, property,
 * listing name, and "recurring, or a one-off not yet past" on due_at) narrow
 * the rows first; the next occurrence is then computed once per remaining
 * row (a materialized CTE of ids and dates only), sorted with a top-N sort,
 * and only the page's rows are joined to listings and users.
 */
export interface FindRemindersOptions {
  now?: Date;
  timeZone?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const RECURRING = Prisma.sql`(r.is_recurring AND r.frequency <> 'none')`;

export type ReminderListRow = ReminderRow & { total: number; today_total: number };

type ReminderFilters = Partial<Omit<ReminderListQuery, "skip" | "limit">>;

/** The columns a sort reads, by the names they have where the ORDER BY is written. */
interface OrderColumns {
  sortKey: string;
  nextDate: string;
  time: string;
  dueAt: string;
  id: string;
}

/**
 * The list's order: by next occurrence (then past one-offs, newest first),
 * or by the table view's sort with the next occurrence breaking ties. The
 * groups (sortItems=true) keep today's reminders first whatever the sort.
 */
function orderClause(sort: ReminderOrder, grouped: boolean, today: string, c: OrderColumns): Prisma.Sql {
  const raw = Prisma.raw;
  const parts: Prisma.Sql[] = [];
  if (grouped) parts.push(Prisma.sql`(${raw(c.nextDate)} <> ${today}::date)`);
  const direction = raw(sort.order === "desc" ? "DESC" : "ASC");
  if (sort.key) parts.push(Prisma.sql`${raw(c.sortKey)} ${direction} NULLS LAST`);
  const occurrenceDirection = sort.key ? raw("ASC") : direction;
  parts.push(Prisma.sql`${raw(c.nextDate)} ${occurrenceDirection} NULLS LAST`, Prisma.sql`${raw(c.time)} ${occurrenceDirection}`);
  parts.push(Prisma.sql`${raw(c.dueAt)} DESC`, Prisma.sql`${raw(c.id)} ASC`);
  return Prisma.join(parts, ", ");
}

/**
 * The statement of GET /reminders for `query` (exported so the benchmark's
 * bare baseline runs exactly the same SQL), with the agency's today it used.
 * `idsOnly` answers every matching id in the list's order, unpaged (the export).
 */
export function reminderListSql(
  query: ReminderFilters & { skip?: number; limit?: number },
  options: FindRemindersOptions & { idsOnly?: boolean } = {},
): { sql: Prisma.Sql; today: string } {
  const timeZone = options.timeZone ?? env().APP_TIME_ZONE;
  const todayBounds = agencyDay(options.now ?? new Date(), timeZone);
  const today = todayBounds.date;
  const anchor = query.date ?? today;
  const criteria = resolveCriteria(reminderSearch, query.criteria);
  const [sort] = resolveSort(reminderSearch, query, REMINDER_DEFAULT_SORT) as [ReminderOrder];

  // Row filters on plain columns, applied before any occurrence is computed.
  const rowFilters: Prisma.Sql[] = criteria.filter((condition) => condition.stage === "row").map((condition) => condition.sql);
  if (query.specialist) rowFilters.push(Prisma.sql`r.specialist_id = ${query.specialist}::uuid`);
  if (query.property) rowFilters.push(Prisma.sql`r.listing_id = ${query.property}::uuid`);
  if (query.listingName) {
    rowFilters.push(
      Prisma.sql`r.listing_id IN (SELECT id FROM listings WHERE property_name ILIKE ${`%${escapeLike(query.listingName)}%`})`,
    );
  }
  if (query.sortItems || query.upcoming) rowFilters.push(Prisma.sql`(${RECURRING} OR r.due_at >= ${todayBounds.start})`);
  if (query.date) {
    const day = agencyDayOf(query.date, timeZone);
    rowFilters.push(Prisma.sql`r.due_at < ${day.end} AND (${RECURRING} OR r.due_at >= ${day.start})`);
  }
  // Filters on the computed occurrence.
  const occurrenceFilters = criteria.filter((condition) => condition.stage === "occurrence").map((condition) => condition.sql);
  if (query.date) occurrenceFilters.push(Prisma.sql`next_date = ${anchor}::date`);
  if (query.sortItems || query.upcoming) occurrenceFilters.push(Prisma.sql`next_date >= ${today}::date`);
  const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);
  const sortKey = sort.key ?? Prisma.sql`NULL`;
  const grouped = Boolean(query.sortItems);

  // The rows are read once; recurring ones then take occurrenceJoins' date arithmetic, one-offs (most rows) only their own day.
  const matching = Prisma.sql`
    WITH candidates AS MATERIALIZED (
      SELECT r.id, r.due_at, r.is_recurring, r.frequency, r.day_of_week, ${sortKey} AS sort_key FROM reminders r ${where(rowFilters)}
    ),
    occurrences AS MATERIALIZED (
      SELECT r.id, r.due_at, r.sort_key, occ.next_date, occ.time_of_day
      FROM candidates r
      ${occurrenceJoins(anchor, timeZone)}
      WHERE ${RECURRING}
      UNION ALL
      SELECT r.id, r.due_at, r.sort_key, ${oneOffOccurrence(anchor, timeZone)} FROM candidates r WHERE NOT ${RECURRING}
    ),
    matching AS (SELECT * FROM occurrences ${where(occurrenceFilters)})`;
  const columns = { sortKey: "sort_key", nextDate: "next_date", time: "time_of_day", dueAt: "due_at", id: "id" };
  if (options.idsOnly) {
    return {
      sql: Prisma.sql`${matching} SELECT id::text AS id FROM matching ORDER BY ${orderClause(sort, grouped, today, columns)}`,
      today,
    };
  }

  const sql = Prisma.sql`${matching},
    counts AS (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE next_date = ${today}::date))::int AS today_total FROM matching
    ),
    page AS (
      SELECT * FROM matching ORDER BY ${orderClause(sort, grouped, today, columns)} OFFSET ${query.skip ?? 0} LIMIT ${query.limit ?? 50}
    )
    SELECT counts.total, counts.today_total, found.*
    FROM counts
    LEFT JOIN LATERAL (
      SELECT ${reminderColumns("p")}, p.due_at AS page_due_at, p.id AS page_id, p.time_of_day AS page_time, p.sort_key AS page_sort_key,
             p.next_date AS page_next_date
      FROM (SELECT page.*, ((page.next_date + page.time_of_day) AT TIME ZONE ${timeZone}::text) AS next_at FROM page) p
      JOIN reminders r ON r.id = p.id
      JOIN listings l ON l.id = r.listing_id
      LEFT JOIN users u ON u.id = r.specialist_id
    ) found ON true
    ORDER BY ${orderClause(sort, grouped, today, {
      sortKey: "found.page_sort_key",
      nextDate: "found.page_next_date",
      time: "found.page_time",
      dueAt: "found.page_due_at",
      id: "found.page_id",
    })}`;
  return { sql, today };
}

export async function findReminders(
  query: ReminderFilters & Pick<ReminderListQuery, "skip" | "limit">,
  options: FindRemindersOptions = {},
) {
  const { sql, today } = reminderListSql(query, options);
  const rows = await prisma.$queryRaw<ReminderListRow[]>(sql);

  const total = rows[0]?.total ?? 0;
  const pageRows = rows.filter((row) => row.id !== null);
  const items = pageRows.map(toReminderDto);
  if (!query.sortItems) return { kind: "list" as const, items, total };

  const todayTotal = rows[0]?.today_total ?? 0;
  const groups: ReminderGroups = {
    today: items.filter((_, index) => pageRows[index]!.next_date === today),
    upcoming: items.filter((_, index) => pageRows[index]!.next_date !== today),
    totals: { today: todayTotal, upcoming: total - todayTotal },
  };
  return { kind: "groups" as const, groups, total };
}
