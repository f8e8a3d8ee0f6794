import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListingForm } from "@/components/listings/listing-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getClient } from "@/server/clients/get-client";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("listings");
  return { title: t("pages.new") };
}

/** PRODUCT.md#listings: listings/details/{client} creates a listing with that client preselected and locked. */
export default async function NewClientListingPage({ params }: { params: Promise<{ client: string }> }) {
  await requirePageSession();
  const client = await loadOrNotFound((await params).client, getClient);
  const t = await getTranslations("listings.pages");
  return (
    <ScreenMessages namespaces={["api", "listings"]}>
      <PageHeader title={t("newFor", { name: client.name })} icon={PlusCircleIcon} subtitle={t("requiredNote")} />
      <ListingForm lockedClient={{ _id: client._id, name: client.name }} />
    </ScreenMessages>
  );
}
