import type { DataColumn } from "./data-table";

/** The sort names a table's columns offer, for useTableSort. */
export function sortNamesOf<Row>(columns: readonly DataColumn<Row>[]): string[] {
  return columns.flatMap((column) => (column.sort ? [column.sort] : []));
}
