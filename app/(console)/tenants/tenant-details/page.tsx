import { UserPlusIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { TenantForm } from "@/components/tenants/tenant-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata() {
  const t = await getTranslations("tenants");
  return { title: t("meta.new") };
}

export default async function NewTenantPage() {
  await requirePageSession();
  const t = await getTranslations("tenants");
  return (
    <ScreenMessages namespaces={["api", "tenants"]}>
      <PageHeader title={t("form.newTitle")} icon={UserPlusIcon} subtitle={t("form.required")} />
      <TenantForm agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
