"use client";

import { HomeModernIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { LinkScope } from "@/components/ui/link-scope";
import type { ListingSummary } from "@/lib/schemas/listing";
import type { ListPage } from "@/lib/swr/use-list-page";
import { useListings } from "@/lib/swr/use-listings";
import { LISTINGS_PAGE_SIZE } from "./listing-format";
import { ListingTile, ListingTileSkeletons } from "./listing-tile";
import { LISTING_SORTS, useListingColumns } from "./listing-columns";

/** Tiles whose picture loads first: the top of the list on any screen, one of which is the page's largest paint. */
const EAGER_TILES = 3;

const ADDRESS = {
  name: "listings",
  pageSize: LISTINGS_PAGE_SIZE,
  pageSizes: DIRECTORY_PAGE_SIZES,
  sorts: LISTING_SORTS,
} as const;

/**
 * The listings list: searchable by property name, grouped by first letter, a picture per tile. `firstPage`
 * (the server's, as summaries) shows while the address asks for nothing else; `firstPicture` is its first tile's
 * thumbnail as a data: URL, drawn while that listing still has that picture (`image`).
 */
export function ListingDirectory({
  firstPage,
  firstPicture,
}: {
  firstPage?: ListPage<ListingSummary>;
  firstPicture?: { image: string; src: string };
}) {
  const t = useTranslations("listings.list");
  const columns = useListingColumns();
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, propertyName: list.search };
  const page = useListings({ ...query, ...list.paging }, list.atStart ? firstPage : undefined);
  const eager = new Set(firstPage?.items.slice(0, EAGER_TILES).map((listing) => listing._id));
  return (
    <LinkScope>
      <Directory
        entity="listings"
        list={list}
        page={page}
        exportQuery={query}
        searchPlaceholder={t("searchPlaceholder")}
        icon={HomeModernIcon}
        noun={t("noun")}
        emptyHint={t("emptyHint")}
        nameOf={(listing) => listing.propertyName}
        renderTile={(listing) => (
          <ListingTile
            listing={listing}
            eager={eager.has(listing._id)}
            inlineSrc={listing.image === firstPicture?.image ? firstPicture.src : undefined}
          />
        )}
        columns={columns}
        hrefOf={(listing) => `/listings/view/${listing._id}`}
        skeletons={<ListingTileSkeletons />}
        tileSize="wide"
      />
    </LinkScope>
  );
}
