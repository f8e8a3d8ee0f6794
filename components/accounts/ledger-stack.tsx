import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

/** One line of a ledger on a phone. */
export interface StackLine {
  key: string;
  description: ReactNode;
  /** "Nov 8, 2026 · Wire". */
  meta: string;
  /** The entry's signed value; absent on the brought-forward and closing lines. */
  amount?: { text: string; tone: string };
  balance: { text: string; tone: string };
  /** A line that sums up (brought forward, closing balance). */
  summary?: boolean;
  action?: ReactNode;
  /** For moving focus to the line (tabIndex -1 and data-entry-id on the item). */
  entryId?: string;
}

/**
 * The ledger and the statement below `sm` (DESIGN.md §5): each entry stacks
 * its description over the date and type, and its amount over the balance,
 * so nothing scrolls sideways. The description wraps in full.
 */
export function LedgerStack({ lines, label, className }: { lines: StackLine[]; label: string; className?: string }) {
  return (
    // Bleeds to the card's edges (p-5), as the card's table does.
    <ul className={cx("-mx-5 divide-y divide-slate-100 border-y border-slate-200", className)} aria-label={label}>
      {lines.map((line) => (
        <li
          key={line.key}
          data-entry-id={line.entryId}
          tabIndex={line.entryId ? -1 : undefined}
          className={cx(
            "flex items-start gap-3 px-5 py-3 focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500",
            line.summary && "bg-slate-50",
          )}
        >
          <div className="min-w-0 flex-1">
            <p className={cx("break-words text-sm", line.summary ? "font-semibold text-slate-900" : "text-slate-900")}>
              {line.description}
            </p>
            <p className="text-xs text-slate-500">{line.meta}</p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            {line.amount && <p className={cx("text-sm font-medium", line.amount.tone)}>{line.amount.text}</p>}
            <p className={cx(line.amount ? "text-xs" : "text-sm font-semibold", line.balance.tone)}>{line.balance.text}</p>
          </div>
          {line.action}
        </li>
      ))}
    </ul>
  );
}
