import { BanknotesIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { AccountLedger } from "@/components/accounts/account-ledger";
import { entryCountLabel } from "@/components/accounts/account-tile";
import { StatementPicker } from "@/components/accounts/statement-picker";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { PageHeader } from "@/components/ui/page-header";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import { formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { findTransactions } from "@/server/accounts/find-transactions";
import { getAccount } from "@/server/accounts/get-account";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Account" };

export default async function AccountViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const account = await loadOrNotFound((await params).id, getAccount);
  // The newest entries come with the HTML: rendering the table in the browser after a fetch cost a long task.
  const firstPage = await findTransactions({ client: account._id, skip: 0, limit: TRANSACTIONS_PAGE_SIZE });
  const negative = isNegativeAmount(account.accountBalance);
  const zero = account.accountBalance === "0.00";
  const lastEntryFormat = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: env().APP_TIME_ZONE,
  });

  return (
    <>
      <PageHeader
        title={account.name}
        icon={BanknotesIcon}
        subtitle="Client account"
        actions={
          <Link href={`/clients/view/${account._id}`} className={buttonClasses({ variant: "secondary" })}>
            Client details
          </Link>
        }
      />
      <div className="space-y-6">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <section aria-label="Current balance" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-500">Current balance</p>
            <p
              data-testid="account-balance"
              className={cx(
                "mt-1 text-3xl font-semibold tabular-nums tracking-tight",
                negative ? "text-red-600" : zero ? "text-slate-900" : "text-emerald-700",
              )}
            >
              {zero ? "" : negative ? "-" : "+"}
              {formatUsdAbsolute(account.accountBalance)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {entryCountLabel(account.entryCount)}
              {account.lastEntryDate ? ` · last on ${lastEntryFormat.format(new Date(account.lastEntryDate))}` : ""}
            </p>
          </section>
          <section aria-label="Listings" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-500">Listings</p>
            <p data-testid="account-listings" className="mt-1 text-3xl font-semibold tabular-nums tracking-tight text-slate-900">
              {account.propertyCount}
            </p>
            <p className="mt-1 text-xs text-slate-500">{account.propertyCount === 1 ? "property" : "properties"} for this client</p>
          </section>
          <Card title="Owner statement" className="sm:col-span-2">
            <StatementPicker clientId={account._id} />
          </Card>
        </div>
        <AccountLedger clientId={account._id} timeZone={env().APP_TIME_ZONE} firstPage={firstPage} />
      </div>
    </>
  );
}
