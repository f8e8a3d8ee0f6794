"use client";

import { UserGroupIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { ClientDto } from "@/lib/schemas/client";
import { ClientTile } from "./client-tile";
import { CLIENT_COLUMNS } from "./client-columns";

/** The clients list: searchable by name, grouped by first letter. */
export function ClientDirectory() {
  return (
    <Directory<ClientDto>
      entity="clients"
      path="/clients"
      searchParam="name"
      searchPlaceholder="Search clients by name"
      icon={UserGroupIcon}
      noun="clients"
      emptyHint="Add the first client with the New client button."
      nameOf={(client) => client.name}
      renderTile={(client) => <ClientTile client={client} />}
      columns={CLIENT_COLUMNS}
      hrefOf={(client) => `/clients/view/${client._id}`}
    />
  );
}
