import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ListingForm } from "@/components/listings/listing-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "New listing" };

export default async function NewListingPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader title="New listing" icon={PlusCircleIcon} subtitle="Fields marked with * are required" />
      <ListingForm />
    </>
  );
}
