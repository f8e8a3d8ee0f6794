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
  /** 4: only from `2xl`. */
  priority?: 1 | 2 | 3 | 4;
  /**
   * Instead of `priority`: shown from this width of the table itself (Tailwind's container sizes: 2xl 42rem,
   * 3xl 48rem, 4xl 56rem, 6xl 72rem, 7xl 80rem), for a table of many columns, which has the side menu's 231 px
   * less at the same screen width when the menu is open. Below `2xl` these columns join the first cell as its
   * second line, as priority 2 does below `sm`.
   */
  showFrom?: TableWidth;
  /** Shown only below `lg`: a phone's summary of what wider screens spread over several columns. */
  narrowOnly?: boolean;
  /**
   * Long free text (an address, an e-mail) that takes the width the other
   * columns leave: one line, cut with an ellipsis, the whole value in its
   * title. One per table, so the table always fits its card.
   */
  fill?: boolean;
}

export type TableWidth = "2xl" | "3xl" | "4xl" | "6xl" | "7xl";

const VISIBILITY: Record<1 | 2 | 3 | 4, string> = {
  1: "",
  2: "hidden sm:table-cell",
  3: "hidden lg:table-cell",
  4: "hidden 2xl:table-cell",
};

const VISIBILITY_BY_TABLE_WIDTH: Record<TableWidth, string> = {
  "2xl": "hidden @2xl:table-cell",
  "3xl": "hidden @3xl:table-cell",
  "4xl": "hidden @4xl:table-cell",
  "6xl": "hidden @6xl:table-cell",
  "7xl": "hidden @7xl:table-cell",
};

export function visibility(column: Pick<DataColumnBase<string>, "priority" | "showFrom" | "narrowOnly">): string {
  if (column.narrowOnly) return "lg:hidden";
  return column.showFrom ? VISIBILITY_BY_TABLE_WIDTH[column.showFrom] : VISIBILITY[column.priority ?? 1];
}

export const CELL = "px-3 first:pl-5 last:pr-5";

export function HeaderCell<Row>({
  column,
  direction,
  onToggle,
  wraps,
  children,
}: {
  column: DataColumn<Row>;
  direction: false | "asc" | "desc";
  onToggle: ((event: unknown) => void) | undefined;
  /** The head may take two lines when the table is short of room (Spanish runs long). */
  wraps: boolean;
  children: ReactNode;
}) {
  const right = column.align === "right";
  const headClasses = "text-xs font-semibold uppercase tracking-wide text-slate-600";
  const lines = wraps ? "" : "whitespace-nowrap";
  if (!column.sort) {
    return (
      <th scope="col" className={cx(CELL, "py-2", lines, headClasses, right ? "text-right" : "text-left", visibility(column))}>
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
      className={cx(CELL, "py-1", lines, right ? "text-right" : "text-left", visibility(column))}
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
