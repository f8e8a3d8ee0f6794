import type { Metadata } from "next";
import { ImportButton } from "@/components/imports/import-button";
import { TenantDirectory } from "@/components/tenants/tenant-directory";
import { TENANTS } from "@/components/tenants/tenant-texts";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Tenants" };

export default async function TenantsPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title={TENANTS.list.title}
        icon={TENANTS.icon}
        subtitle={TENANTS.list.subtitle}
        addHref={TENANTS.formHref}
        addLabel={TENANTS.list.addLabel}
        actions={<ImportButton kind="tenants" />}
      />
      <TenantDirectory />
    </>
  );
}
