import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ListingForm } from "@/components/listings/listing-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getListing } from "@/server/listings/get-listing";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Edit listing" };

export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const listing = await loadOrNotFound((await params).id, getListing);
  return (
    <>
      <PageHeader title={`Edit ${listing.propertyName}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <ListingForm listing={listing} />
    </>
  );
}
