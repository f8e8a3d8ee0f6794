/**
 * The shape of Finder criteria (PRODUCT.md#finder "Search criterion") without zod:
 * `criteriaSchema` (./search.ts, the API) is built from these limits, and the
 * lists read the `criteria` of their page's address with `checkCriteria`, so a
 * list page does not ship zod to read its address.
 * tests/unit/finder-criteria.test.ts holds the two to the same answers.
 */
export const OPERATORS = ["contains", "notContains", "equals", "startsWith", "eq", "ne", "gt", "gte", "lt", "lte", "in", "notIn"] as const;
export type Operator = (typeof OPERATORS)[number];

/**
 * "Is any of" / "is none of": a lookup's several values as one condition ("For Rent or For Rent & Sale"),
 * the value always a list (`["for-rent", "rent-and-sale"]`). Offered where the field lists its values
 * (enumerations, roles, specialists); record lookups searched through a combobox keep eq / ne.
 */
export const LIST_OPERATORS = ["in", "notIn"] as const satisfies readonly Operator[];
export function isListOperator(operator: Operator | ""): operator is (typeof LIST_OPERATORS)[number] {
  return operator === "in" || operator === "notIn";
}

export const MAX_CRITERIA = 30;
export const MAX_CRITERION_VALUES = 50;
export const MAX_CRITERION_TEXT = 200;
export const MAX_FIELD_NAME = 100;
/** Longest `criteria` query parameter (URL-decoded); Node refuses request heads over 16 KB anyway. */
export const MAX_CRITERIA_PARAM = 8_000;
/**
 * Values across all conditions of one search (a list counts each of its values): what one query may
 * ask of PostgreSQL. 30 conditions of 50 values each would be 1,500 LIKEs; a person's search is a handful.
 */
export const MAX_CRITERIA_VALUES_TOTAL = 60;
export const TOO_MANY_VALUES_MESSAGE = `The conditions can hold at most ${MAX_CRITERIA_VALUES_TOTAL} values in all.`;

/** How many values a search's conditions hold (a list counts each of its values). */
export function valueCount(criteria: readonly { value: unknown }[]): number {
  return criteria.reduce((total, { value }) => total + (Array.isArray(value) ? value.length : 1), 0);
}

/** One condition: `{ fieldName, operator, value }` (PRODUCT.md#finder). The field decides what `value` must be. */
export interface Criterion {
  fieldName: string;
  operator: Operator;
  value: string | number | boolean | string[];
}

/** Builds the `criteria` query parameter's value (the browser's half of criteriaParamSchema). */
export function criteriaParam(criteria: readonly Criterion[]): string {
  return JSON.stringify(criteria);
}

const isText = (value: unknown): value is string => typeof value === "string" && value.length <= MAX_CRITERION_TEXT;

function checkValue(value: unknown): Criterion["value"] | undefined {
  if (isText(value) || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))) return value;
  if (Array.isArray(value) && value.length >= 1 && value.length <= MAX_CRITERION_VALUES && value.every(isText)) return [...value];
  return undefined;
}

function checkCriterion(item: unknown): Criterion | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const { fieldName, operator, value } = item as Record<string, unknown>;
  if (typeof fieldName !== "string") return undefined;
  const name = fieldName.trim();
  if (name.length === 0 || name.length > MAX_FIELD_NAME) return undefined;
  if (!(OPERATORS as readonly unknown[]).includes(operator)) return undefined;
  const checked = checkValue(value);
  return checked === undefined ? undefined : { fieldName: name, operator: operator as Operator, value: checked };
}

/** What `criteriaSchema.safeParse` accepts, as it returns it (names trimmed, unknown keys dropped); null otherwise. */
export function checkCriteria(value: unknown): Criterion[] | null {
  if (!Array.isArray(value) || value.length > MAX_CRITERIA) return null;
  const criteria: Criterion[] = [];
  for (const item of value) {
    const criterion = checkCriterion(item);
    if (!criterion) return null;
    criteria.push(criterion);
  }
  return valueCount(criteria) > MAX_CRITERIA_VALUES_TOTAL ? null : criteria;
}
