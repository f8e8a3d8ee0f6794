import { UserPlusIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clients");
  return { title: t("pages.new") };
}

export default async function NewClientPage() {
  await requirePageSession();
  const [t, words] = await Promise.all([getTranslations("clients"), getTranslations("contacts.form")]);
  return (
    <ScreenMessages namespaces={["api", "clients", "contacts"]}>
      <PageHeader title={t("pages.new")} icon={UserPlusIcon} subtitle={words("requiredNote")} />
      <ContactPartyForm kind="clients" agencyLanguage={env().AGENCY_LANGUAGE} />
    </ScreenMessages>
  );
}
