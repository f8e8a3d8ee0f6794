import { HomeModernIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ListingDirectory } from "@/components/listings/listing-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Listings" };

export default async function ListingsPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title="Listings"
        icon={HomeModernIcon}
        subtitle="Properties for rent and sale"
        addHref="/listings/listing-details"
        addLabel="New listing"
      />
      <ListingDirectory />
    </>
  );
}
