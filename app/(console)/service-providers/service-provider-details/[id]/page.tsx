import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getServiceProvider } from "@/server/service-providers/get-service-provider";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceProviders");
  return { title: t("pages.edit") };
}

export default async function EditProviderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const provider = await loadOrNotFound((await params).id, getServiceProvider);
  const words = await getTranslations("contacts.form");
  return (
    <ScreenMessages namespaces={["api", "serviceProviders", "contacts"]}>
      <PageHeader title={words("editTitle", { name: provider.name })} icon={PencilSquareIcon} subtitle={words("requiredNote")} />
      <ContactPartyForm kind="service-providers" record={provider} agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
