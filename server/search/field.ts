import type { Operator, SearchFieldLookup, SortOrder } from "@/lib/schemas/search";

/**
 * One searchable field of an entity: what the Finder shows (name, title,
 * type, operators, values) and how a checked criterion becomes a condition
 * `W` of that entity's query (a Prisma where input, or SQL for reminders).
 * server/search/criteria.ts checks every criterion against these before any
 * `where` is called, so `where` receives only values of its own type.
 */
export type TextOperator = "contains" | "notContains" | "equals" | "startsWith";
export type CompareOperator = "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
export type LookupOperator = "eq" | "ne";

export interface ListValue {
  value: string;
  name: string;
}

interface FieldBase {
  /** The criterion's fieldName: the list JSON's name, dotted for nested values. */
  name: string;
  title: string;
  /** Fewer operators than the type offers, when some make no sense for this field. */
  operators?: readonly Operator[];
  /**
   * The field reads admin-only data (users' documents): only an administrator
   * may search by it; anyone else's criterion on it is 403 and the Finder does not offer it.
   */
  adminOnly?: boolean;
}

export interface TextField<W> extends FieldBase {
  type: "string";
  /** Matched by its digits (values lose everything but digits; the column holds digits only). */
  phone?: boolean;
  where(operator: TextOperator, values: string[]): W;
}

export interface NumberField<W> extends FieldBase {
  type: "number";
  /** Whole numbers only (integer columns); others take decimals, passed on as decimal text. */
  integer: boolean;
  where(operator: CompareOperator, value: number | string): W;
}

export interface DateField<W> extends FieldBase {
  type: "date";
  /** The column holds an instant, compared by the agency's calendar day; otherwise a calendar date. */
  dateTime: boolean;
  where(operator: CompareOperator, day: string): W;
}

export interface BooleanField<W> extends FieldBase {
  type: "boolean";
  /** `now`: the request's instant, for a flag that time changes (an order past due). */
  where(operator: "eq", value: boolean, now: Date): W;
}

/** An enumeration: every value and its label, checked on input. */
export interface EnumValues {
  kind: "enum";
  list: readonly ListValue[];
}

/** Records, named by id: listed when they are few (`list`), searched through `lookup` when they are many. */
export interface RecordValues {
  kind: "records";
  list?: () => Promise<ListValue[]>;
  lookup?: SearchFieldLookup;
}

export interface LookupField<W> extends FieldBase {
  type: "lookup";
  values: EnumValues | RecordValues;
  where(operator: LookupOperator, values: string[]): W;
}

export type SearchField<W> = TextField<W> | NumberField<W> | DateField<W> | BooleanField<W> | LookupField<W>;

/** An entity's Finder: its fields, and how each of its list's sort names orders rows (`O`). */
export interface EntitySearch<W, O> {
  /** "Listings": the start of error messages. */
  label: string;
  fields: readonly SearchField<W>[];
  sorts: Record<string, (order: SortOrder) => O[]>;
}
