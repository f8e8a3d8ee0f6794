"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
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

/**
 * A header's click on the server's sort: a new column sorts ascending, then descending, then not at all (the list's
 * own order). One column at a time.
 */
export function nextSort(current: TableSort | null, sort: string): TableSort | null {
  if (current?.sort !== sort) return { sort, order: "asc" };
  return current.order === "asc" ? { sort, order: "desc" } : null;
}

/**
 * The one table of the console: the server sorts and pages, so the table only draws the rows it is given and turns
 * a header's click into the next sort (no table library: the page loads less and hydrates less).
 */
export function DataTable<Row>({
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
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.id}
                column={column}
                direction={column.sort !== undefined && sort?.sort === column.sort ? sort.order : false}
                onToggle={column.sort === undefined ? undefined : () => onSort(nextSort(sort, column.sort!))}
                wraps={headsWrap}
              >
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state === "loading" && rows.length === 0 ? (
            <SkeletonRows columns={columns} count={skeletonRows} />
          ) : state === "failed" && rows.length === 0 ? (
            <MessageRow span={columns.length} title={failedTitle} hint={t("checkConnection")} />
          ) : rows.length === 0 ? (
            <MessageRow span={columns.length} title={emptyTitle} hint={emptyHint} />
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="relative hover:bg-slate-50 focus-within:bg-slate-50">
                <td className={cx(CELL, "py-1.5")}>
                  <Link
                    href={hrefOf(row)}
                    prefetch={false}
                    className="font-medium break-words text-slate-900 lg:whitespace-nowrap before:absolute before:inset-0 hover:text-brand-700 focus-visible:outline-none focus-visible:before:rounded-sm focus-visible:before:ring-2 focus-visible:before:ring-inset focus-visible:before:ring-brand-600"
                  >
                    {cellOf(primary, row)}
                  </Link>
                  {secondLine.length > 0 && (
                    <p className={cx("line-clamp-2 text-xs text-slate-500", byTableWidth ? "@2xl:hidden" : "sm:hidden")}>
                      {secondLine
                        .map((column) => column.text!(row))
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                </td>
                {rest.map((column) => (
                  <BodyCell key={column.id} column={column} row={row} />
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
