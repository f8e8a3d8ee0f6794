import { BanknotesIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { DocumentsCardOnApproach } from "@/components/documents/documents-card-on-approach";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { AccountLedger } from "@/components/accounts/account-ledger";
import { ACCOUNT_LISTINGS_SHOWN, AccountListingsCard } from "@/components/accounts/account-listings-card";
import { AccountStats } from "@/components/accounts/account-stats";
import { PostedEntryProvider } from "@/components/accounts/posted-entry";
import { StatementPicker } from "@/components/accounts/statement-picker";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { TRANSACTIONS_PAGE_SIZE } from "@/lib/domain/ledger";
import { findTransactions } from "@/server/accounts/find-transactions";
import { getAccount } from "@/server/accounts/get-account";
import { agencyDay } from "@/lib/domain/agency-time";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { findListings } from "@/server/listings/find-listings";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata() {
  const t = await getTranslations("accounts");
  return { title: t("view.title") };
}

/** An account (PRODUCT.md#accounts): its figures, the owner statement and the client's listings, then the ledger. */
export default async function AccountViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("accounts");
  const account = await loadOrNotFound((await params).id, getAccount);
  // The newest entries come with the HTML: rendering the table in the browser after a fetch cost a long task.
  const [firstPage, listings] = await Promise.all([
    findTransactions({ client: account._id, skip: 0, limit: TRANSACTIONS_PAGE_SIZE }),
    findListings({ client: account._id, skip: 0, limit: ACCOUNT_LISTINGS_SHOWN }),
  ]);
  const timeZone = env().APP_TIME_ZONE;
  const today = agencyDay(new Date(), timeZone).date;

  return (
    <>
      <PageHeader
        title={account.name}
        icon={BanknotesIcon}
        subtitle={t("view.subtitle")}
        actions={
          <Link href={`/clients/view/${account._id}`} className={buttonClasses({ variant: "secondary" })}>
            {t("view.clientDetails")}
          </Link>
        }
      />
      <PostedEntryProvider>
        <div className="space-y-6">
          <AccountStats
            account={account}
            lastEntryDay={account.lastEntryDate ? agencyDay(new Date(account.lastEntryDate), timeZone).date : null}
          />
          {/* The ledger is a table and takes the full width (DESIGN.md §2); what sits beside an account goes above it, each card its own height. */}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Card title={t("view.statement")}>
              <ScreenMessages namespaces={["api", "accounts"]}>
                <StatementPicker clientId={account._id} defaultPeriod={lastCalendarMonth(today)} today={today} />
              </ScreenMessages>
            </Card>
            <AccountListingsCard clientId={account._id} listings={listings.items} total={listings.total} />
          </div>
          <ScreenMessages namespaces={["api", "accounts"]}>
            <AccountLedger clientId={account._id} timeZone={timeZone} firstPage={firstPage} />
          </ScreenMessages>
          <ScreenMessages namespaces={["history", "documents"]}>
            <DocumentsCardOnApproach entity="accounts" recordId={account._id} />
            <RecordHistoryCard entity="accounts" id={account._id} noun={t("view.historyNoun")} />
          </ScreenMessages>
        </div>
      </PostedEntryProvider>
    </>
  );
}
