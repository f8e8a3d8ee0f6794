import { UserGroupIcon, WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import type { ClientDto, ContactPartyDto, ServiceProviderDto } from "@/lib/schemas/contact-party";

/**
 * The two configurations of the contact-party screens (lib/schemas/contact-party.ts):
 * clients and service providers share fields, rules, form, tile, list and
 * record page; these are their paths, counts and the namespace of their words (messages/*.json `clients`,
 * `serviceProviders`: the same keys, each kind's words — PRODUCT.md#clients, PRODUCT.md#messages: the failure texts
 * differ per entity, typos included). Pages name one by its key.
 */
export type ContactPartyKind = "clients" | "service-providers";

export interface ContactPartyConfig {
  /** Its list's Finder, export and remembered view; its record history. */
  entity: ContactPartyKind;
  /** Where its words are (the same keys in both). */
  words: "clients" | "serviceProviders";
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The screens: the list, `${href}/view/{id}`; the form at `${formHref}` (new) and `${formHref}/{id}` (edit). */
  href: string;
  formHref: string;
  /** The API: GET `${api}`, `${api}/register`, `${api}/update`, `${api}/remove/{id}`. */
  api: string;
  form: {
    /** PRODUCT.md#messages: a provider's 400 shows the server's message instead of the general text. */
    serverMessageOn?: 400;
    /** SWR key prefixes of the lists that show these records. */
    revalidate: readonly string[];
  };
  remove: { revalidate: readonly string[] };
  /** The count each record carries (the API's own field for each); its words are `count.label`, `count.column`. */
  count: { of: (party: ContactPartyDto) => number; columnId: string };
}

export const CONTACT_PARTIES: Record<ContactPartyKind, ContactPartyConfig> = {
  clients: {
    entity: "clients",
    words: "clients",
    icon: UserGroupIcon,
    href: "/clients",
    formHref: "/clients/client-details",
    api: "/clients",
    form: {
      // The accounts list is a list of clients too.
      revalidate: ["/clients", "/accounts"],
    },
    remove: { revalidate: ["/clients", "/listings", "/accounts"] },
    count: { of: (party) => (party as ClientDto).propertyCount, columnId: "properties" },
  },
  "service-providers": {
    entity: "service-providers",
    words: "serviceProviders",
    icon: WrenchScrewdriverIcon,
    href: "/service-providers",
    formHref: "/service-providers/service-provider-details",
    api: "/services/providers",
    form: {
      serverMessageOn: 400,
      // Providers and their orders.
      revalidate: ["/services/"],
    },
    remove: { revalidate: ["/services/"] },
    count: { of: (party) => (party as ServiceProviderDto).totalServiceOrders, columnId: "orders" },
  },
};
