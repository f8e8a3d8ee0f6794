"use client";

import { TrashIcon } from "@heroicons/react/20/solid";
import { cx } from "@/components/ui/cx";
import { formatLedgerValue, formatUsd, isNegativeAmount } from "@/lib/domain/money";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import type { TransactionDto } from "@/lib/schemas/account";

/** Dates as the agency's calendar days (APP_TIME_ZONE), whatever the browser's zone. */
function dayFormatter(timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
}

interface LedgerEntriesProps {
  transactions: TransactionDto[];
  onDelete: (entry: TransactionDto) => void;
  /** The entry being deleted, whose button is disabled. */
  busyId: string | null;
  timeZone: string;
}

/**
 * The ledger, newest first: Date, Type, Description, Value (credit '+' green,
 * debit '-' red) and the closing Balance after each entry. The delete button
 * shows when the row is hovered or focused (always on touch screens).
 */
export function TransactionsTable({ transactions, onDelete, busyId, timeZone }: LedgerEntriesProps) {
  const dateFormat = dayFormatter(timeZone);
  return (
    <>
      <TransactionList transactions={transactions} onDelete={onDelete} busyId={busyId} timeZone={timeZone} />
      <div className="-mx-5 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2.5 pl-5 pr-3">
                Date
              </th>
              <th scope="col" className="px-3 py-2.5">
                Type
              </th>
              <th scope="col" className="px-3 py-2.5">
                Description
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Value
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Balance
              </th>
              <th scope="col" className="w-12 py-2.5 pr-5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {transactions.map((entry) => (
              <tr key={entry._id} className="group hover:bg-slate-50 focus-within:bg-slate-50">
                <td className="whitespace-nowrap py-2.5 pl-5 pr-3 tabular-nums text-slate-600">
                  {dateFormat.format(new Date(entry.date))}
                </td>
                <td className="whitespace-nowrap px-3 py-2.5 text-slate-600">{TRANSACTION_TYPE_LABELS[entry.type]}</td>
                <td className="max-w-xs px-3 py-2.5 text-slate-900">
                  <span className="line-clamp-2 break-words">{entry.description}</span>
                </td>
                <td
                  className={cx(
                    "whitespace-nowrap px-3 py-2.5 text-right font-medium tabular-nums",
                    entry.column === "credit" ? "text-emerald-700" : "text-red-600",
                  )}
                  data-column={entry.column}
                >
                  {formatLedgerValue(entry.column, entry.value)}
                </td>
                <td
                  className={cx(
                    "whitespace-nowrap px-3 py-2.5 text-right tabular-nums",
                    isNegativeAmount(entry.closingBalance) ? "text-red-600" : "text-slate-900",
                  )}
                >
                  {formatUsd(entry.closingBalance)}
                </td>
                <td className="py-1.5 pr-5 text-right">
                  <button
                    type="button"
                    onClick={() => onDelete(entry)}
                    disabled={busyId === entry._id}
                    aria-label={`Delete transaction ${entry.description}`}
                    className="rounded-md p-1.5 text-slate-400 opacity-0 transition hover:bg-red-50 hover:text-red-600 focus:opacity-100 group-hover:opacity-100 disabled:opacity-40 [@media(hover:none)]:opacity-100"
                  >
                    <TrashIcon className="size-4" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Narrow screens: one line per entry (description, date and type; value over balance), no sideways scrolling. */
function TransactionList({ transactions, onDelete, busyId, timeZone }: LedgerEntriesProps) {
  const dateFormat = dayFormatter(timeZone);
  return (
    <ul className="-mx-5 divide-y divide-slate-100 border-t border-slate-200 sm:hidden" aria-label="Transactions">
      {transactions.map((entry) => (
        <li key={entry._id} className="flex items-start gap-3 px-5 py-3">
          <div className="min-w-0 flex-1">
            <p className="break-words text-sm text-slate-900">{entry.description}</p>
            <p className="text-xs text-slate-500">
              {dateFormat.format(new Date(entry.date))} · {TRANSACTION_TYPE_LABELS[entry.type]}
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className={cx("text-sm font-medium", entry.column === "credit" ? "text-emerald-700" : "text-red-600")}>
              {formatLedgerValue(entry.column, entry.value)}
            </p>
            <p className={cx("text-xs", isNegativeAmount(entry.closingBalance) ? "text-red-600" : "text-slate-500")}>
              {formatUsd(entry.closingBalance)}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onDelete(entry)}
            disabled={busyId === entry._id}
            aria-label={`Delete transaction ${entry.description}`}
            className="-mr-1.5 rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
          >
            <TrashIcon className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function TransactionsSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex animate-pulse gap-4">
          <div className="h-3 w-20 rounded bg-slate-200" />
          <div className="h-3 w-14 rounded bg-slate-100" />
          <div className="h-3 flex-1 rounded bg-slate-100" />
          <div className="h-3 w-20 rounded bg-slate-200" />
          <div className="h-3 w-20 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
