import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getClient } from "@/server/clients/get-client";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clients");
  return { title: t("pages.edit") };
}

export default async function EditClientPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const client = await loadOrNotFound((await params).id, getClient);
  const words = await getTranslations("contacts.form");
  return (
    <ScreenMessages namespaces={["api", "clients", "contacts"]}>
      <PageHeader title={words("editTitle", { name: client.name })} icon={PencilSquareIcon} subtitle={words("requiredNote")} />
      <ContactPartyForm kind="clients" record={client} agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
