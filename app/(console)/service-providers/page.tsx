import type { Metadata } from "next";
import { ContactPartyListPage } from "@/components/contacts/contact-party-list-page";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Service Providers" };

export default async function ServiceProvidersPage() {
  await requirePageSession();
  return <ContactPartyListPage kind="service-providers" />;
}
