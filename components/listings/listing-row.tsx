import { useTranslations } from "next-intl";
import Link from "next/link";
import { ListingPicture } from "@/components/listings/listing-picture";
import { ListingStatusChip } from "@/components/ui/status-chip";
import type { Listing } from "@/lib/schemas/listing";
import { headlinePrice } from "./listing-format";

/**
 * A listing as a row of a card (cards never nest: DESIGN.md): the thumbnail,
 * the name (a link to the listing), its status and price, and where it is.
 */
export function ListingRow({ listing, withLocation = false }: { listing: Listing; withLocation?: boolean }) {
  const t = useTranslations("listings");
  const price = headlinePrice(listing, (amount) => t("perMonth", { price: amount }));
  return (
    <li className="flex items-center gap-3 px-5 py-2.5">
      <ListingPicture listing={listing} variant="thumbnail" sizes="48px" className="h-9 w-auto shrink-0 rounded" />
      <div className="min-w-0 flex-1">
        <Link
          href={`/listings/view/${listing._id}`}
          prefetch={false}
          className="block truncate text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {listing.propertyName}
        </Link>
        <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-slate-500">
          <ListingStatusChip status={listing.status} className="shrink-0" />
          {price && <span className="truncate">{price}</span>}
        </p>
        {withLocation && <p className="mt-0.5 truncate text-xs text-slate-500">{listing.location}</p>}
      </div>
    </li>
  );
}
