import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceProviders");
  return { title: t("pages.new") };
}

export default async function NewProviderPage() {
  await requirePageSession();
  const [t, words] = await Promise.all([getTranslations("serviceProviders"), getTranslations("contacts.form")]);
  return (
    <ScreenMessages namespaces={["api", "serviceProviders", "contacts"]}>
      <PageHeader title={t("pages.new")} icon={PlusCircleIcon} subtitle={words("requiredNote")} />
      <ContactPartyForm kind="service-providers" agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
