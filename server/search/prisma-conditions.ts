import { agencyDayOf, dbDate } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { textFilter } from "@/server/db/text-search";
import type { CompareOperator, LookupOperator, TextOperator } from "./field";

/**
 * Criteria → Prisma where inputs, for the entities read through Prisma. The
 * builders take a column path (`["account", "balance"]` for a to-one relation)
 * and return the entity's where input `W` (the field files name it).
 *
 * - Text is case-insensitive and literal (server/db/text-search.ts).
 * - "Not" operators (notContains, ne) also keep rows without a value: a
 *   listing with no property type is "not a villa".
 * - Dates of date-time columns are the agency's calendar days (APP_TIME_ZONE).
 */
type Where = Record<string, unknown>;

/** `{ a: { b: filter } }` for the path ["a", "b"]. */
function at(path: readonly string[], filter: unknown): Where {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), filter) as Where;
}

function anyOf(conditions: Where[]): Where {
  return conditions.length === 1 ? conditions[0]! : { OR: conditions };
}

function orMissing(path: readonly string[], nullable: boolean, condition: Where): Where {
  return nullable ? { OR: [at(path, null), condition] } : condition;
}

interface ColumnOptions {
  nullable?: boolean;
}

export function textWhere<W>(path: readonly string[], { nullable = false }: ColumnOptions = {}) {
  return (operator: TextOperator, values: string[]): W => {
    const match = (op: Exclude<TextOperator, "notContains">, value: string) => at(path, textFilter(op, value));
    if (operator === "notContains") {
      return orMissing(path, nullable, { NOT: anyOf(values.map((value) => match("contains", value))) }) as W;
    }
    return anyOf(values.map((value) => match(operator, value))) as W;
  };
}

const COMPARE: Record<Exclude<CompareOperator, "eq" | "ne">, string> = { gt: "gt", gte: "gte", lt: "lt", lte: "lte" };

export function compareWhere<W>(path: readonly string[], { nullable = false }: ColumnOptions = {}) {
  return (operator: CompareOperator, value: unknown): W => {
    if (operator === "eq") return at(path, { equals: value }) as W;
    if (operator === "ne") return orMissing(path, nullable, at(path, { not: value })) as W;
    return at(path, { [COMPARE[operator]]: value }) as W;
  };
}

/** A date-time column compared by agency days: "on 2026-12-01" is that day's 24 hours in APP_TIME_ZONE. */
export function agencyDayWhere<W>(path: readonly string[], { nullable = false }: ColumnOptions = {}) {
  return (operator: CompareOperator, day: string): W => {
    const { start, end } = agencyDayOf(day, env().APP_TIME_ZONE);
    switch (operator) {
      case "eq":
        return at(path, { gte: start, lt: end }) as W;
      case "ne":
        return orMissing(path, nullable, { OR: [at(path, { lt: start }), at(path, { gte: end })] }) as W;
      case "gt":
        return at(path, { gte: end }) as W;
      case "gte":
        return at(path, { gte: start }) as W;
      case "lt":
        return at(path, { lt: start }) as W;
      case "lte":
        return at(path, { lt: end }) as W;
    }
  };
}

/** A calendar-date column (`@db.Date`): Prisma sends the day as midnight UTC, which PostgreSQL reads as that date. */
export function calendarDateWhere<W>(path: readonly string[], options: ColumnOptions = {}) {
  const compare = compareWhere<W>(path, options);
  return (operator: CompareOperator, day: string): W => compare(operator, dbDate(day));
}

export function booleanWhere<W>(path: readonly string[]) {
  return (_operator: "eq", value: boolean): W => at(path, { equals: value }) as W;
}

/** Ids or enumeration values: any of them (eq), none of them (ne; rows without a value too). */
export function inWhere<W>(path: readonly string[], { nullable = false }: ColumnOptions = {}) {
  return (operator: LookupOperator, values: string[]): W => {
    if (operator === "eq") return at(path, values.length === 1 ? { equals: values[0] } : { in: values }) as W;
    return orMissing(path, nullable, at(path, values.length === 1 ? { not: values[0] } : { notIn: values })) as W;
  };
}
