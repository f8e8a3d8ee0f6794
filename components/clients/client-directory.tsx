"use client";

import { UserGroupIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useClients } from "@/lib/swr/use-clients";
import { ClientTile } from "./client-tile";

const PAGE_SIZE = 50;

/** The clients list: searchable (500 ms), grouped by first letter; a flat list while searching. */
export function ClientDirectory() {
  const [name, setName] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { clients, total, isLoading, error } = useClients({ name, skip: page.skip, limit: page.pageSize });

  const onSearch = useCallback((text: string) => {
    setName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <SearchBox placeholder="Search clients by name" onSearch={onSearch} />
      {isLoading && clients.length === 0 ? (
        <TileSkeletons />
      ) : error && clients.length === 0 ? (
        <EmptyState icon={UserGroupIcon} title="The clients could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : clients.length === 0 ? (
        <EmptyState icon={UserGroupIcon} title={name ? `No clients match “${name}”.` : "No clients yet."}>
          {name ? "Try another name." : "Add the first client with the New client button."}
        </EmptyState>
      ) : name ? (
        <TileGrid>
          {clients.map((client) => (
            <li key={client._id}>
              <ClientTile client={client} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups items={clients} nameOf={(client) => client.name} keyOf={(client) => client._id} renderTile={(client) => <ClientTile client={client} />} />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
