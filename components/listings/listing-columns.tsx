import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { ListingStatusChip } from "@/components/ui/status-chip";
import type { ListingSummary } from "@/lib/schemas/listing";
import { formatListingPrice, headlinePrice, pricesShown } from "./listing-format";

const dash = <span className="text-slate-400">—</span>;

type ListingWords = ReturnType<typeof useTranslations<"listings">>;
type EnumWords = ReturnType<typeof useTranslations<"enums">>;

/** 'Andre S.': the table is tight at 1440 px with the menu open; the view has the full name. */
function specialistOf(listing: ListingSummary): string {
  const { firstName, lastName } = listing.propertySpecialistRef;
  return `${firstName} ${lastName.charAt(0)}.`;
}

/** A price the listing's status shows (PRODUCT.md#listings), or a dash. */
function price(listing: ListingSummary, kind: "rent" | "sale") {
  const shown = pricesShown(listing.status)[kind];
  const amount = kind === "rent" ? listing.cost.rentalPriceInUS : listing.cost.salePriceInUS;
  return shown && amount ? formatListingPrice(amount) : dash;
}

/**
 * The listings table: no picture column (the tiles are the picture view).
 * Phones keep the name (with location and status below it) and the headline
 * price; wider screens spread rent and sale price over their own columns. Its words are the screen's language's.
 */
function listingColumns(t: ListingWords, enums: EnumWords): DataColumn<ListingSummary, ListSort<"listings">>[] {
  const typeOf = (listing: ListingSummary) =>
    listing.listingType === "land-only"
      ? t("columns.landOnly")
      : listing.propertyType
        ? enums(`propertyType.${listing.propertyType}`)
        : t("columns.property");
  return [
    { id: "name", header: t("columns.name"), sort: "propertyName", render: (listing) => listing.propertyName },
    {
      id: "location",
      header: t("columns.location"),
      sort: "location",
      priority: 2,
      fill: true,
      text: (listing) => listing.location,
    },
    { id: "type", header: t("columns.type"), sort: "propertyType", priority: 3, render: typeOf },
    {
      id: "status",
      header: t("columns.status"),
      sort: "status",
      priority: 2,
      render: (listing) => <ListingStatusChip status={listing.status} />,
      text: (listing) => enums(`listingStatus.${listing.status}`),
    },
    {
      id: "bedrooms",
      header: t("columns.bedrooms"),
      sort: "rooms.bedrooms",
      priority: 3,
      align: "right",
      render: (listing) => listing.rooms.bedrooms ?? dash,
    },
    { id: "specialist", header: t("columns.specialist"), sort: "propertySpecialistRef.firstName", priority: 3, render: specialistOf },
    {
      id: "rent",
      header: t("columns.rent"),
      sort: "cost.rentalPriceInUS",
      priority: 3,
      align: "right",
      render: (listing) => price(listing, "rent"),
    },
    {
      id: "sale",
      header: t("columns.sale"),
      sort: "cost.salePriceInUS",
      priority: 3,
      align: "right",
      render: (listing) => price(listing, "sale"),
    },
    {
      id: "price",
      header: t("columns.price"),
      narrowOnly: true,
      align: "right",
      render: (listing) => headlinePrice(listing, (amount) => t("perMonth", { price: amount })) ?? dash,
    },
  ];
}

/** The table's columns in the screen's language. */
export function useListingColumns(): DataColumn<ListingSummary, ListSort<"listings">>[] {
  const t = useTranslations("listings");
  const enums = useTranslations("enums");
  return useMemo(() => listingColumns(t, enums), [t, enums]);
}

/** The sort names of the table, which its words do not change (the list's address takes them before any render). */
const keyAsWord = ((key: string) => key) as unknown as ListingWords & EnumWords;
export const LISTING_SORTS = listingColumns(keyAsWord, keyAsWord).flatMap((column) => (column.sort ? [column.sort] : []));
