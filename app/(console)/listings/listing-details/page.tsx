import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListingForm } from "@/components/listings/listing-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("listings");
  return { title: t("pages.new") };
}

export default async function NewListingPage() {
  await requirePageSession();
  const t = await getTranslations("listings.pages");
  return (
    <ScreenMessages namespaces={["api", "listings"]}>
      <PageHeader title={t("new")} icon={PlusCircleIcon} subtitle={t("requiredNote")} />
      <ListingForm />
    </ScreenMessages>
  );
}
