"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import { useClients } from "@/lib/swr/use-clients";
import { useServiceProviders } from "@/lib/swr/use-service-providers";
import { contactPartyColumns, contactPartySorts } from "./contact-party-columns";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";
import { ContactPartyTile } from "./contact-party-tile";

const ADDRESSES = {
  clients: { name: "clients", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: contactPartySorts(CONTACT_PARTIES.clients) },
  "service-providers": {
    name: "service-providers",
    pageSize: 50,
    pageSizes: DIRECTORY_PAGE_SIZES,
    sorts: contactPartySorts(CONTACT_PARTIES["service-providers"]),
  },
} as const;

/** The clients list or the service providers list: searchable by name, grouped by first letter. */
export function ContactPartyDirectory({ kind }: { kind: ContactPartyKind }) {
  const config = CONTACT_PARTIES[kind];
  const t = useTranslations(config.words);
  const headers = useTranslations("contacts.columns");
  const columns = useMemo(
    () =>
      contactPartyColumns(config, {
        name: headers("name"),
        contact: headers("contact"),
        phone: headers("phone"),
        email: headers("email"),
        count: t("count.column"),
      }),
    [config, headers, t],
  );
  const list = useListAddress(ADDRESSES[kind]);
  const query = { ...list.query, name: list.search };
  // Both hooks are called (hooks may not be conditional); the other reads nothing.
  const clients = useClients(kind === "clients" ? { ...query, ...list.paging } : null);
  const providers = useServiceProviders(kind === "service-providers" ? { ...query, ...list.paging } : null);
  return (
    <Directory<ContactPartyDto>
      entity={config.entity}
      list={list}
      page={kind === "clients" ? clients : providers}
      exportQuery={query}
      searchPlaceholder={t("list.searchPlaceholder")}
      icon={config.icon}
      noun={t("list.noun")}
      emptyHint={t("list.emptyHint")}
      nameOf={(party) => party.name}
      renderTile={(party) => <ContactPartyTile config={config} party={party} />}
      columns={columns}
      hrefOf={(party) => `${config.href}/view/${party._id}`}
    />
  );
}
