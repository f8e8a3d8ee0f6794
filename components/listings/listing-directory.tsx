"use client";

import { HomeModernIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { Listing } from "@/lib/schemas/listing";
import type { ListPage } from "@/lib/swr/use-list-page";
import { LISTINGS_PAGE_SIZE } from "./listing-format";
import { ListingTile, ListingTileSkeletons } from "./listing-tile";
import { LISTING_COLUMNS } from "./listing-columns";

/** The listings list: searchable by property name, grouped by first letter, a picture per tile. */
export function ListingDirectory({ firstPage }: { firstPage?: ListPage<Listing> }) {
  return (
    <Directory<Listing>
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
      renderTile={(listing) => <ListingTile listing={listing} />}
      columns={LISTING_COLUMNS}
      hrefOf={(listing) => `/listings/view/${listing._id}`}
      skeletons={<ListingTileSkeletons />}
      tileSize="wide"
    />
  );
}
