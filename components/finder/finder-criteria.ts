import type { Criterion, Operator } from "@/lib/schemas/criteria-rules";
// criteria-rules, not ./search: the criteria chips of every list use this module, and search.ts brings zod.
import { isListOperator } from "@/lib/schemas/criteria-rules";
import type { SearchFieldDefinition } from "@/lib/schemas/search";

/**
 * The Finder's pure half: the dialog's rows ⇄ criteria, and the chip labels
 * above a filtered list ("Bedrooms ≥ 3"). Criteria in a list's address:
 * lib/list-address.ts.
 */

// ---------------------------------------------------------------- the dialog's rows

/** One row of the Finder: the chosen operator ('' = none: the value is locked) and the value as the control holds it. */
export interface FinderRow {
  operator: Operator | "";
  /** Text, a number or date as typed, 'true'/'false'/'' for booleans, an id or enum value for lookups. */
  value: string;
  /** The chips of a text row whose operator takes several values. */
  chips: string[];
}

export const EMPTY_ROW: FinderRow = { operator: "", value: "", chips: [] };

export type FinderRows = Record<string, FinderRow>;

/** Whether a row's value is chips (several texts), as the field's option for that operator says. */
export function takesChips(field: SearchFieldDefinition, operator: Operator | ""): boolean {
  return field.type === "string" && field.options.some((option) => option.operator === operator && option.multiple);
}

/** Whether a row's value is a choice of several listed values ("Is any of", "Is none of"): chips hold the values. */
export function takesList(field: SearchFieldDefinition, operator: Operator | ""): boolean {
  return field.type === "lookup" && isListOperator(operator);
}

// ---------------------------------------------------------------- defaults (issue 44: three conditions in few clicks)

/**
 * The operator a row takes when its value is typed or chosen before any operator (the field's most used one):
 * text "Contains", a listed value "Is any of", a searched record "Is", a yes/no "Is", a number or date "At least" /
 * "On or after" (the lower end of a range; the API has no "between"). Falls back to the field's first operator.
 */
export function defaultOperator(field: SearchFieldDefinition): Operator {
  const offered = field.options.map((option) => option.operator);
  const wanted: Operator =
    field.type === "string"
      ? "contains"
      : field.type === "lookup"
        ? offered.includes("in")
          ? "in"
          : "eq"
        : field.type === "boolean"
          ? "eq"
          : "gte";
  return offered.includes(wanted) ? wanted : offered[0]!;
}

/** The operator a row's value control is drawn for: the chosen one, or the field's default while none is chosen. */
export function rowOperator(field: SearchFieldDefinition, row: FinderRow): Operator {
  return row.operator || defaultOperator(field);
}

/**
 * A row once its value changes: the value is taken and, while no operator was chosen, the field's default becomes the
 * row's operator ("typing a value picks it"). A row left without any value keeps what it had.
 */
export function withValue(field: SearchFieldDefinition, row: FinderRow, change: Partial<Pick<FinderRow, "value" | "chips">>): FinderRow {
  const next = { ...row, ...change };
  const hasValue = next.value.trim() !== "" || next.chips.length > 0;
  return hasValue && !next.operator ? { ...next, operator: defaultOperator(field) } : next;
}

/** A listed field's values that match what is typed (any word start or part, case-insensitive), those it starts first, each group in the list's order. */
export function matchingValues<Entry extends { name: string }>(list: readonly Entry[], typed: string): Entry[] {
  const query = typed.trim().toLowerCase();
  if (!query) return [...list];
  const starts = list.filter((entry) => entry.name.toLowerCase().startsWith(query));
  const contains = list.filter((entry) => !starts.includes(entry) && entry.name.toLowerCase().includes(query));
  return [...starts, ...contains];
}

/** The rows that show the given criteria (a field the list no longer offers is dropped). */
export function rowsFromCriteria(fields: readonly SearchFieldDefinition[], criteria: readonly Criterion[]): FinderRows {
  const rows: FinderRows = {};
  for (const criterion of criteria) {
    const field = fields.find((candidate) => candidate.field === criterion.fieldName);
    if (!field) continue;
    const values = Array.isArray(criterion.value) ? criterion.value : [String(criterion.value)];
    rows[field.field] =
      takesChips(field, criterion.operator) || takesList(field, criterion.operator)
        ? { operator: criterion.operator, value: "", chips: values }
        : { operator: criterion.operator, value: values[0] ?? "", chips: [] };
  }
  return rows;
}

/** What is wrong with a row: the key of its message `finder.problems.<key>` (messages/*.json). */
export type RowProblem = "chooseValues" | "typeChips" | "enterValue" | "enterNumber" | "enterDate";

