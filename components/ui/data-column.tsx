import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from "@heroicons/react/16/solid";
import type { ReactNode } from "react";
import { cx } from "./cx";

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

const VISIBILITY: Record<1 | 2 | 3 | 4, string> = {
  1: "",
  2: "hidden sm:table-cell",
  3: "hidden lg:table-cell",
  4: "hidden 2xl:table-cell",
};

export function visibility(column: { priority?: 1 | 2 | 3 | 4; narrowOnly?: boolean }): string {
  return column.narrowOnly ? "lg:hidden" : VISIBILITY[column.priority ?? 1];
}

export const CELL = "px-3 first:pl-5 last:pr-5";

export function HeaderCell<Row>({
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

export function BodyCell<Row>({ column, row }: { column: DataColumn<Row>; row: Row }) {
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

export function SkeletonRows<Row>({ columns, count }: { columns: DataColumn<Row>[]; count: number }) {
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

export function MessageRow({ span, title, hint }: { span: number; title: string; hint?: ReactNode }) {
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
