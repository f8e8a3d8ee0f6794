import type { DataColumn } from "./data-column";

/** The sort names a table's columns offer (the list's address accepts only these). */
export function sortNamesOf<Row, Sort extends string>(columns: readonly DataColumn<Row, Sort>[]): Sort[] {
  return columns.flatMap((column) => (column.sort ? [column.sort] : []));
}
