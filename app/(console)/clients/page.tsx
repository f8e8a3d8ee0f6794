import { UserGroupIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyDirectory } from "@/components/contacts/contact-party-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Clients" };

export default async function ClientsPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title="Clients"
        icon={UserGroupIcon}
        subtitle="Property owners and their contact details"
        addHref="/clients/client-details"
        addLabel="New client"
      />
      <ContactPartyDirectory kind="clients" />
    </>
  );
}
