import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ImportButton } from "@/components/imports/import-button";
import { TenantDirectory } from "@/components/tenants/tenant-directory";
import { TENANTS } from "@/components/tenants/tenant-texts";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata() {
  const t = await getTranslations("tenants");
  return { title: t("meta.list") };
}

export default async function TenantsPage() {
  await requirePageSession();
  const t = await getTranslations("tenants");
  return (
    <ScreenMessages namespaces={["finder", "tenants"]}>
      <PageHeader
        title={t("list.title")}
        icon={TENANTS.icon}
        subtitle={t("list.subtitle")}
        addHref={TENANTS.formHref}
        addLabel={t("list.addLabel")}
        actions={<ImportButton kind="tenants" />}
      />
      <TenantDirectory />
    </ScreenMessages>
  );
}
