import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { TenantForm } from "@/components/tenants/tenant-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getTenant } from "@/server/tenants/get-tenant";

export async function generateMetadata() {
  const t = await getTranslations("tenants");
  return { title: t("meta.edit") };
}

export default async function EditTenantPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("tenants");
  const tenant = await loadOrNotFound((await params).id, getTenant);
  return (
    <ScreenMessages namespaces={["api", "tenants"]}>
      <PageHeader title={t("form.editTitle", { name: tenant.name })} icon={PencilSquareIcon} subtitle={t("form.required")} />
      <TenantForm record={tenant} agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
