import { Prisma } from "@/lib/generated/prisma/client";
import type { ReminderGroups, ReminderListQuery } from "@/lib/schemas/reminder";
import { agencyDay, agencyDayOf } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { ilike } from "@/server/db/text-search";
import { env } from "@/server/env";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { REMINDER_DEFAULT_SORT, reminderSearch, type ReminderOrder } from "@/server/search/fields/reminders";
import { occurrenceJoins, oneOffOccurrence, staleOccurrence, storedOccurrence } from "./occurrence-sql";
import { reminderColumns, toReminderDto, type ReminderRow } from "./reminder-query";

/**
 * GET /reminders. One page, filtered, sorted and counted by one SQL
 * statement, by each reminder's next occurrence.
 *
 * - The "anchor" day is `date` when given, else the agency's today. Every
 *   reminder's next occurrence on or after it counts; `date` keeps the
 *   reminders happening on that very day (recurring ones included).
 * - `sortItems=true` answers `{ today, upcoming, totals }`: reminders whose
 *   next occurrence is the agency's today, and after it. The page (skip/limit)
 *   runs over the two groups in order — today's first — so the dashboard's
 *   first 50 hold today's reminders before any upcoming one.
 * - Otherwise a flat list: the ones still to come by their next occurrence,
 *   then past one-off reminders, newest first. `upcoming=true` keeps only the
 *   ones still to come (today included).
 *
 * Cost (docs/DECISIONS.md "Stored next occurrence"). Anchored on today (no
 * `date`), the statement reads reminders.next_occurrence, the next occurrence
 * on or after the day it was computed (stored by the writes and a daily job:
 * store-occurrences.ts): the page is the head of a range of the
 * (specialist_id, next_occurrence, due_at DESC, id) index and the counts count
 * that range. The rows it cannot use — never computed (NULL) or recurring and
 * already passed — are found by a partial index and computed in the same
 * statement for this answer; a read never writes. With `date`
 * the occurrences on or after that day are computed per candidate: plain column
 * predicates narrow the rows first, a materialized CTE holds ids and dates
 * only. Either way only the page's rows are joined to listings and users.
 */
export interface FindRemindersOptions {
  now?: Date;
  timeZone?: string;
}

const RECURRING = Prisma.sql`(r.is_recurring AND r.frequency <> 'none')`;

export type ReminderListRow = ReminderRow & { total: number; today_total: number };

type ReminderFilters = Partial<Omit<ReminderListQuery, "skip" | "limit">>;

/** The columns a sort reads, by the names they have where the ORDER BY is written. */
interface OrderColumns {
  sortKey: string;
  nextDate: string;
  /** The occurrence's sort columns: the local date-time, or its date then its time of day. */
  occurrence: string[];
  dueAt: string;
  id: string;
}

/**
 * The list's order: by next occurrence (then past one-offs, newest first),
 * or by the table view's sort with the next occurrence breaking ties. The
 * groups (sortItems=true) keep today's reminders first whatever the sort; in
 * the default order (next occurrence ascending, today's come first anyway)
 * that term is left out so an index can give the order.
 */
function orderClause(sort: ReminderOrder, grouped: boolean, today: string, c: OrderColumns): Prisma.Sql {
  const raw = Prisma.raw;
  const parts: Prisma.Sql[] = [];
  if (grouped && (sort.key || sort.order === "desc")) parts.push(Prisma.sql`(${raw(c.nextDate)} <> ${today}::date)`);
  const direction = raw(sort.order === "desc" ? "DESC" : "ASC");
  if (sort.key) parts.push(Prisma.sql`${raw(c.sortKey)} ${direction} NULLS LAST`);
  const occurrenceDirection = sort.key ? raw("ASC") : direction;
  const [first, ...rest] = c.occurrence;
  parts.push(Prisma.sql`${raw(first!)} ${occurrenceDirection} NULLS LAST`);
  for (const column of rest) parts.push(Prisma.sql`${raw(column)} ${occurrenceDirection}`);
  parts.push(Prisma.sql`${raw(c.dueAt)} DESC`, Prisma.sql`${raw(c.id)} ASC`);
  return Prisma.join(parts, ", ");
}

