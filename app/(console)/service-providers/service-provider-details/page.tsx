import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "New service provider" };

export default async function NewProviderPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader title="New service provider" icon={PlusCircleIcon} subtitle="Fields marked with * are required" />
      <ContactPartyForm kind="service-providers" agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
