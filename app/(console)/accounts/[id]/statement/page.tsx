import { ArrowDownTrayIcon, ArrowLeftIcon } from "@heroicons/react/20/solid";
import { DocumentTextIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { PrintButton } from "@/components/accounts/print-button";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { formatUsd, isNegativeAmount } from "@/lib/domain/money";
import { TRANSACTION_TYPE_LABELS } from "@/lib/domain/enums";
import { statementQuerySchema } from "@/lib/schemas/account";
import { getStatement } from "@/server/accounts/get-statement";
import { requirePageSession } from "@/server/auth/page-session";
import { cspNonce } from "@/server/http/nonce";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Owner statement" };

/** Printing shows only the statement: the shell, buttons and toasts are hidden. */
const PRINT_CSS = `
@media print {
  @page { margin: 16mm; }
  body * { visibility: hidden; }
  #statement, #statement * { visibility: visible; }
  #statement { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; border: 0; padding: 0; }
  #statement .no-print { display: none; }
  #statement tr { break-inside: avoid; }
}`;

/** A yyyy-MM-dd calendar day as text, whatever the server's zone. */
function calendarDay(day: string, month: "long" | "short" = "long"): string {
  const [year, monthNumber, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month, day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, monthNumber - 1, date),
  );
}

export default async function StatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageSession();
  const { id } = await params;
  const raw = await searchParams;
  const query = statementQuerySchema.safeParse({ from: raw.from, to: raw.to });

  if (!query.success) {
    return (
      <div className="space-y-6">
        <Link href={`/accounts/view/${id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to the account
        </Link>
        <EmptyState icon={DocumentTextIcon} title="Choose a statement period on the account page.">
          {query.error.issues[0]?.message}
        </EmptyState>
      </div>
    );
  }

  const { from, to } = query.data;
  const statement = await loadOrNotFound(id, (clientId) => getStatement({ clientId, from, to }));
  const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: statement.timeZone });
  const csvHref = `/api/v1/accounts/${id}/statement?from=${from}&to=${to}&format=csv`;
  const amountClass = (amount: string) => (isNegativeAmount(amount) ? "text-red-700" : "text-slate-900");
  const nonce = await cspNonce();

  return (
    <>
      <style nonce={nonce}>{PRINT_CSS}</style>
      <article id="statement" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className="no-print mb-8 flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-6">
          <Link href={`/accounts/view/${id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to the account
          </Link>
          <div className="flex gap-2">
            <a href={csvHref} download className={buttonClasses({ variant: "secondary" })}>
              <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
              Download CSV
            </a>
            <PrintButton />
          </div>
        </div>

        <header className="flex flex-wrap items-start justify-between gap-6">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">Owner statement</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{statement.client.name}</h1>
            {statement.client.contactName !== statement.client.name && (
              <p className="mt-1 text-sm text-slate-600">Attn: {statement.client.contactName}</p>
            )}
            <p className="whitespace-pre-line text-sm text-slate-600">{statement.client.contactMailingAddress}</p>
          </div>
          <dl className="text-sm sm:text-right">
            <dt className="text-slate-500">Period</dt>
            <dd className="font-medium text-slate-900">
              {calendarDay(from)} – {calendarDay(to)}
            </dd>
            <dt className="mt-2 text-slate-500">Amounts in</dt>
            <dd className="font-medium text-slate-900">US dollars</dd>
          </dl>
        </header>

        <dl className="mt-8 grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-4 print:bg-white print:ring-1 print:ring-slate-300">
          <div>
            <dt className="text-slate-500">Opening balance</dt>
            <dd
              data-testid="statement-opening"
              className={cx("mt-0.5 text-base font-semibold tabular-nums", amountClass(statement.openingBalance))}
            >
              {formatUsd(statement.openingBalance)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Credits</dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums text-emerald-700">+{formatUsd(statement.totalCredits)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Debits</dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums text-red-700">-{formatUsd(statement.totalDebits)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Closing balance</dt>
            <dd
              data-testid="statement-closing"
              className={cx("mt-0.5 text-base font-semibold tabular-nums", amountClass(statement.closingBalance))}
            >
              {formatUsd(statement.closingBalance)}
            </dd>
          </div>
        </dl>

        <div className="-mx-6 mt-8 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[600px] text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-2 pl-6 pr-3 sm:pl-0">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Type
                </th>
                <th scope="col" className="px-3 py-2">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Credit
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Debit
                </th>
                <th scope="col" className="py-2 pl-3 pr-6 text-right sm:pr-0">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              <tr className="text-slate-600">
                <td className="py-2 pl-6 pr-3 tabular-nums sm:pl-0">{calendarDay(from, "short")}</td>
                <td className="px-3 py-2" />
                <td className="px-3 py-2 italic">Balance brought forward</td>
                <td className="px-3 py-2" />
                <td className="px-3 py-2" />
                <td className={cx("py-2 pl-3 pr-6 text-right tabular-nums sm:pr-0", amountClass(statement.openingBalance))}>
                  {formatUsd(statement.openingBalance)}
                </td>
              </tr>
              {statement.entries.map((entry) => (
                <tr key={entry._id}>
                  <td className="whitespace-nowrap py-2 pl-6 pr-3 tabular-nums text-slate-600 sm:pl-0">
                    {dayFormat.format(new Date(entry.date))}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-600">{TRANSACTION_TYPE_LABELS[entry.type]}</td>
                  <td className="px-3 py-2 text-slate-900">{entry.description}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-emerald-700">
                    {entry.column === "credit" ? formatUsd(entry.value) : ""}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-red-700">
                    {entry.column === "debit" ? formatUsd(entry.value) : ""}
                  </td>
                  <td className={cx("whitespace-nowrap py-2 pl-3 pr-6 text-right tabular-nums sm:pr-0", amountClass(entry.closingBalance))}>
                    {formatUsd(entry.closingBalance)}
                  </td>
                </tr>
              ))}
              {statement.entries.length === 0 && (
                <tr>
                  <td colSpan={6} className="py-6 text-center text-slate-500">
                    No transactions in this period.
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-300 font-semibold">
                <td className="py-2 pl-6 pr-3 sm:pl-0" colSpan={3}>
                  Closing balance
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-emerald-700">{formatUsd(statement.totalCredits)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-red-700">{formatUsd(statement.totalDebits)}</td>
                <td className={cx("py-2 pl-3 pr-6 text-right tabular-nums sm:pr-0", amountClass(statement.closingBalance))}>
                  {formatUsd(statement.closingBalance)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="mt-8 text-xs text-slate-400">
          Generated{" "}
          {new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: statement.timeZone }).format(
            new Date(statement.generatedAt),
          )}
          {" · "}dates in {statement.timeZone}
        </p>
      </article>
    </>
  );
}
