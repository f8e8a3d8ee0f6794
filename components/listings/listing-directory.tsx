"use client";

import { HomeModernIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useListings } from "@/lib/swr/use-listings";
import { ListingTile, ListingTileSkeletons } from "./listing-tile";

/** SPEC §9: listing-related lists show 100 per page. */
const PAGE_SIZE = 100;

/** The listings list: searchable by property name (500 ms), grouped by first letter; a flat list while searching. */
export function ListingDirectory() {
  const [propertyName, setPropertyName] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { listings, total, isLoading, error } = useListings({ propertyName, skip: page.skip, limit: page.pageSize });

  const onSearch = useCallback((text: string) => {
    setPropertyName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <SearchBox placeholder="Search listings by property name" onSearch={onSearch} />
      {isLoading && listings.length === 0 ? (
        <ListingTileSkeletons />
      ) : error && listings.length === 0 ? (
        <EmptyState icon={HomeModernIcon} title="The listings could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : listings.length === 0 ? (
        <EmptyState icon={HomeModernIcon} title={propertyName ? `No listings match “${propertyName}”.` : "No listings yet."}>
          {propertyName ? "Try another name." : "Add the first listing with the New listing button."}
        </EmptyState>
      ) : propertyName ? (
        <TileGrid>
          {listings.map((listing) => (
            <li key={listing._id}>
              <ListingTile listing={listing} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups
          items={listings}
          nameOf={(listing) => listing.propertyName}
          keyOf={(listing) => listing._id}
          renderTile={(listing) => <ListingTile listing={listing} />}
        />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
