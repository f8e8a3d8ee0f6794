import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { isListOperator, type Criterion, type Operator, type SearchFieldDefinition } from "@/lib/schemas/search";
import { AGENCY_TIME_ZONE } from "./reminders";

/**
 * What the Finder's criteria should match, computed in plain TypeScript from
 * the records' JSON (the field's name is its dotted path there): the oracle
 * the API's answers are compared with. Written from docs/API.md's rules, not
 * from the server's code: text case-insensitive and literal, phone numbers by
 * digits, several values any-of (none-of for notContains and ne), "not"
 * operators keep records without a value, date-times by the agency's day.
 * A lookup whose value is a list (a record's documents' categories) meets
 * "is" / "is any of" when one of them is asked for, "is not" / "is none of"
 * when none is.
 */
export type JsonRecord = Record<string, unknown>;

export function valueAt(record: JsonRecord, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as JsonRecord)[key] : undefined), record);
}

const absent = (value: unknown) => value === null || value === undefined;

export function agencyDayOfInstant(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), AGENCY_TIME_ZONE), "yyyy-MM-dd");
}

function textMatches(operator: Operator, actual: string, wanted: string): boolean {
  const [a, w] = [actual.toLowerCase(), wanted.toLowerCase()];
  if (operator === "contains" || operator === "notContains") return a.includes(w);
  if (operator === "equals") return a === w;
  return a.startsWith(w);
}

function compare(operator: Operator, actual: number | string, wanted: number | string): boolean {
  switch (operator) {
    case "eq":
      return actual === wanted;
    case "ne":
      return actual !== wanted;
    case "gt":
      return actual > wanted;
    case "gte":
      return actual >= wanted;
    case "lt":
      return actual < wanted;
    case "lte":
      return actual <= wanted;
    default:
      throw new Error(`not a comparison: ${operator}`);
  }
}

/** Whether `record` meets `criterion` on `field`. */
export function meets(field: SearchFieldDefinition, record: JsonRecord, criterion: Criterion): boolean {
  const actual = valueAt(record, field.field);
  const { operator, value } = criterion;
  const negative = operator === "notContains" || operator === "ne" || operator === "notIn";
  if (absent(actual)) return negative;
  const values = Array.isArray(value) ? value : [value];
  switch (field.type) {
    case "string": {
      const digits = (text: string) => (field.phone ? text.replace(/\D/g, "") : text.trim());
      const any = values.some((wanted) => textMatches(operator, digits(String(actual)), digits(String(wanted))));
      return operator === "notContains" ? !any : any;
    }
    case "number":
      return compare(operator, Number(actual), Number(String(value).replace(/,/g, "")));
    case "date": {
      const day = field.dateTime ? agencyDayOfInstant(String(actual)) : String(actual);
      return compare(operator, day, String(value));
    }
    case "boolean":
      return actual === value;
    case "lookup": {
      const held = (Array.isArray(actual) ? actual : [actual]).map(String);
      const any = values.map(String).some((wanted) => held.includes(wanted));
      return operator === "ne" || operator === "notIn" ? !any : any;
    }
  }
}

function flipCase(text: string): string {
  return [...text].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join("");
}

/**
 * Criteria worth asking of `field` over these records: every operator it
 * offers, with values taken from the records (so answers are not trivially
 * empty), and a two-value list where the operator takes several.
 */
export function casesFor(field: SearchFieldDefinition, records: JsonRecord[]): Criterion[] {
  const present = records
    .flatMap((record) => {
      const value = valueAt(record, field.field);
      return Array.isArray(value) ? value : [value];
    })
    .filter((value) => !absent(value));
  if (present.length === 0) throw new Error(`no record has a value for ${field.field}`);
  const pick = present[Math.min(1, present.length - 1)]!;
  const other = present.find((value) => String(value) !== String(pick)) ?? pick;
  const cases: Criterion[] = [];
  for (const { operator, multiple } of field.options) {
    const make = (from: unknown): Criterion["value"] => {
      const text = String(from);
      switch (field.type) {
        case "string": {
          const source = field.phone ? text.replace(/\D/g, "") : text;
          if (operator === "equals") return flipCase(source);
          if (operator === "startsWith") return flipCase(source.slice(0, 4));
          return flipCase(source.slice(Math.floor(source.length / 3), Math.floor(source.length / 3) + 4));
        }
        case "number":
          return Number(text);
        case "date":
          return field.dateTime ? agencyDayOfInstant(text) : text;
        case "boolean":
          return from as boolean;
        case "lookup":
          return text;
      }
    };
    if (field.type === "boolean") {
      cases.push({ fieldName: field.field, operator, value: true }, { fieldName: field.field, operator, value: false });
      continue;
    }
    if (isListOperator(operator)) {
      // "Is any of" / "is none of" take a list: of one, and of two.
      cases.push({ fieldName: field.field, operator, value: [make(pick) as string] });
      cases.push({ fieldName: field.field, operator, value: [make(pick) as string, make(other) as string] });
      continue;
    }
    cases.push({ fieldName: field.field, operator, value: make(pick) });
    if (multiple) cases.push({ fieldName: field.field, operator, value: [make(pick) as string, make(other) as string] });
  }
  return cases;
}
