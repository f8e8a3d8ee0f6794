import type { ImportKind } from "@/lib/domain/import-fields";
import type { DateOrder, DuplicateChoice, ImportDefaults, ImportMapping, ImportRowError } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { dateOrdersOf, dateText, plainCell } from "./cell-values";
import { IMPORTERS } from "./importers";
import type { Db, FieldValues, RowPlan } from "./kinds/kind-types";

export const CHOOSE_DATE_ORDER = "This date could be day/month or month/day: choose the file's date order.";

export interface Evaluation {
  plans: RowPlan<unknown>[];
  errors: ImportRowError[];
  dateOrderNeeded: boolean;
}

/**
 * Every row of an import through its kind: cells mapped to fields (the
 * export's formula guard undone), dates read in the file's order, then the
 * kind's plan — validated by the forms' own schemas, references resolved,
 * duplicates found. The dry run and the commit both call this; nothing is
 * written here.
 */
export async function evaluateRows(
  db: Db,
  input: {
    kind: ImportKind;
    columns: string[];
    rows: string[][];
    mapping: ImportMapping;
    dateOrder: DateOrder | null;
    duplicates: DuplicateChoice;
    /** The value every row gets for a field where the file gives none (a blank cell, or no column). */
    defaults?: ImportDefaults;
  },
  actor: Actor,
  now = new Date(),
): Promise<Evaluation> {
  const importer = IMPORTERS[input.kind];
  const fieldColumns = input.columns.flatMap((column, index) => {
    const field = input.mapping[column];
    return field ? [{ field, index, column }] : [];
  });
  const columnOf = new Map(fieldColumns.map(({ field, column }) => [field, column]));

  // The file's date order, when its slash dates show it (a day over 12); otherwise the person's choice.
  let evident: DateOrder | null = null;
  let ambiguous = false;
  const dateColumns = fieldColumns.filter(({ field }) => importer.dateFields.includes(field));
  for (const row of input.rows) {
    for (const { index } of dateColumns) {
      const orders = dateOrdersOf(row[index] ?? "");
      if (!orders) continue;
      if (orders.dmy && !orders.mdy) evident ??= "dmy";
      else if (orders.mdy && !orders.dmy) evident ??= "mdy";
      else if (orders.dmy && orders.mdy) ambiguous = true;
    }
  }
  const order = input.dateOrder ?? evident;
  // Defaults are the person's own values: a date in them is read as one (yyyy-MM-dd, or in the file's order).
  const defaultEntries = Object.entries(input.defaults ?? {}).flatMap(([field, text]) => {
    const value = plainCell(text).trim();
    if (!value) return [];
    if (!importer.dateFields.includes(field)) return [[field, value] as const];
    const date = dateText(value, order);
    return [[field, typeof date === "string" ? date : value] as const];
  });

  const dateProblems = new Map<number, { field: string; message: string }[]>();
  const values: FieldValues[] = input.rows.map((row, rowIndex) => {
    const out: FieldValues = {};
    for (const { field, index } of fieldColumns) {
      let cell = plainCell(row[index] ?? "");
      if (importer.dateFields.includes(field) && cell !== "") {
        const date = dateText(cell, order);
        if (typeof date === "string") cell = date;
        else {
          dateProblems.set(rowIndex, [...(dateProblems.get(rowIndex) ?? []), { field, message: CHOOSE_DATE_ORDER }]);
          cell = "";
        }
      }
      out[field] = cell;
    }
    for (const [field, value] of defaultEntries) if (!(out[field] ?? "").trim()) out[field] = value;
    return out;
  });

  const plans = await importer.plan(values, { db, actor, duplicates: input.duplicates, dateOrder: order, now });
  const errors: ImportRowError[] = [];
  plans.forEach((plan, index) => {
    const problems = [...(dateProblems.get(index) ?? []), ...(plan.status === "error" ? plan.problems : [])];
    if (problems.length && plan.status !== "error") plans[index] = { status: "error", problems };
    for (const problem of problems) {
      errors.push({
        row: index + 2,
        column: problem.field ? (columnOf.get(problem.field) ?? null) : null,
        field: problem.field,
        message: problem.message,
        name: rowName(input.rows[index] ?? []),
      });
    }
  });
  return { plans, errors, dateOrderNeeded: ambiguous && !input.dateOrder && !evident };
}

const NOT_A_NAME = /^[-+()$€£\d.,\s/:%]+$|^(true|false|yes|no)$/i;

/** A row's name for the error table: its first non-blank cell that is text — not a number, amount, date or yes/no. */
export function rowName(row: string[]): string | null {
  for (const raw of row) {
    const cell = plainCell(raw ?? "").trim();
    if (cell && !NOT_A_NAME.test(cell)) return cell.length > 80 ? `${cell.slice(0, 79)}…` : cell;
  }
  return null;
}

/**
 * Defaults checked like cells (issue 44): each alone in a row, through the kind's own plan — a field no import of
 * the kind has is refused, and so is a value the field's cell would be refused for, each naming the field.
 */
export async function defaultProblems(
  db: Db,
  input: { kind: ImportKind; defaults: ImportDefaults; dateOrder: DateOrder | null },
  actor: Actor,
  now = new Date(),
): Promise<{ field: string; message: string }[]> {
  const importer = IMPORTERS[input.kind];
  const problems: { field: string; message: string }[] = [];
  for (const [field, text] of Object.entries(input.defaults)) {
    let value = plainCell(text).trim();
    if (!value) continue;
    if (importer.dateFields.includes(field)) {
      const date = dateText(value, input.dateOrder);
      if (typeof date !== "string") {
        problems.push({ field, message: CHOOSE_DATE_ORDER });
        continue;
      }
      value = date;
    }
    const [plan] = await importer.plan([{ [field]: value }], { db, actor, duplicates: "skip", dateOrder: input.dateOrder, now });
    const found = plan?.status === "error" ? plan.problems.find((problem) => problem.field === field) : undefined;
    if (found) problems.push({ field, message: found.message });
  }
  return problems;
}
