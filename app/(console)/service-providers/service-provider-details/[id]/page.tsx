import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getServiceProvider } from "@/server/service-providers/get-service-provider";

export const metadata: Metadata = { title: "Edit service provider" };

export default async function EditProviderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const provider = await loadOrNotFound((await params).id, getServiceProvider);
  return (
    <>
      <PageHeader title={`Edit ${provider.name}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <ContactPartyForm kind="service-providers" record={provider} agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
