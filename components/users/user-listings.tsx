"use client";

import { HomeModernIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useListAddress } from "@/components/lists/use-list-address";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { ListingStatusChip } from "@/components/ui/status-chip";
import { useListings } from "@/lib/swr/use-listings";

/** PRODUCT.md#limits: listings for a user load 500 at a time (one page: a user manages far fewer). */
const ADDRESS = { pageSize: 500, pageSizes: [500] } as const;

/** The 'Listings' section of a user's page: the listings they manage, searchable by property name (500 ms; in the address). */
export function UserListings({ userId }: { userId: string }) {
  const t = useTranslations("users");
  const list = useListAddress(ADDRESS);
  const propertyName = list.search;
  const { items: listings, total, isLoading, error } = useListings({ propertySpecialist: userId, propertyName, ...list.paging });

  return (
    <Card title={isLoading && listings.length === 0 ? t("listings.title") : t("listings.titleCount", { count: String(total) })}>
      <div className="space-y-4">
        <SearchBox
          placeholder={t("listings.searchPlaceholder")}
          label={t("listings.searchLabel")}
          value={propertyName}
          onSearch={list.setSearch}
        />
        {isLoading && listings.length === 0 ? (
          <ul className="space-y-2" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-14 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </ul>
        ) : error && listings.length === 0 ? (
          <EmptyState icon={HomeModernIcon} title={t("listings.loadFailed")}>
            {t("listings.loadFailedHint")}
          </EmptyState>
        ) : listings.length === 0 ? (
          <EmptyState icon={HomeModernIcon} title={propertyName ? t("listings.noMatch", { search: propertyName }) : t("listings.none")} />
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {listings.map((listing) => (
              <li key={listing._id}>
                <Link
                  href={`/listings/view/${listing._id}`}
                  prefetch={false}
                  className="group flex items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 transition hover:ring-brand-300"
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900 group-hover:text-brand-700">
                      {listing.propertyName}
                    </span>
                    <span className="block truncate text-xs text-slate-500">{listing.location}</span>
                  </span>
                  <ListingStatusChip status={listing.status} className="shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
