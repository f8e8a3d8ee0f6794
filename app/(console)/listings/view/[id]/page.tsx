import { HomeModernIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocumentsCard } from "@/components/documents/documents-card";
import { ListingDeleteButton } from "@/components/listings/listing-delete-button";
import { ListingLeaseCard } from "@/components/leases/listing-lease-card";
import { ListingGallery } from "@/components/listings/listing-gallery";
import { ListingView } from "@/components/listings/listing-view";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { findListingPictures } from "@/server/listing-pictures/find-listing-pictures";
import { findListingLeases } from "@/server/leases/listing-leases";
import { listingSections } from "@/lib/domain/listing-sections";
import { getListingPage } from "@/server/listings/get-listing-page";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("listings");
  return { title: t("pages.view") };
}

export default async function ListingViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const page = await loadOrNotFound((await params).id, getListingPage);
  const { listing } = page;
  const [pictures, leases] = await Promise.all([findListingPictures(listing._id), findListingLeases(listing._id)]);
  // A rental shows its Lease card; a listing for sale only when it has had leases.
  const showLeases = listingSections(listing).lease || leases.count > 0;
  return (
    <ScreenMessages namespaces={["history", "documents", "api", "listings", "leases", "rentSettings"]}>
      <PageHeader
        title={listing.propertyName}
        icon={HomeModernIcon}
        subtitle={listing.location}
        editHref={`/listings/listing-details/${listing._id}`}
        actions={<ListingDeleteButton listingId={listing._id} />}
      />
      <ListingView
        page={page}
        gallery={<ListingGallery listingId={listing._id} propertyName={listing.propertyName} initial={pictures} />}
        leaseCard={
          showLeases && (
            <ListingLeaseCard listingId={listing._id} leases={leases} specLease={listing.currentLease} className="lg:col-span-2" />
          )
        }
      />
      <DocumentsCard entity="listings" recordId={listing._id} className="mt-6" />
    </ScreenMessages>
  );
}
