import { Prisma } from "@/lib/generated/prisma/client";
import { agencyDayOf } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import type { CompareOperator, LookupOperator, TextOperator } from "./field";
import { ilike } from "@/server/db/text-search";

/**
 * Criteria → SQL conditions, for the reminders list (one raw statement:
 * server/reminders/find-reminders.ts). The same rules as prisma-conditions.ts:
 * literal case-insensitive ILIKE (trigram-indexed), "not" operators keep rows
 * without a value, date-times compared by agency days. `column` is trusted
 * SQL (a constant of the field files); values are always parameters.
 */
const SQL_COMPARE: Record<CompareOperator, string> = { eq: "=", ne: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

function orNull(column: Prisma.Sql, nullable: boolean, condition: Prisma.Sql): Prisma.Sql {
  return nullable ? Prisma.sql`(${column} IS NULL OR ${condition})` : condition;
}

function anyOf(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 1 ? conditions[0]! : Prisma.sql`(${Prisma.join(conditions, " OR ")})`;
}

export function sqlText(column: Prisma.Sql, { nullable = false } = {}) {
  return (operator: TextOperator, values: string[]): Prisma.Sql => {
    const match = operator === "notContains" ? "contains" : operator;
    const matches = anyOf(values.map((value) => ilike(column, match, value)));
    return operator === "notContains" ? orNull(column, nullable, Prisma.sql`NOT ${matches}`) : matches;
  };
}

/** A date-time column, by the agency's calendar days. */
export function sqlAgencyDay(column: Prisma.Sql) {
  return (operator: CompareOperator, day: string): Prisma.Sql => {
    const { start, end } = agencyDayOf(day, env().APP_TIME_ZONE);
    switch (operator) {
      case "eq":
        return Prisma.sql`(${column} >= ${start} AND ${column} < ${end})`;
      case "ne":
        return Prisma.sql`(${column} < ${start} OR ${column} >= ${end})`;
      case "gt":
        return Prisma.sql`${column} >= ${end}`;
      case "gte":
        return Prisma.sql`${column} >= ${start}`;
      case "lt":
        return Prisma.sql`${column} < ${start}`;
      case "lte":
        return Prisma.sql`${column} < ${end}`;
    }
  };
}

/** A `date` column (already an agency day). */
export function sqlCalendarDate(column: Prisma.Sql, { nullable = false } = {}) {
  return (operator: CompareOperator, day: string): Prisma.Sql => {
    const condition = Prisma.sql`${column} ${Prisma.raw(SQL_COMPARE[operator])} ${day}::date`;
    return operator === "ne" ? orNull(column, nullable, condition) : condition;
  };
}

export function sqlBoolean(column: Prisma.Sql) {
  return (_operator: "eq", value: boolean): Prisma.Sql => Prisma.sql`${column} = ${value}`;
}

/** Ids (`cast` uuid) or enumeration values (`cast` text): any of them, or none of them (rows without a value too). */
export function sqlIn(column: Prisma.Sql, cast: "uuid" | "text", { nullable = false } = {}) {
  return (operator: LookupOperator, values: string[]): Prisma.Sql => {
    const list = Prisma.join(values.map((value) => Prisma.sql`${value}::${Prisma.raw(cast)}`));
    return operator === "eq" ? Prisma.sql`${column} IN (${list})` : orNull(column, nullable, Prisma.sql`${column} NOT IN (${list})`);
  };
}
