import type { Metadata } from "next";
import { ContactPartyListPage } from "@/components/contacts/contact-party-list-page";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Clients" };

export default async function ClientsPage() {
  await requirePageSession();
  return <ContactPartyListPage kind="clients" />;
}