/** A row's problem before it is sent, or null. */
export function rowProblem(field: SearchFieldDefinition, row: FinderRow): RowProblem | null {
  if (!row.operator) return null;
  if (takesList(field, row.operator)) return row.chips.length ? null : "chooseValues";
  if (takesChips(field, row.operator)) {
    return row.chips.length || row.value.trim() ? null : "typeChips";
  }
  const value = row.value.trim();
  if (field.type === "boolean") return null; // '' is "any": no condition
  if (!value) return "enterValue";
  if (field.type === "number" && !/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(value)) return "enterNumber";
  if (field.type === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "enterDate";
  return null;
}

/**
 * The criteria of the rows, in the fields' order: only rows with an operator
 * (PRODUCT.md#finder "Finder"), a boolean's 'any' being no condition. Pending chip text
 * counts as one more chip; one chip is sent as plain text.
 */
export function criteriaFromRows(fields: readonly SearchFieldDefinition[], rows: FinderRows): Criterion[] {
  const criteria: Criterion[] = [];
  for (const field of fields) {
    const row = rows[field.field];
    if (!row?.operator) continue;
    const { operator } = row;
    if (takesList(field, operator)) {
      // Always a list, even of one (the API's in / notIn take nothing else).
      if (row.chips.length) criteria.push({ fieldName: field.field, operator, value: [...row.chips] });
      continue;
    }
    if (takesChips(field, operator)) {
      const values = [...row.chips, row.value.trim()].filter(Boolean);
      if (values.length) criteria.push({ fieldName: field.field, operator, value: values.length === 1 ? values[0]! : values });
      continue;
    }
    const value = row.value.trim();
    if (!value) continue;
    if (field.type === "boolean") criteria.push({ fieldName: field.field, operator, value: value === "true" });
    else if (field.type === "number") criteria.push({ fieldName: field.field, operator, value: value.replaceAll(",", "") });
    else criteria.push({ fieldName: field.field, operator, value });
  }
  return criteria;
}

// ---------------------------------------------------------------- chip labels

const NUMBER_SYMBOLS: Record<string, string> = { eq: "=", ne: "≠", gt: ">", gte: "≥", lt: "<", lte: "≤" };

/** The words a chip puts between its parts, in the screen's language (`finder.chips` in messages/*.json). */
export interface ChipWords {
  yes: string;
  no: string;
  /** Between two values of one condition: "“Rodney Bay” or “Gros Islet”". */
  or: string;
  /** The Intl locale numbers and days are written in. */
  locale: string;
}

export const ENGLISH_CHIP_WORDS: ChipWords = { yes: "Yes", no: "No", or: "or", locale: "en-US" };

const dayLabels = new Map<string, Intl.DateTimeFormat>();
const dayLabel = (locale: string) => {
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    dayLabels.set(locale, format);
  }
  return format;
};

/**
 * A calendar day `yyyy-MM-dd` as "Dec 31, 2026" (a day, not an instant: no zone applies); anything else as it is.
 * Intl rather than date-fns' format, whose English locale every list page would ship for this one label.
 */
function formatDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, date));
  const real = instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === date;
  return real ? dayLabel(locale).format(instant) : day;
}

/**
 * What a criterion's chip says: "Bedrooms ≥ 3", "Status is For Rent",
 * "Location contains Rodney Bay or Gros Islet", "Lease end on or before
 * Dec 31, 2026", "Price is negotiable: Yes". `recordName` names a record id
 * (a client, a listing) once it is known. The field's title, operator and listed names come in the screen's language
 * (use-finder-data.ts), and `words` the rest.
 */
export function criterionLabel(
  field: SearchFieldDefinition | undefined,
  criterion: Criterion,
  recordName?: string,
  words: ChipWords = ENGLISH_CHIP_WORDS,
): string {
  const values = Array.isArray(criterion.value) ? criterion.value : [criterion.value];
  if (!field) return `${criterion.fieldName} ${criterion.operator} ${values.join(", ")}`;
  const operatorName = field.options.find((option) => option.operator === criterion.operator)?.name ?? criterion.operator;
  switch (field.type) {
    case "number":
      return `${field.title} ${NUMBER_SYMBOLS[criterion.operator] ?? operatorName} ${values.map((value) => Number(value).toLocaleString(words.locale, { maximumFractionDigits: 2 })).join(", ")}`;
    case "boolean":
      return `${field.title}: ${criterion.value === true ? words.yes : words.no}`;
    case "date":
      return `${field.title} ${operatorName.toLowerCase()} ${values.map((value) => formatDay(String(value), words.locale)).join(", ")}`;
    case "lookup": {
      const names = values.map((value) => field.list?.find((entry) => entry.value === value)?.name ?? recordName ?? String(value));
      return `${field.title} ${operatorName.toLowerCase()} ${names.join(isListOperator(criterion.operator) ? ", " : ` ${words.or} `)}`;
    }
    default:
      return `${field.title} ${operatorName.toLowerCase()} ${values.map((value) => `“${String(value)}”`).join(` ${words.or} `)}`;
  }
}
