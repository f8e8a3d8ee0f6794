import { UserPlusIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyForm } from "@/components/contacts/contact-party-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "New client" };

export default async function NewClientPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader title="New client" icon={UserPlusIcon} subtitle="Fields marked with * are required" />
      <ContactPartyForm kind="clients" agencyLanguage={env().AGENCY_LANGUAGE} />
    </>
  );
}
