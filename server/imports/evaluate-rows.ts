import type { ImportKind } from "@/lib/domain/import-fields";
import type { DateOrder, DuplicateChoice, ImportMapping, ImportRowError } from "@/lib/schemas/import";
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
      });
    }
  });
  return { plans, errors, dateOrderNeeded: ambiguous && !input.dateOrder && !evident };
}
