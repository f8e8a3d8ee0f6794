import { isProductDay } from "@/lib/domain/recurrence";
import {
  isListOperator,
  MAX_CRITERION_TEXT,
  MULTI_VALUE_OPERATORS,
  OPERATORS_BY_TYPE,
  type Criterion,
  type Operator,
  type SortOrder,
} from "@/lib/schemas/search";
import { badRequest, forbidden } from "@/server/errors";
import type { CompareOperator, EntitySearch, LookupOperator, SearchField, TextOperator } from "./field";

/**
 * The one check of criteria against an entity's fields, shared by its list,
 * its export and saved filters: every criterion names a field of the entity,
 * an operator of that field, and a value of the field's type. Anything else
 * is a 400 whose fieldErrors key is `criteria.<index>.<fieldName|operator|value>`
 * and whose message names the field. The result is one condition per
 * criterion, to be AND-ed with the list's other filters.
 *
 * A field on admin-only data (`adminOnly`) is searched only by an
 * administrator: anyone else — and any caller that names no `viewer`, so a
 * path that forgets to say who asks fails closed — gets 403.
 */
export function resolveCriteria<W>(
  search: EntitySearch<W, unknown>,
  criteria: readonly Criterion[] | undefined,
  now = new Date(),
  viewer?: { role: string },
): W[] {
  return (criteria ?? []).map((criterion, index) => resolveCriterion(search, criterion, index, now, viewer));
}

/** Checks criteria without using them (saved filters). */
export function assertValidCriteria(
  search: EntitySearch<unknown, unknown>,
  criteria: readonly Criterion[],
  viewer: { role: string },
): void {
  resolveCriteria(search, criteria, new Date(), viewer);
}

/** The 403 of a criterion on admin-only data. */
export const adminOnlyCriterion = (search: { label: string }, field: { title: string }) =>
  `${search.label} can be searched by "${field.title}" by administrators only.`;

function refuse(index: number, part: "fieldName" | "operator" | "value", message: string): never {
  throw badRequest(message, { [`criteria.${index}.${part}`]: [message] });
}

export function operatorsOf(field: SearchField<unknown>): readonly Operator[] {
  const operators = field.operators ?? OPERATORS_BY_TYPE[field.type];
  // "Is any of" / "is none of" where the values are listed; record lookups searched by name keep eq / ne.
  if (field.type === "lookup" && field.values.kind === "records" && !field.values.list) {
    return operators.filter((operator) => !isListOperator(operator));
  }
  return operators;
}

/** `now`: the instant of the request, for criteria that depend on it (an order past due). */
function resolveCriterion<W>(
  search: EntitySearch<W, unknown>,
  criterion: Criterion,
  index: number,
  now: Date,
  viewer?: { role: string },
): W {
  const field = search.fields.find((candidate) => candidate.name === criterion.fieldName);
  if (!field) refuse(index, "fieldName", `${search.label} cannot be searched by "${criterion.fieldName}".`);
  if (field.adminOnly && viewer?.role !== "admin") throw forbidden(adminOnlyCriterion(search, field));
  const { operator, value } = criterion;
  const allowed = operatorsOf(field);
  if (!allowed.includes(operator)) {
    refuse(index, "operator", `"${field.name}" cannot be searched with "${operator}"; use ${allowed.join(", ")}.`);
  }
  if (Array.isArray(value) && !MULTI_VALUE_OPERATORS[field.type].includes(operator)) {
    refuse(index, "value", `"${field.name}" takes one value with "${operator}".`);
  }
  const wrong: (expected: string) => never = (expected) => refuse(index, "value", `"${field.name}" needs ${expected}.`);

  switch (field.type) {
    case "string": {
      const texts = listOf(value)?.map((text) => text.trim());
      if (!texts || texts.some((text) => text.length === 0)) wrong(`text (1 to ${MAX_CRITERION_TEXT} characters)`);
      if (!field.phone) return field.where(operator as TextOperator, texts);
      const digits = texts.map((text) => text.replace(/\D/g, ""));
      if (digits.some((text) => text.length === 0)) wrong("digits (phone numbers are matched by their digits)");
      return field.where(operator as TextOperator, digits);
    }
    case "number": {
      const number = numberOf(value, field.integer);
      if (number === undefined) wrong(field.integer ? "a whole number" : "a number");
      return field.where(operator as CompareOperator, number);
    }
    case "date":
      if (typeof value !== "string" || !isProductDay(value)) wrong("a date (yyyy-MM-dd, 1900 to 2200)");
      return field.where(operator as CompareOperator, value);
    case "boolean":
      if (typeof value !== "boolean") wrong("true or false");
      return field.where("eq", value, now);
    case "lookup": {
      if (isListOperator(operator) && !Array.isArray(value)) wrong(`a list of values with "${operator}"`);
      const values = listOf(value)?.map((text) => text.trim());
      if (field.values.kind === "enum") {
        const known = field.values.list.map((entry) => entry.value);
        if (!values || values.some((text) => !known.includes(text))) wrong(`one of: ${known.join(", ")}`);
        return field.where(lookupOperator(operator), values);
      }
      if (!values || values.some((text) => !UUID.test(text))) wrong("a record id");
      return field.where(
        lookupOperator(operator),
        values.map((text) => text.toLowerCase()),
      );
    }
  }
}

/** in / notIn are eq / ne over a list: the fields' conditions already take several values (any of, none of). */
function lookupOperator(operator: Operator): LookupOperator {
  return operator === "in" ? "eq" : operator === "notIn" ? "ne" : (operator as LookupOperator);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER_TEXT = /^[+-]?\d+(?:\.\d+)?$/;
const MAX_INTEGER = 2_147_483_647;
const MAX_DECIMAL = 1e12;

/** Dates far outside the agency's records are typing errors; year 0 does not exist in SQL. */

function listOf(value: Criterion["value"]): string[] | undefined {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value;
  return undefined;
}

/** A JSON number or a decimal text ("3000", "1,250.50"); whole numbers for integer columns; within the columns' range. */
function numberOf(value: Criterion["value"], integer: boolean): number | string | undefined {
  let text: string;
  if (typeof value === "number") text = String(value);
  else if (typeof value === "string" && NUMBER_TEXT.test(value.trim().replace(/,/g, ""))) text = value.trim().replace(/,/g, "");
  else return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  if (integer) return Number.isInteger(number) && Math.abs(number) <= MAX_INTEGER ? number : undefined;
  // A decimal goes on as text (Prisma.Decimal reads it exactly); exponent forms of tiny numbers are spelled out.
  return Math.abs(number) < MAX_DECIMAL ? (/e/i.test(text) ? number.toFixed(10) : text) : undefined;
}

/** The order of an entity's list for `sort`/`order`; `fallback` is the list's own order (and its sort name, for `order` alone). */
export function resolveSort<O>(
  search: EntitySearch<unknown, O>,
  query: { sort?: string; order?: SortOrder },
  fallback: { name: string; orderBy: O[] },
): O[] {
  if (!query.sort && !query.order) return fallback.orderBy;
  const name = query.sort ?? fallback.name;
  const sort = search.sorts[name];
  // The list's zod schema accepts only LIST_SORTS names; every one has an entry (a unit test checks it).
  if (!sort) throw badRequest(`sort must be one of: ${Object.keys(search.sorts).join(", ")}.`, { sort: ["Unknown sort."] });
  return sort(query.order ?? "asc");
}
