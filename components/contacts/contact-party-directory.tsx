"use client";

import { Directory } from "@/components/ui/directory";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import { contactPartyColumns } from "./contact-party-columns";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";
import { ContactPartyTile } from "./contact-party-tile";

/** The clients list or the service providers list: searchable by name, grouped by first letter. */
export function ContactPartyDirectory({ kind }: { kind: ContactPartyKind }) {
  const config = CONTACT_PARTIES[kind];
  return (
    <Directory<ContactPartyDto>
      entity={config.entity}
      path={config.api}
      searchParam="name"
      searchPlaceholder={config.list.searchPlaceholder}
      icon={config.icon}
      noun={config.plural}
      emptyHint={config.list.emptyHint}
      nameOf={(party) => party.name}
      renderTile={(party) => <ContactPartyTile config={config} party={party} />}
      columns={contactPartyColumns(config)}
      hrefOf={(party) => `${config.href}/view/${party._id}`}
    />
  );
}
