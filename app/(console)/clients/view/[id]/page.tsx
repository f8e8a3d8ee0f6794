import { HomeModernIcon, PlusIcon } from "@heroicons/react/20/solid";
import { UserGroupIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { ClientDeleteButton } from "@/components/clients/client-delete-button";
import { ContactDetails } from "@/components/contacts/contact-details";
import { propertyCountLabel } from "@/components/clients/client-tile";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getClient } from "@/server/clients/get-client";
import { findClientListings } from "@/server/listings/find-client-listings";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Client" };

export default async function ClientViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const { id } = await params;
  const client = await loadOrNotFound(id, getClient);
  const listings = await findClientListings(client._id);

  return (
    <>
      <PageHeader
        title={client.name}
        icon={UserGroupIcon}
        subtitle={propertyCountLabel(client.propertyCount)}
        editHref={`/clients/client-details/${client._id}`}
        actions={<ClientDeleteButton clientId={client._id} />}
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card title="Contact information" className="lg:col-span-2">
          <ContactDetails contact={client} />
        </Card>

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
            <ul className="divide-y divide-slate-100">
              {listings.map((listing) => (
                <li key={listing._id}>
                  <Link href={`/listings/view/${listing._id}`} className="flex items-center justify-between gap-4 py-3 hover:text-brand-700">
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{listing.propertyName}</span>
                      <span className="block truncate text-xs text-slate-500">{listing.location}</span>
                    </span>
                    <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
                      {listing.statusLabel}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
