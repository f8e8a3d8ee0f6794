"use client";

import { HomeModernIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { ListingSummary } from "@/lib/schemas/listing";
import type { ListPage } from "@/lib/swr/use-list-page";
import { LISTINGS_PAGE_SIZE } from "./listing-format";
import { ListingTile, ListingTileSkeletons } from "./listing-tile";
import { LISTING_COLUMNS } from "./listing-columns";

/** Tiles whose picture loads first: the top of the list on any screen, one of which is the page's largest paint. */
const EAGER_TILES = 3;

/** The listings list: searchable by property name, grouped by first letter, a picture per tile. */
export function ListingDirectory({ firstPage }: { firstPage?: ListPage<ListingSummary> }) {
  const eager = new Set(firstPage?.items.slice(0, EAGER_TILES).map((listing) => listing._id));
  return (
    <Directory<ListingSummary>
      entity="listings"
      path="/listings"
      searchParam="propertyName"
      pageSize={LISTINGS_PAGE_SIZE}
      firstPage={firstPage}
      searchPlaceholder="Search listings by property name"
      icon={HomeModernIcon}
      noun="listings"
      emptyHint="Add the first listing with the New listing button."
      nameOf={(listing) => listing.propertyName}
      renderTile={(listing) => <ListingTile listing={listing} eager={eager.has(listing._id)} />}
      columns={LISTING_COLUMNS}
      hrefOf={(listing) => `/listings/view/${listing._id}`}
      skeletons={<ListingTileSkeletons />}
      tileSize="wide"
    />
  );
}
