"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { useLanguage } from "@/lib/i18n/use-language";
import type { TransactionDto } from "@/lib/schemas/account";
import { ChargeLinks } from "./charge-links";
import { EntryActions, ReversalNote, type EntryActionHandlers } from "./ledger-entry-parts";
import { balanceTone, dayFormatter, entryTone, formatLedgerValue, formatUsd } from "./ledger-format";
import { LedgerStack } from "./ledger-stack";

interface LedgerEntriesProps extends EntryActionHandlers {
  transactions: TransactionDto[];
  timeZone: string;
}

/** Rows and lines carry the entry's id and take focus from code (after a posting or a deletion), never from Tab. */
export const ENTRY_FOCUS = "focus:outline-2 focus:-outline-offset-2 focus:outline-brand-500";

/** The table's column headings and their padding (Actions, unseen, after them). */
const HEADINGS = [
  ["date", "py-2.5 pl-5 pr-3"],
  ["type", "px-3 py-2.5"],
  ["description", "px-3 py-2.5"],
  ["value", "px-3 py-2.5 text-right"],
  ["balance", "px-3 py-2.5 text-right"],
] as const;

/**
 * The ledger, newest first: Date, Type, Description (in full, wrapping, with
 * the mark of a reversal pair, and a charge's order and invoice), Value (credit '+' green, debit '-' red) and
 * the closing Balance after each entry. Reverse and Delete show when the row
 * is hovered or holds focus, and always on touch screens. Below `sm` the
 * entries stack (LedgerStack).
 */
export function TransactionsTable({ transactions, timeZone, ...actions }: LedgerEntriesProps) {
  const t = useTranslations("accounts");
  const enums = useTranslations("enums");
  const dateFormat = dayFormatter(timeZone, useLanguage());
  const day = (iso: string) => dateFormat.format(new Date(iso));
  return (
    <>
      <LedgerStack
        className="sm:hidden"
        label={t("ledger.label")}
        lines={transactions.map((entry) => ({
          key: entry._id,
          entryId: entry._id,
          description: (
            <>
              {entry.description}
              <ChargeLinks entry={entry} />
              <ReversalNote entry={entry} day={day} />
            </>
          ),
          meta: `${day(entry.date)} · ${enums(`transactionType.${entry.type}`)}`,
          amount: { text: formatLedgerValue(entry.column, entry.value), tone: entryTone(entry.column) },
          balance: { text: formatUsd(entry.closingBalance), tone: balanceTone(entry.closingBalance, "text-slate-500") },
          action: <EntryActions entry={entry} {...actions} className="-my-2 -mr-2" buttonClassName="size-10" />,
        }))}
      />
      <div className="-mx-5 hidden sm:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              {HEADINGS.map(([key, className]) => (
                <th key={key} scope="col" className={className}>
                  {t(`ledger.columns.${key}`)}
                </th>
              ))}
              <th scope="col" className="w-20 py-2.5 pr-5">
                <span className="sr-only">{t("ledger.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {transactions.map((entry) => (
              <tr
                key={entry._id}
                data-entry-id={entry._id}
                tabIndex={-1}
                className={cx("group align-top hover:bg-slate-50 focus-within:bg-slate-50", ENTRY_FOCUS)}
              >
                <td className="whitespace-nowrap py-2 pl-5 pr-3 tabular-nums text-slate-600">{day(entry.date)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-600">{enums(`transactionType.${entry.type}`)}</td>
                <td className="min-w-48 break-words px-3 py-2 text-slate-900">
                  {entry.description}
                  <ChargeLinks entry={entry} />
                  <ReversalNote entry={entry} day={day} />
                </td>
                <td
                  className={cx("whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums", entryTone(entry.column))}
                  data-column={entry.column}
                >
                  {formatLedgerValue(entry.column, entry.value)}
                </td>
                <td className={cx("whitespace-nowrap px-3 py-2 text-right tabular-nums", balanceTone(entry.closingBalance))}>
                  {formatUsd(entry.closingBalance)}
                </td>
                <td className="py-1 pr-5">
                  <EntryActions
                    entry={entry}
                    {...actions}
                    buttonClassName="size-8 opacity-0 focus:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
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
