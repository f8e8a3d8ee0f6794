import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { TenantForm } from "@/components/tenants/tenant-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getTenant } from "@/server/tenants/get-tenant";

export const metadata: Metadata = { title: "Edit tenant" };

export default async function EditTenantPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const tenant = await loadOrNotFound((await params).id, getTenant);
  return (
    <>
      <PageHeader title={`Edit ${tenant.name}`} icon={PencilSquareIcon} subtitle="A first and last name, or a company name, is required" />
      <TenantForm record={tenant} agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
