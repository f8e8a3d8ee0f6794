import { HomeModernIcon, PlusIcon } from "@heroicons/react/20/solid";
import type { Metadata } from "next";
import Link from "next/link";
import { ContactPartyPage } from "@/components/contacts/contact-party-page";
import { ListingTile } from "@/components/listings/listing-tile";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { requirePageSession } from "@/server/auth/page-session";
import { getClient } from "@/server/clients/get-client";
import { findListings } from "@/server/listings/find-listings";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Client" };

export default async function ClientViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const { id } = await params;
  const client = await loadOrNotFound(id, getClient);
  // The same query as GET /listings?client={id}&limit=500 (SPEC §9: related loads take 500).
  const { items: listings } = await findListings({ client: client._id, skip: 0, limit: 500 });

  return (
    <ContactPartyPage kind="clients" party={client}>
      <Card
        title={`Listings (${listings.length})`}
        className="lg:col-span-3"
        actions={
          <Link href={`/listings/details/${client._id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            <PlusIcon className="size-4" aria-hidden="true" />
            Add listing
          </Link>
        }
      >
        {listings.length === 0 ? (
          <EmptyState icon={HomeModernIcon} title="This client has no listings yet." />
        ) : (
          <ul className="grid gap-3 2xl:grid-cols-2">
            {listings.map((listing) => (
              <li key={listing._id}>
                <ListingTile listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </ContactPartyPage>
  );
}
