"use client";

import { WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useProviders } from "@/lib/swr/use-providers";
import { ProviderTile } from "./provider-tile";

const PAGE_SIZE = 50;

/** The providers list: searchable (500 ms), grouped by first letter; a flat list while searching. */
export function ProviderDirectory() {
  const [name, setName] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { providers, total, isLoading, error } = useProviders({ name, skip: page.skip, limit: page.pageSize });

  const onSearch = useCallback((text: string) => {
    setName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <SearchBox placeholder="Search service providers by name" onSearch={onSearch} />
      {isLoading && providers.length === 0 ? (
        <TileSkeletons />
      ) : error && providers.length === 0 ? (
        <EmptyState icon={WrenchScrewdriverIcon} title="The service providers could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : providers.length === 0 ? (
        <EmptyState icon={WrenchScrewdriverIcon} title={name ? `No service providers match “${name}”.` : "No service providers yet."}>
          {name ? "Try another name." : "Add the first provider with the New provider button."}
        </EmptyState>
      ) : name ? (
        <TileGrid>
          {providers.map((provider) => (
            <li key={provider._id}>
              <ProviderTile provider={provider} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups items={providers} nameOf={(provider) => provider.name} keyOf={(provider) => provider._id} renderTile={(provider) => <ProviderTile provider={provider} />} />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
