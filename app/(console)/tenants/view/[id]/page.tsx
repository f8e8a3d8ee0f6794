import { getTranslations } from "next-intl/server";
import { DocumentsCard } from "@/components/documents/documents-card";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { TenantBalanceCard } from "@/components/tenants/tenant-balance-card";
import { TenantDeleteButton } from "@/components/tenants/tenant-delete-button";
import { TenantDetails } from "@/components/tenants/tenant-details";
import { TenantLeasesCard } from "@/components/tenants/tenant-leases-card";
import { TENANTS } from "@/components/tenants/tenant-texts";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getTenant } from "@/server/tenants/get-tenant";
import { findTenantLeases } from "@/server/tenants/tenant-leases";

export async function generateMetadata() {
  const t = await getTranslations("tenants");
  return { title: t("meta.view") };
}

/**
 * One page per tenant (DESIGN.md record view): the details and the balance in
 * the side rail; their leases, past and present, in the main column; then
 * their documents (IDs, signed leases) and History. Every read is bounded.
 */
export default async function TenantViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("tenants");
  const { id } = await params;
  const tenant = await loadOrNotFound(id, getTenant);
  const leases = await findTenantLeases(tenant._id, { timeZone: env().APP_TIME_ZONE });
  return (
    <ScreenMessages namespaces={["history", "documents", "api", "tenants"]}>
      <PageHeader
        title={tenant.name}
        icon={TENANTS.icon}
        subtitle={t("leaseCount", { count: tenant.leaseCount })}
        editHref={`${TENANTS.formHref}/${tenant._id}`}
        actions={<TenantDeleteButton id={tenant._id} />}
      />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6">
          <Card title={t("view.details")}>
            <TenantDetails tenant={tenant} />
          </Card>
          <TenantBalanceCard balance={tenant.balance} leaseCount={tenant.leaseCount} />
        </div>
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <TenantLeasesCard leases={leases.items} total={leases.total} />
        </div>
      </div>
      <DocumentsCard entity="tenants" recordId={tenant._id} className="mt-6" />
      <RecordHistoryCard entity="tenants" id={tenant._id} noun={t("view.historyNoun")} className="mt-6" />
    </ScreenMessages>
  );
}
