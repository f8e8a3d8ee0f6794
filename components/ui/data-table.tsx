"use client";

import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from "@heroicons/react/16/solid";
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
import { useMemo, type ReactNode } from "react";
import { Card } from "./card";
import { cx } from "./cx";
import type { TableSort } from "@/lib/list-address";

/**
 * One column of a list's table (DESIGN.md "Table"). The first column is the
 * record's name: its link stretches over the row. `priority` 1 always shows,
 * 2 from `sm`, 3 from `lg`; below `sm` the priority-2 values (their `text`)
 * join the first cell as a second line, so a phone never scrolls sideways.
 */
export type DataColumn<Row, Sort extends string = string> = DataColumnBase<Sort> &
  (
    | {
        render: (row: Row) => ReactNode;
        /** Plain text of the value, for the phone's second line and the title of a cut `fill` cell. */
        text?: (row: Row) => string | null;
      }
    /** A plain-text cell: the text is what it shows. */
    | { render?: undefined; text: (row: Row) => string | null }
  );

interface DataColumnBase<Sort extends string> {
  id: string;
  header: string;
  /** The server's sort name for this column (docs/API.md "Sorting"); absent = not sortable. */
  sort?: Sort;
  align?: "left" | "right";
  /** 4: only from `2xl` (a wide table's least needed columns: the rent roll's). */
  priority?: 1 | 2 | 3 | 4;
  /** Shown only below `lg`: a phone's summary of what wider screens spread over several columns. */
  narrowOnly?: boolean;
  /**
   * Long free text (an address, an e-mail) that takes the width the other
   * columns leave: one line, cut with an ellipsis, the whole value in its
   * title. One per table, so the table always fits its card.
   */
  fill?: boolean;
}

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

const VISIBILITY: Record<1 | 2 | 3 | 4, string> = {
  1: "",
  2: "hidden sm:table-cell",
  3: "hidden lg:table-cell",
  4: "hidden 2xl:table-cell",
};

function visibility(column: { priority?: 1 | 2 | 3 | 4; narrowOnly?: boolean }): string {
  return column.narrowOnly ? "lg:hidden" : VISIBILITY[column.priority ?? 1];
}

const CELL = "px-3 first:pl-5 last:pr-5";

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
  const phoneLine = rest.filter((column) => column.priority === 2 && column.text);

  return (
    <Card flush label={label}>
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
            <MessageRow span={columns.length} title={failedTitle} hint="Check your connection and reload the page." />
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
                  {phoneLine.length > 0 && (
                    <p className="line-clamp-2 text-xs text-slate-500 sm:hidden">
                      {phoneLine
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

function HeaderCell<Row>({
  column,
  direction,
  onToggle,
  children,
}: {
  column: DataColumn<Row>;
  direction: false | "asc" | "desc";
  onToggle: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) {
  const right = column.align === "right";
  const headClasses = "text-xs font-semibold uppercase tracking-wide text-slate-600";
  if (!column.sort) {
    return (
      <th scope="col" className={cx(CELL, "py-2 whitespace-nowrap", headClasses, right ? "text-right" : "text-left", visibility(column))}>
        {children}
      </th>
    );
  }
  const Arrow = direction === "asc" ? ChevronUpIcon : direction === "desc" ? ChevronDownIcon : ChevronUpDownIcon;
  const arrow = (
    <Arrow
      aria-hidden="true"
      className={cx(
        "size-3.5 shrink-0",
        direction ? "text-slate-900" : "text-slate-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100",
      )}
    />
  );
  return (
    <th
      scope="col"
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      className={cx(CELL, "py-1 whitespace-nowrap", right ? "text-right" : "text-left", visibility(column))}
    >
      <button
        type="button"
        onClick={onToggle}
        className={cx(
          "group -mx-1.5 inline-flex items-center gap-1 rounded-sm px-1.5 py-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
          headClasses,
          right && "flex-row-reverse",
        )}
      >
        {children}
        {arrow}
      </button>
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: DataColumn<Row>; row: Row }) {
  const right = column.align === "right";
  const title = column.fill ? (column.text?.(row) ?? undefined) : undefined;
  return (
    <td
      className={cx(
        CELL,
        "py-1.5",
        column.fill ? "w-full max-w-0" : "whitespace-nowrap",
        right && "text-right tabular-nums",
        visibility(column),
      )}
    >
      {column.fill ? (
        <span className="block truncate" title={title}>
          {cellOf(column, row)}
        </span>
      ) : (
        cellOf(column, row)
      )}
    </td>
  );
}

function SkeletonRows<Row>({ columns, count }: { columns: DataColumn<Row>[]; count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <tr key={index} aria-hidden="true">
          {columns.map((column, position) => (
            <td key={column.id} className={cx(CELL, "py-1.5", visibility(column))}>
              <div
                className={cx(
                  "my-1 h-3 animate-pulse rounded bg-slate-200",
                  position === 0 ? "w-40" : "w-16",
                  column.align === "right" && "ml-auto",
                )}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

function MessageRow({ span, title, hint }: { span: number; title: string; hint?: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-5 py-10 text-center text-sm text-slate-500">
        <p className="font-semibold text-slate-700">{title}</p>
        {hint && <div className="mt-1">{hint}</div>}
      </td>
    </tr>
  );
}

/** What a cell shows: its render, or else its text. */
export function cellOf<Row>(column: DataColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : column.text(row);
}
