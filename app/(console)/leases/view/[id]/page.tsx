import { DocumentTextIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { DocumentsCardOnApproach } from "@/components/documents/documents-card-on-approach";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { LeaseDeleteButton } from "@/components/leases/lease-delete-button";
import { LeaseDeposit } from "@/components/leases/lease-deposit";
import { LeaseLedger } from "@/components/leases/lease-ledger";
import { LeaseSummary, LeaseTenants } from "@/components/leases/lease-summary";
import { FirstScreen } from "@/components/ui/first-screen";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { requirePageSession } from "@/server/auth/page-session";
import { findDepositSettlement } from "@/server/deposits/deposit-settlement";
import { env } from "@/server/env";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";
import { getLease } from "@/server/leases/get-lease";
import { findLedger } from "@/server/leases/ledger/find-ledger";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata() {
  const t = await getTranslations("leases");
  return { title: t("meta.view") };
}

/**
 * A lease's page (PRODUCT.md#rent "Leases"): its listing and tenants, its
 * terms with Renew and End early, its deposit (Settle deposit once it has ended), the tenant's ledger with Record payment,
 * Add charge and each payment's receipt, its documents and its history.
 * Delete shows only while the ledger is empty (the server refuses otherwise).
 */
export default async function LeaseViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("leases");
  const lease = await loadOrNotFound((await params).id, (id) => getLease(id));
  const today = todayIn(env().APP_TIME_ZONE);
  const [ledgerPage, agency, settlement] = await Promise.all([
    findLedger(lease._id, { skip: 0, limit: 1 }),
    getRentSettings(),
    findDepositSettlement(lease._id),
  ]);
  const empty = ledgerPage.total === 0;
  return (
    <FirstScreen>
      <ScreenMessages namespaces={["history", "documents", "api", "leases", "rentSettings"]}>
        <PageHeader
          title={t("page.title", { name: lease.listingRef.propertyName })}
          icon={DocumentTextIcon}
          subtitle={
            <>
              <Link href={`/listings/view/${lease.listingRef._id}`} className="font-medium text-brand-700 hover:underline">
                {lease.listingRef.propertyName}
              </Link>
              {" · "}
              <LeaseTenants tenants={lease.tenants} />
            </>
          }
          editHref={`/leases/lease-details/${lease._id}`}
          actions={empty && <LeaseDeleteButton leaseId={lease._id} listingId={lease.listingRef._id} />}
        />
        <LeaseSummary lease={lease} today={today} agency={agency} />
        <LeaseDeposit lease={lease} settlement={settlement} today={today} className="mt-6" />
        <LeaseLedger lease={lease} today={today} className="mt-6" />
        <DocumentsCardOnApproach entity="leases" recordId={lease._id} className="mt-6" />
        <RecordHistoryCard entity="leases" id={lease._id} noun={t("page.historyNoun")} className="mt-6" />
      </ScreenMessages>
    </FirstScreen>
  );
}
