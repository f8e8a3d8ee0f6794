import { LISTING_STATUS_LABELS, PROPERTY_TYPE_LABELS, type ListingStatus } from "@/lib/domain/enums";
import { listingImageSrc, PLACEHOLDER_IMAGE_URL } from "@/lib/domain/pictures";

/** Labels and formats shared by the listing screens. */

/** SPEC §9: listing-related lists show 100 per page. Here, not in the client list, so the server page can read it too. */
export const LISTINGS_PAGE_SIZE = 100;
export const PLACEHOLDER_PICTURE_URL = PLACEHOLDER_IMAGE_URL;

// The enumerations' labels live with the enumerations (the server's exports read them too).
export { LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, ZONING_LABELS } from "@/lib/domain/enums";

export function statusLabel(status: string): string {
  return LISTING_STATUS_LABELS[status as ListingStatus] ?? status;
}

/** The picture to show: the bundled placeholder for 'property1.jpg', else the stored picture (its thumbnail for tiles). */
export function listingPictureSrc(listing: { image: string }, variant?: "tile"): string {
  return listingImageSrc(listing.image, variant === "tile" ? "thumbnail" : "full");
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2, minimumFractionDigits: 0 });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** '850000.00' → '$850,000'; '1250.50' → '$1,250.50'. */
export function formatUsd(amount: string | null): string | null {
  if (amount === null) return null;
  const value = Number(amount);
  return Number.isInteger(value) ? usd.format(value) : new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);
}

export function formatNumber(value: string | number | null): string | null {
  return value === null ? null : plain.format(Number(value));
}

/** Which prices the view shows (SPEC §2): rent for for-rent/rented, sale price for for-sale and statuses that show both. */
export function pricesShown(status: string): { rent: boolean; sale: boolean } {
  const rent = ["for-rent", "rented", "rent-and-sale", "rented-and-for-sale"].includes(status);
  const sale = status === "for-sale" || status === "sold" || status === "rent-and-sale" || status === "rented-and-for-sale";
  return { rent, sale };
}

/** The headline price of a tile: the sale price where one is shown, else the rent. */
export function headlinePrice(listing: {
  status: string;
  cost: { salePriceInUS: string | null; rentalPriceInUS: string | null };
}): string | null {
  const { sale, rent } = pricesShown(listing.status);
  if (sale && listing.cost.salePriceInUS) return formatUsd(listing.cost.salePriceInUS);
  if (rent && listing.cost.rentalPriceInUS) return `${formatUsd(listing.cost.rentalPriceInUS)} / month`;
  return null;
}

export function labelOf<K extends string>(labels: Record<K, string>, value: string | null): string | null {
  return value === null ? null : (labels[value as K] ?? value);
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** '2026-01-31' → 'Jan 31, 2026'. */
export function formatDay(day: string | null): string | null {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : null;
}

/** SPEC §2 heading: 'Property:' for land-and-property or 'Land Only' for land-only, plus the property type label. */
export function listingHeading(listing: { listingType: string; propertyType: string | null }): { kind: string; type: string | null } {
  const type = labelOf(PROPERTY_TYPE_LABELS, listing.propertyType);
  return listing.listingType === "land-only" ? { kind: "Land Only", type } : { kind: "Property:", type };
}
