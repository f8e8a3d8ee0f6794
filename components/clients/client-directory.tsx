"use client";

import { UserGroupIcon } from "@heroicons/react/24/outline";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import { useClients } from "@/lib/swr/use-clients";
import { ClientTile } from "./client-tile";
import { CLIENT_COLUMNS } from "./client-columns";

const ADDRESS = { name: "clients", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: sortNamesOf(CLIENT_COLUMNS) } as const;

/** The clients list: searchable by name, grouped by first letter. */
export function ClientDirectory() {
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, name: list.search };
  return (
    <Directory
      entity="clients"
      list={list}
      page={useClients({ ...query, ...list.paging })}
      exportQuery={query}
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