/**
 * The statement of GET /reminders for `query` (exported so the benchmark's
 * bare baseline runs exactly the same SQL), with the agency's today it used.
 * `idsOnly` answers the matching ids in the list's order, unpaged: the export appends its own LIMIT.
 */
export function reminderListSql(
  query: ReminderFilters & { skip?: number; limit?: number },
  options: FindRemindersOptions & { idsOnly?: boolean } = {},
): { sql: Prisma.Sql; today: string } {
  const timeZone = options.timeZone ?? env().APP_TIME_ZONE;
  const todayBounds = agencyDay(options.now ?? new Date(), timeZone);
  const today = todayBounds.date;
  const criteria = resolveCriteria(reminderSearch, query.criteria);
  const [sort] = resolveSort(reminderSearch, query, REMINDER_DEFAULT_SORT) as [ReminderOrder];
  const stillToCome = Boolean(query.sortItems || query.upcoming);

  // Row filters on plain columns, applied before any occurrence is read or computed.
  const rowFilters: Prisma.Sql[] = criteria.filter((condition) => condition.stage === "row").map((condition) => condition.sql);
  if (query.specialist) rowFilters.push(Prisma.sql`r.specialist_id = ${query.specialist}::uuid`);
  if (query.property) rowFilters.push(Prisma.sql`r.listing_id = ${query.property}::uuid`);
  if (query.listingName) {
    rowFilters.push(
      Prisma.sql`r.listing_id IN (SELECT id FROM listings WHERE ${ilike(Prisma.sql`property_name`, "contains", query.listingName)})`,
    );
  }
  // Filters on the occurrence (next_date).
  const occurrenceFilters = criteria.filter((condition) => condition.stage === "occurrence").map((condition) => condition.sql);
  const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);
  const sortKey = sort.key ?? Prisma.sql`NULL`;
  const grouped = Boolean(query.sortItems);

  const skip = query.skip ?? 0;
  const limit = query.limit ?? 50;
  // `source` yields id, due_at, sort_key, next_date, time_of_day and the occurrence's sort columns;
  // `page(order)` the page's rows of it in that order.
  let prelude: Prisma.Sql;
  let source: Prisma.Sql;
  let page: (order: Prisma.Sql) => Prisma.Sql;
  let counts: Prisma.Sql;
  let occurrence: string[];
  let nextAt: (row: string) => Prisma.Sql;
  if (query.date) {
    const anchor = query.date;
    const day = agencyDayOf(query.date, timeZone);
    rowFilters.push(Prisma.sql`r.due_at < ${day.end} AND (${RECURRING} OR r.due_at >= ${day.start})`);
    if (stillToCome) rowFilters.push(Prisma.sql`(${RECURRING} OR r.due_at >= ${todayBounds.start})`);
    occurrenceFilters.push(Prisma.sql`next_date = ${anchor}::date`);
    if (stillToCome) occurrenceFilters.push(Prisma.sql`next_date >= ${today}::date`);
    // The rows are read once; recurring ones then take occurrenceJoins' date arithmetic, one-offs (most rows) only their own day.
    prelude = Prisma.sql`
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
    source = Prisma.sql`matching`;
    page = (order) => Prisma.sql`SELECT * FROM matching ORDER BY ${order} OFFSET ${skip} LIMIT ${limit}`;
    occurrence = ["next_date", "time_of_day"];
    counts = Prisma.sql`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE next_date = ${today}::date))::int AS today_total FROM matching`;
    nextAt = (row) => Prisma.sql`((${Prisma.raw(row)}.next_date + ${Prisma.raw(row)}.time_of_day) AT TIME ZONE ${timeZone}::text)`;
  } else {
    // Stored next occurrences where they hold for today (a range of the index when only what is
    // still to come is wanted), the others computed here, for this answer only.
    const stale = staleOccurrence(today);
    const usable = stillToCome
      ? Prisma.sql`r.next_occurrence >= ${today}::timestamp`
      : Prisma.sql`r.next_occurrence IS NOT NULL AND (NOT ${RECURRING} OR r.next_occurrence >= ${today}::timestamp)`;
    const computed = storedOccurrence(today, timeZone);
    prelude = Prisma.empty;
    const usableRows = Prisma.sql`
      SELECT r.id, r.due_at, ${sortKey} AS sort_key, r.next_occurrence AS stored FROM reminders r ${where([...rowFilters, usable])}`;
    const staleRows = Prisma.sql`
      SELECT r.id, r.due_at, ${sortKey} AS sort_key, ${computed} AS stored FROM reminders r ${where([...rowFilters, stale])}`;
    // A past one-off keeps its own (past) date-time stored; it has no next occurrence.
    const nextLocal = stillToCome ? Prisma.sql`stored` : Prisma.sql`CASE WHEN stored >= ${today}::timestamp THEN stored END`;
    const toCome = stillToCome ? Prisma.sql`WHERE stored >= ${today}::timestamp` : Prisma.empty;
    const shaped = (rows: Prisma.Sql) => Prisma.sql`(
      SELECT * FROM (
        SELECT id, due_at, sort_key, next_local, next_local::date AS next_date, stored::time AS time_of_day
        FROM (SELECT id, due_at, sort_key, stored, ${nextLocal} AS next_local FROM (${rows}) AS arm ${toCome}) AS arm
      ) AS occurrences
      ${where(occurrenceFilters)}
    )`;
    source = Prisma.sql`(SELECT * FROM ${shaped(usableRows)} AS usable UNION ALL SELECT * FROM ${shaped(staleRows)} AS stale)`;
    // Each half is ordered and cut on its own, then the two are merged: PostgreSQL does not read an
    // index in order under a UNION ALL whose halves filter on the index's leading column (specialist_id).
    page = (order) => Prisma.sql`
      SELECT * FROM (
        (SELECT * FROM ${shaped(usableRows)} AS usable ORDER BY ${order} LIMIT ${skip + limit})
        UNION ALL
        (SELECT * FROM ${shaped(staleRows)} AS stale ORDER BY ${order} LIMIT ${skip + limit})
      ) AS matching
      ORDER BY ${order} OFFSET ${skip} LIMIT ${limit}`;
    // Past one-offs (no next occurrence) sort by their time of day, then newest first, as the computed list always has.
    occurrence = stillToCome ? ["next_local"] : ["next_local", "time_of_day"];
    // Counted half by half (the usable half an index-only count of its range).
    const countOf = (rows: Prisma.Sql) => Prisma.sql`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE next_local >= ${today}::timestamp AND next_local < (${today}::date + 1)::timestamp) AS today_total
      FROM ${shaped(rows)} AS matching`;
    counts = Prisma.sql`
      SELECT sum(total)::int AS total, sum(today_total)::int AS today_total FROM (${countOf(usableRows)} UNION ALL ${countOf(staleRows)}) AS halves`;
    nextAt = (row) => Prisma.sql`(${Prisma.raw(row)}.next_local AT TIME ZONE ${timeZone}::text)`;
  }
  const columns = { sortKey: "sort_key", nextDate: "next_date", occurrence, dueAt: "due_at", id: "id" };
  if (options.idsOnly) {
    return {
      sql: Prisma.sql`${prelude} SELECT id::text AS id FROM ${source} AS matching ORDER BY ${orderClause(sort, grouped, today, columns)}`,
      today,
    };
  }

  const pageColumns = Prisma.raw(
    occurrence
      .filter((column) => column !== "next_date")
      .map((column) => `, p.${column} AS page_${column}`)
      .join(""),
  );
  const sql = Prisma.sql`${prelude}
    SELECT counts.total, counts.today_total, found.*
    FROM (${counts}) counts
    LEFT JOIN LATERAL (
      SELECT ${reminderColumns("p")}, p.due_at AS page_due_at, p.id AS page_id, p.sort_key AS page_sort_key,
             p.next_date AS page_next_date${pageColumns}
      FROM (
        SELECT page.*, ${nextAt("page")} AS next_at
        FROM (${page(orderClause(sort, grouped, today, columns))}) page
      ) p
      JOIN reminders r ON r.id = p.id
      JOIN listings l ON l.id = r.listing_id
      LEFT JOIN users u ON u.id = r.specialist_id
    ) found ON true
    ORDER BY ${orderClause(sort, grouped, today, {
      sortKey: "found.page_sort_key",
      nextDate: "found.page_next_date",
      occurrence: occurrence.map((column) => `found.page_${column}`),
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
