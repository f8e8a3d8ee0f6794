import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactPartyListPage } from "@/components/contacts/contact-party-list-page";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceProviders");
  return { title: t("list.title") };
}

export default async function ServiceProvidersPage() {
  await requirePageSession();
  return (
    <ScreenMessages namespaces={["finder", "serviceProviders", "contacts"]}>
      <ContactPartyListPage kind="service-providers" />
    </ScreenMessages>
  );
}
