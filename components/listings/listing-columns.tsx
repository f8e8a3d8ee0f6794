import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { ListingStatusChip } from "@/components/ui/status-chip";
import { PROPERTY_TYPE_LABELS } from "@/lib/domain/enums";
import type { ListingSummary } from "@/lib/schemas/listing";
import { formatListingPrice, headlinePrice, labelOf, pricesShown, statusLabel } from "./listing-format";

const dash = <span className="text-slate-400">—</span>;

function typeOf(listing: ListingSummary): string {
  return listing.listingType === "land-only" ? "Land only" : (labelOf(PROPERTY_TYPE_LABELS, listing.propertyType) ?? "Property");
}

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
 * price; wider screens spread rent and sale price over their own columns.
 */
export const LISTING_COLUMNS: DataColumn<ListingSummary, ListSort<"listings">>[] = [
  { id: "name", header: "Name", sort: "propertyName", render: (listing) => listing.propertyName },
  {
    id: "location",
    header: "Location",
    sort: "location",
    priority: 2,
    fill: true,
    text: (listing) => listing.location,
  },
  { id: "type", header: "Type", sort: "propertyType", priority: 3, render: typeOf },
  {
    id: "status",
    header: "Status",
    sort: "status",
    priority: 2,
    render: (listing) => <ListingStatusChip status={listing.status} />,
    text: (listing) => statusLabel(listing.status),
  },
  {
    id: "bedrooms",
    header: "Beds",
    sort: "rooms.bedrooms",
    priority: 3,
    align: "right",
    render: (listing) => listing.rooms.bedrooms ?? dash,
  },
  { id: "specialist", header: "Specialist", sort: "propertySpecialistRef.firstName", priority: 3, render: specialistOf },
  {
    id: "rent",
    header: "Rent",
    sort: "cost.rentalPriceInUS",
    priority: 3,
    align: "right",
    render: (listing) => price(listing, "rent"),
  },
  {
    id: "sale",
    header: "Sale",
    sort: "cost.salePriceInUS",
    priority: 3,
    align: "right",
    render: (listing) => price(listing, "sale"),
  },
  { id: "price", header: "Price", narrowOnly: true, align: "right", render: (listing) => headlinePrice(listing) ?? dash },
];
