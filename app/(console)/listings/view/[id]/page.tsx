import { HomeModernIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { DocumentsCard } from "@/components/documents/documents-card";
import { ListingDeleteButton } from "@/components/listings/listing-delete-button";
import { ListingView } from "@/components/listings/listing-view";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getListingPage } from "@/server/listings/get-listing-page";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Listing" };

export default async function ListingViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const page = await loadOrNotFound((await params).id, getListingPage);
  const { listing } = page;
  return (
    <>
      <PageHeader
        title={listing.propertyName}
        icon={HomeModernIcon}
        subtitle={listing.location}
        editHref={`/listings/listing-details/${listing._id}`}
        actions={<ListingDeleteButton listingId={listing._id} />}
      />
      <ListingView page={page} />
      <DocumentsCard entity="listings" recordId={listing._id} className="mt-6" />
    </>
  );
}
