import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getClient } from "@/server/clients/get-client";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Edit client" };

export default async function EditClientPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const client = await loadOrNotFound((await params).id, getClient);
  return (
    <>
      <PageHeader title={`Edit ${client.name}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <ContactPartyForm kind="clients" record={client} agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
