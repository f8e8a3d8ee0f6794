import { UserGroupIcon, WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import type { ClientDto, ContactPartyDto, ServiceProviderDto } from "@/lib/schemas/contact-party";

/**
 * The two configurations of the contact-party screens (lib/schemas/contact-party.ts):
 * clients and service providers share fields, rules, form, tile, list and
 * record page; these are their words (PRODUCT.md#clients, PRODUCT.md#messages — the failure texts differ
 * per entity, typos included), paths and counts. Pages name one by its key.
 */
export type ContactPartyKind = "clients" | "service-providers";

export interface ContactPartyConfig {
  /** Its list's Finder, export and remembered view; its record history. */
  entity: ContactPartyKind;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** 'client', 'service provider': the confirmations, the busy text, the history card. */
  noun: string;
  /** The list's empty states: 'clients', 'service providers'. */
  plural: string;
  /** The screens: the list, `${href}/view/{id}`; the form at `${formHref}` (new) and `${formHref}/{id}` (edit). */
  href: string;
  formHref: string;
  /** The API: GET `${api}`, `${api}/register`, `${api}/update`, `${api}/remove/{id}`. */
  api: string;
  form: {
    legend: string;
    /** The failure text (PRODUCT.md#messages). */
    saveFailed: string;
    /** PRODUCT.md#messages: a provider's 400 shows the server's message instead of the general text. */
    serverMessageOn?: 400;
    created: string;
    updated: string;
    createLabel: string;
    updateLabel: string;
    /** SWR key prefixes of the lists that show these records. */
    revalidate: readonly string[];
  };
  remove: { confirmation: string; failure: string; removed: string; revalidate: readonly string[] };
  list: { title: string; subtitle: string; addLabel: string; searchPlaceholder: string; emptyHint: string };
  /** The count each record carries (the API's own field for each), in words and as a table column. */
  count: { of: (party: ContactPartyDto) => number; label: (count: number) => string; column: { id: string; header: string } };
}

export const CONTACT_PARTIES: Record<ContactPartyKind, ContactPartyConfig> = {
  clients: {
    entity: "clients",
    icon: UserGroupIcon,
    noun: "client",
    plural: "clients",
    href: "/clients",
    formHref: "/clients/client-details",
    api: "/clients",
    form: {
      legend: "Client",
      saveFailed: "Problem sumitting client details. Please contact system administrator.",
      created: "Client Created",
      updated: "Client Updated",
      createLabel: "CREATE CLIENT",
      updateLabel: "UPDATE CLIENT",
      // The accounts list is a list of clients too.
      revalidate: ["/clients", "/accounts"],
    },
    remove: {
      confirmation: "Delete Client? WARNING: This will remove all associated data including listings!!",
      failure: "Problem removing client details. Contact your system administrator for assistance.",
      removed: "Client removed.",
      revalidate: ["/clients", "/listings", "/accounts"],
    },
    list: {
      title: "Clients",
      subtitle: "Property owners and their contact details",
      addLabel: "New client",
      searchPlaceholder: "Search clients by name",
      emptyHint: "Add the first client with the New client button.",
    },
    count: {
      of: (party) => (party as ClientDto).propertyCount,
      label: (count) => (count === 1 ? "1 property" : `${count} properties`),
      column: { id: "properties", header: "Properties" },
    },
  },
  "service-providers": {
    entity: "service-providers",
    icon: WrenchScrewdriverIcon,
    noun: "service provider",
    plural: "service providers",
    href: "/service-providers",
    formHref: "/service-providers/service-provider-details",
    api: "/services/providers",
    form: {
      legend: "Service provider",
      saveFailed: "Problem sumitting service provider details. Contact your system administrator for assistance.",
      serverMessageOn: 400,
      created: "Service Provider Created",
      updated: "Service Provider Updated",
      createLabel: "CREATE SERVICE PROVIDER",
      updateLabel: "UPDATE SERVICE PROVIDER",
      // Providers and their orders.
      revalidate: ["/services/"],
    },
    remove: {
      confirmation: "Delete Service Provider? WARNING: This will remove all associated data service orders!!",
      failure: "Problem removing service provider record. Contact your system administrator for assistance.",
      removed: "Service provider removed.",
      revalidate: ["/services/"],
    },
    list: {
      title: "Service Providers",
      subtitle: "Contractors and their service orders",
      addLabel: "New provider",
      searchPlaceholder: "Search service providers by name",
      emptyHint: "Add the first provider with the New provider button.",
    },
    count: {
      of: (party) => (party as ServiceProviderDto).totalServiceOrders,
      label: (count) => (count === 1 ? "1 service order" : `${count} service orders`),
      column: { id: "orders", header: "Orders" },
    },
  },
};
