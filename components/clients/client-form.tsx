"use client";

import { ContactPartyForm, type ContactPartyFormConfig } from "@/components/contacts/contact-party-form";
import type { ClientDto } from "@/lib/schemas/client";

const CLIENT_SAVE_FAILED = "Problem sumitting client details. Please contact system administrator.";

const CLIENT_FORM: ContactPartyFormConfig = {
  noun: "client",
  legend: "Client",
  saveFailed: CLIENT_SAVE_FAILED,
  createdMessage: "Client Created",
  updatedMessage: "Client Updated",
  createLabel: "CREATE CLIENT",
  updateLabel: "UPDATE CLIENT",
  apiBase: "/clients",
  // The accounts list is a list of clients too.
  revalidate: ["/clients", "/accounts"],
  listHref: "/clients",
};

/** Create (no client given) or update a client. */
export function ClientForm({ client }: { client?: ClientDto }) {
  return <ContactPartyForm config={CLIENT_FORM} record={client} />;
}
