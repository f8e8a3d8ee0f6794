import { UserPlusIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { TenantForm } from "@/components/tenants/tenant-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "New tenant" };

export default async function NewTenantPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader title="New tenant" icon={UserPlusIcon} subtitle="A first and last name, or a company name, is required" />
      <TenantForm agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
