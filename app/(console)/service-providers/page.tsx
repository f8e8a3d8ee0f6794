import { WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ContactPartyDirectory } from "@/components/contacts/contact-party-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Service Providers" };

export default async function ServiceProvidersPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title="Service Providers"
        icon={WrenchScrewdriverIcon}
        subtitle="Contractors and their service orders"
        addHref="/service-providers/service-provider-details"
        addLabel="New provider"
      />
      <ContactPartyDirectory kind="service-providers" />
    </>
  );
}
