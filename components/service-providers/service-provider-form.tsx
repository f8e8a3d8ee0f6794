"use client";

import { ContactPartyForm, type ContactPartyFormConfig } from "@/components/contacts/contact-party-form";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";

const SERVICE_PROVIDER_SAVE_FAILED = "Problem sumitting service provider details. Contact your system administrator for assistance.";

const PROVIDER_FORM: ContactPartyFormConfig = {
  noun: "service provider",
  legend: "Service provider",
  saveFailed: SERVICE_PROVIDER_SAVE_FAILED,
  serverMessageOn: 400,
  createdMessage: "Service Provider Created",
  updatedMessage: "Service Provider Updated",
  createLabel: "CREATE SERVICE PROVIDER",
  updateLabel: "UPDATE SERVICE PROVIDER",
  apiBase: "/services/providers",
  // Providers and their orders.
  revalidate: ["/services/"],
  listHref: "/service-providers",
};

/** Create (no provider given) or update a service provider: the client form's fields, rules and flow. */
export function ServiceProviderForm({ provider }: { provider?: ServiceProviderDto }) {
  return <ContactPartyForm config={PROVIDER_FORM} record={provider} />;
}
