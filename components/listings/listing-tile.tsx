import { useTranslations } from "next-intl";
import { tileGridClass } from "@/components/ui/letter-groups";
import type { ListingSummary } from "@/lib/schemas/listing";
import { ListingStatusChip } from "@/components/ui/status-chip";
import { headlinePrice } from "./listing-format";
import { ListingPicture } from "./listing-picture";

export const LISTING_TILE_HEIGHT = "h-20";

/**
 * A listing in a list: its picture (tile variant), name, location, status and headline price. `inlineSrc`: its
 * thumbnail's bytes as a data: URL, sent with the page.
 */
export function ListingTile({ listing, eager = false, inlineSrc }: { listing: ListingSummary; eager?: boolean; inlineSrc?: string }) {
  const t = useTranslations("listings");
  const price = headlinePrice(listing, (amount) => t("perMonth", { price: amount }));
  return (
    // A plain link, opened in the console by the list's LinkScope: 100 tiles hydrate without 100 link components. Like
    // every list tile, it prefetches nothing, or a page of 100 tiles would ask the server to render 100 pages.
    <a
      href={`/listings/view/${listing._id}`}
      className={`group flex min-h-20 items-center overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-slate-200 transition hover:shadow-sm hover:ring-brand-300`}
    >
      <ListingPicture
        listing={listing}
        variant="thumbnail"
        eager={eager}
        inlineSrc={inlineSrc}
        sizes="107px"
        className={`${LISTING_TILE_HEIGHT} w-auto shrink-0 self-start`}
      />
      <div className="flex w-0 min-w-0 flex-1 flex-col justify-center gap-0.5 px-3 py-1.5">
        <p className="text-sm font-semibold break-words text-slate-900 group-hover:text-brand-700">{listing.propertyName}</p>
        <p className="truncate text-xs text-slate-500">{listing.location}</p>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
          <ListingStatusChip status={listing.status} className="shrink-0" />
          {price && <span className="text-xs font-medium text-slate-700 tabular-nums">{price}</span>}
        </div>
      </div>
    </a>
  );
}

export function ListingTileSkeletons({ count = 9 }: { count?: number }) {
  return (
    <ul className={`${tileGridClass("wide")} pl-11`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`flex ${LISTING_TILE_HEIGHT} animate-pulse overflow-hidden rounded-lg bg-white ring-1 ring-slate-200`}>
          <div className="aspect-listing h-full bg-slate-100" />
          <div className="flex-1 space-y-2 px-3 py-3">
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="h-3 w-1/4 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
