import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListingForm } from "@/components/listings/listing-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getListing } from "@/server/listings/get-listing";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("listings");
  return { title: t("pages.edit") };
}

export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const listing = await loadOrNotFound((await params).id, getListing);
  const t = await getTranslations("listings.pages");
  return (
    <ScreenMessages namespaces={["api", "listings"]}>
      <PageHeader title={t("editTitle", { name: listing.propertyName })} icon={PencilSquareIcon} subtitle={t("requiredNote")} />
      <ListingForm listing={listing} />
    </ScreenMessages>
  );
}
