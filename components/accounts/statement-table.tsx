import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { useLanguage } from "@/lib/i18n/use-language";
import type { StatementDto } from "@/lib/schemas/statement";
import { balanceTone, calendarDay, dayFormatter, entryTone, formatLedgerValue, formatUsd } from "./ledger-format";
import { ChargeLinks } from "./charge-links";
import { LedgerStack, type StackLine } from "./ledger-stack";

const cell = "px-3 py-2 first:pl-0 last:pr-0 print:px-2 print:first:pl-0 print:last:pr-0";
const money = "whitespace-nowrap text-right tabular-nums";

/**
 * The statement's entries (DESIGN.md §6): Date, Type, Description, Credit,
 * Debit, Balance, opening with the balance brought forward and closing with
 * the totals in the `tfoot`. On paper the head repeats on every page and rows
 * never split; below `sm` on screen the entries stack as the ledger does.
 * A long period is shown a page at a time: a later page opens with the
 * balance brought forward from the one before, and a page before the last
 * ends with the balance carried forward instead of the totals.
 */
export function StatementTable({ statement }: { statement: StatementDto }) {
  const t = useTranslations("statement");
  const words = useTranslations("accounts");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const dateFormat = dayFormatter(statement.timeZone, language);
  const day = (date: string) => calendarDay(date, "short", language);
  const firstPage = statement.skip === 0;
  const lastPage = statement.skip + statement.limit >= statement.entryCount;
  const broughtForward = firstPage ? t("broughtForward") : words("statement.broughtForwardPage");
  const carriedForward = words("statement.carriedForward");
  const lines: StackLine[] = [
    {
      key: "opening",
      description: broughtForward,
      meta: firstPage ? day(statement.from) : "",
      balance: { text: formatUsd(statement.pageOpeningBalance), tone: balanceTone(statement.pageOpeningBalance) },
      summary: true,
    },
    ...statement.entries.map((entry) => ({
      key: entry._id,
      description: (
        <>
          {entry.description}
          <ChargeLinks entry={entry} />
        </>
      ),
      meta: `${dateFormat.format(new Date(entry.date))} · ${enums(`transactionType.${entry.type}`)}`,
      amount: { text: formatLedgerValue(entry.column, entry.value), tone: entryTone(entry.column) },
      balance: { text: formatUsd(entry.closingBalance), tone: balanceTone(entry.closingBalance, "text-slate-500") },
    })),
    lastPage
      ? {
          key: "closing",
          description: t("figures.closingBalance"),
          meta: day(statement.to),
          balance: { text: formatUsd(statement.closingBalance), tone: balanceTone(statement.closingBalance) },
          summary: true,
        }
      : {
          key: "carried",
          description: carriedForward,
          meta: "",
          balance: { text: formatUsd(statement.pageClosingBalance), tone: balanceTone(statement.pageClosingBalance) },
          summary: true,
        },
  ];

  return (
    <>
      <LedgerStack className="sm:hidden print:hidden" label={words("statement.entries")} lines={lines} />
      <table className="hidden w-full text-sm sm:table print:table" data-testid="statement-table">
        <thead>
          <tr className="border-b border-slate-300 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 print:text-slate-900">
            <th scope="col" className={cell}>
              {t("columns.date")}
            </th>
            <th scope="col" className={cell}>
              {t("columns.type")}
            </th>
            <th scope="col" className={cell}>
              {t("columns.description")}
            </th>
            <th scope="col" className={cx(cell, "text-right")}>
              {t("columns.credit")}
            </th>
            <th scope="col" className={cx(cell, "text-right")}>
              {t("columns.debit")}
            </th>
            <th scope="col" className={cx(cell, "text-right")}>
              {t("columns.balance")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 print:divide-slate-200">
          <tr className="break-inside-avoid text-slate-600 print:text-slate-900">
            <td className={cx(cell, "whitespace-nowrap tabular-nums")}>{firstPage ? day(statement.from) : ""}</td>
            <td className={cell} />
            <td className={cx(cell, "italic")}>{broughtForward}</td>
            <td className={cell} />
            <td className={cell} />
            <td className={cx(cell, money, balanceTone(statement.pageOpeningBalance))} data-testid="statement-page-opening">
              {formatUsd(statement.pageOpeningBalance)}
            </td>
          </tr>
          {statement.entries.map((entry) => (
            <tr key={entry._id} className="break-inside-avoid align-top">
              <td className={cx(cell, "whitespace-nowrap tabular-nums text-slate-600 print:text-slate-900")}>
                {dateFormat.format(new Date(entry.date))}
              </td>
              <td className={cx(cell, "whitespace-nowrap text-slate-600 print:text-slate-900")}>
                {enums(`transactionType.${entry.type}`)}
              </td>
              <td className={cx(cell, "break-words text-slate-900")}>
                {entry.description}
                <ChargeLinks entry={entry} />
              </td>
              <td className={cx(cell, money, "text-emerald-700")}>{entry.column === "credit" ? formatUsd(entry.value) : ""}</td>
              <td className={cx(cell, money, "text-red-700")}>{entry.column === "debit" ? formatUsd(entry.value) : ""}</td>
              <td className={cx(cell, money, balanceTone(entry.closingBalance))}>{formatUsd(entry.closingBalance)}</td>
            </tr>
          ))}
          {statement.entryCount === 0 && (
            <tr>
              <td colSpan={6} className="py-6 text-center text-slate-500">
                {t("noEntries")}
              </td>
            </tr>
          )}
        </tbody>
        {/* On paper a tfoot would repeat at the foot of every page: there it is an ordinary last row. */}
        <tfoot className="print:table-row-group">
          {lastPage ? (
            <tr className="break-inside-avoid border-t-2 border-slate-300 font-semibold">
              <td className={cell} colSpan={3}>
                {t("figures.closingBalance")}
              </td>
              <td className={cx(cell, money, "text-emerald-700")}>{formatUsd(statement.totalCredits)}</td>
              <td className={cx(cell, money, "text-red-700")}>{formatUsd(statement.totalDebits)}</td>
              <td className={cx(cell, money, balanceTone(statement.closingBalance))} data-testid="statement-table-closing">
                {formatUsd(statement.closingBalance)}
              </td>
            </tr>
          ) : (
            <tr className="break-inside-avoid border-t-2 border-slate-300 font-semibold">
              <td className={cx(cell, "italic")} colSpan={5}>
                {carriedForward}
              </td>
              <td className={cx(cell, money, balanceTone(statement.pageClosingBalance))} data-testid="statement-page-closing">
                {formatUsd(statement.pageClosingBalance)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </>
  );
}
