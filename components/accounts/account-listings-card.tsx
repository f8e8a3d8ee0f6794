import Link from "next/link";
import { headlinePrice } from "@/components/listings/listing-format";
import { ListingStatusChip } from "@/components/ui/status-chip";
import { ListingPicture } from "@/components/listings/listing-picture";
import { Card } from "@/components/ui/card";
import type { Listing } from "@/lib/schemas/listing";

/** How many of the client's listings the account page lists; the client's page has them all. */
export const ACCOUNT_LISTINGS_SHOWN = 5;

/** The client's listings beside the ledger: the properties its entries are about, as rows (cards never nest). */
export function AccountListingsCard({ clientId, listings, total }: { clientId: string; listings: Listing[]; total: number }) {
  return (
    <Card
      title={`Listings (${total})`}
      actions={
        total > listings.length && (
          <Link href={`/clients/view/${clientId}`} className="text-sm font-medium text-brand-700 hover:underline">
            View all
          </Link>
        )
      }
    >
      {listings.length === 0 ? (
        <p className="text-sm text-slate-500">This client has no listings.</p>
      ) : (
        <ul className="-mx-5 -my-3 divide-y divide-slate-100">
          {listings.map((listing) => {
            const price = headlinePrice(listing);
            return (
              <li key={listing._id} className="flex items-center gap-3 px-5 py-2.5">
                <ListingPicture listing={listing} variant="thumbnail" className="h-9 w-auto shrink-0 rounded" />
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
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
