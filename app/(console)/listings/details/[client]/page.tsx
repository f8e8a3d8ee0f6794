import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ListingForm } from "@/components/listings/listing-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getClient } from "@/server/clients/get-client";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "New listing" };

/** PRODUCT.md#listings: listings/details/{client} creates a listing with that client preselected and locked. */
export default async function NewClientListingPage({ params }: { params: Promise<{ client: string }> }) {
  await requirePageSession();
  const client = await loadOrNotFound((await params).client, getClient);
  return (
    <>
      <PageHeader title={`New listing for ${client.name}`} icon={PlusCircleIcon} subtitle="Fields marked with * are required" />
      <ListingForm lockedClient={{ _id: client._id, name: client.name }} />
    </>
  );
}
