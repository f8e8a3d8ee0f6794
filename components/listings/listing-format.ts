import { formatDecimal, formatRounded, formatUsdPrice } from "@/lib/domain/money";
import { listingImageSrc } from "@/lib/domain/pictures";
import { dbDate } from "@/lib/domain/agency-time";

/** Formats shared by the listing screens (their words: messages/*.json `listings`). */

/** PRODUCT.md#limits: listing-related lists show 100 per page. Here, not in the client list, so the server page can read it too. */
export const LISTINGS_PAGE_SIZE = 100;

/** The picture to show: the bundled placeholder for 'property1.jpg', else the stored picture (its thumbnail for tiles). */
export function listingPictureSrc(listing: { image: string }, variant?: "tile"): string {
  return listingImageSrc(listing.image, variant === "tile" ? "thumbnail" : "full");
}

/** '850000.00' → '$850,000'; '1250.50' → '$1,250.50' (lib/domain/money.ts, never through a float). */
export function formatListingPrice(amount: string | null): string | null {
  return amount === null ? null : formatUsdPrice(amount);
}

/** Sizes: '43560.00' → '43,560'; '0.2755' → '0.2755'. */
export function formatListingSize(value: string | null): string | null {
  return value === null ? null : formatDecimal(value);
}

/** Acres as people read them, to two decimals ("0.28"); the form keeps the four the schema stores. */
export function formatAcres(value: string | null): string | null {
  return value === null ? null : formatRounded(value, 2);
}

/** Which prices the view shows (PRODUCT.md#listings): rent for for-rent/rented, sale price for for-sale and statuses that show both. */
export function pricesShown(status: string): { rent: boolean; sale: boolean } {
  const rent = ["for-rent", "rented", "rent-and-sale", "rented-and-for-sale"].includes(status);
  const sale = status === "for-sale" || status === "sold" || status === "rent-and-sale" || status === "rented-and-for-sale";
  return { rent, sale };
}

/**
 * The headline price of a tile: each price its status shows, sale first ('$850,000 · $2,500 / month' for rent and
 * sale); `perMonth` words the rent in the screen's language (`listings.perMonth`).
 */
export function headlinePrice(
  listing: {
    status: string;
    cost: { salePriceInUS: string | null; rentalPriceInUS: string | null };
  },
  perMonth: (price: string) => string,
): string | null {
  const { sale, rent } = pricesShown(listing.status);
  const prices = [
    sale && listing.cost.salePriceInUS ? formatListingPrice(listing.cost.salePriceInUS) : null,
    rent && listing.cost.rentalPriceInUS ? perMonth(formatUsdPrice(listing.cost.rentalPriceInUS)) : null,
  ].filter(Boolean);
  return prices.length > 0 ? prices.join(" · ") : null;
}

export function labelOf<K extends string>(labels: Record<K, string>, value: string | null): string | null {
  return value === null ? null : (labels[value as K] ?? value);
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** '2026-01-31' → 'Jan 31, 2026'. */
export function formatDay(day: string | null): string | null {
  return day ? dayFormat.format(dbDate(day)) : null;
}
