"use client";

import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { Card } from "./card";
import { cx } from "./cx";
import { BodyCell, CELL, cellOf, HeaderCell, MessageRow, SkeletonRows, visibility, type DataColumn } from "./data-column";
import type { TableSort } from "@/lib/list-address";

export type TableState = "loading" | "failed" | "ready";

export interface DataTableProps<Row> {
  /** What the rows are, for screen readers: "Clients". */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  hrefOf: (row: Row) => string;
  sort: TableSort | null;
  onSort: (next: TableSort | null) => void;
  state: TableState;
  /** Shown in the one row of an empty or failed table. */
  emptyTitle: string;
  emptyHint?: ReactNode;
  failedTitle: string;
  /** The paginator, under the rows. */
  footer?: ReactNode;
  /** A totals row under the rows (the rent roll): the first cell's label and a cell per column id; sticky at the bottom. */
  totals?: { label: ReactNode; cells: Partial<Record<string, ReactNode>> };
  skeletonRows?: number;
}

// Sorting only: rows arrive sorted and paged by the server (manual mode), so no client row models.
const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

/** The one table of the console: server-side sort and paging (TanStack Table in manual mode). */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  rowKey,
  hrefOf,
  sort,
  onSort,
  state,
  emptyTitle,
  emptyHint,
  failedTitle,
  footer,
  totals,
  skeletonRows = 12,
}: DataTableProps<Row>) {
  const t = useTranslations("common.states");
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const definitions = useMemo<ColumnDef<Features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // TanStack only sorts columns with an accessor; the value itself is never compared (the server sorts).
        accessorFn: (row: Row) => column.text?.(row) ?? "",
        enableSorting: Boolean(column.sort),
      })),
    [columns],
  );
  const sorting: SortingState = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.sort === sort.sort);
    return column && sort ? [{ id: column.id, desc: sort.order === "desc" }] : [];
  }, [columns, sort]);

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === "function" ? updater(sorting) : updater;
    const first = next[0];
    const column = first && byId.get(first.id);
    onSort(first && column?.sort ? { sort: column.sort, order: first.desc ? "desc" : "asc" } : null);
  };

  const table = useTable({
    features,
    data: rows,
    columns: definitions,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange,
  });

  const primary = columns[0]!;
  const rest = columns.slice(1);
  // Columns shown by the table's own width make the card the container their queries measure.
  const byTableWidth = columns.some((column) => column.showFrom);
  const secondLine = rest.filter((column) => (byTableWidth ? column.showFrom === "2xl" : column.priority === 2) && column.text);
  // Heads may wrap only without a fill column: it takes all the room the others leave, so each head would wrap.
  const headsWrap = !columns.some((column) => column.fill);

  return (
    <Card flush label={label} className={byTableWidth ? "@container" : undefined}>
      <table className="w-full text-sm text-slate-700">
        <thead className="sticky top-14 z-sticky border-b border-slate-200 bg-slate-50 lg:top-0">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                return (
                  <HeaderCell
                    key={header.id}
                    column={column}
                    direction={header.column.getIsSorted()}
                    onToggle={header.column.getToggleSortingHandler()}
                    wraps={headsWrap}
                  >
                    <table.FlexRender header={header} />
                  </HeaderCell>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state === "loading" && rows.length === 0 ? (
            <SkeletonRows columns={columns} count={skeletonRows} />
          ) : state === "failed" && rows.length === 0 ? (
            <MessageRow span={columns.length} title={failedTitle} hint={t("checkConnection")} />
          ) : rows.length === 0 ? (
            <MessageRow span={columns.length} title={emptyTitle} hint={emptyHint} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="relative hover:bg-slate-50 focus-within:bg-slate-50">
                <td className={cx(CELL, "py-1.5")}>
                  <Link
                    href={hrefOf(row.original)}
                    prefetch={false}
                    className="font-medium break-words text-slate-900 lg:whitespace-nowrap before:absolute before:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:before:rounded-sm focus-visible:before:ring-2 focus-visible:before:ring-inset focus-visible:before:ring-brand-600"
                  >
                    {cellOf(primary, row.original)}
                  </Link>
                  {secondLine.length > 0 && (
                    <p className={cx("line-clamp-2 text-xs text-slate-500", byTableWidth ? "@2xl:hidden" : "sm:hidden")}>
                      {secondLine
                        .map((column) => column.text!(row.original))
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                </td>
                {rest.map((column) => (
                  <BodyCell key={column.id} column={column} row={row.original} />
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals && rows.length > 0 && (
          <tfoot className="sticky bottom-0 z-sticky border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 print:static">
            <tr>
              {columns.map((column, index) => (
                <td
                  key={column.id}
                  className={cx(CELL, "py-2", column.align === "right" ? "text-right tabular-nums" : "text-left", visibility(column))}
                >
                  {index === 0 ? totals.label : totals.cells[column.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {footer && <div className="border-t border-slate-100 px-5 py-2">{footer}</div>}
    </Card>
  );
}
