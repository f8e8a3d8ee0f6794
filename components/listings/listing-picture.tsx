import { useTranslations } from "next-intl";
import Link from "next/link";
import { cx } from "@/components/ui/cx";
import { SpriteIcon, type SpriteIconName } from "@/components/ui/sprite-icon";
import type { ListingType, PropertyType } from "@/lib/domain/enums";
import { hasListingPicture, listingImageSrc, listingImageSrcSet } from "@/lib/domain/pictures";

/**
 * Every listing picture in the console (DESIGN.md §4): one ratio (4:3,
 * `aspect-listing`), object-cover, width and height set, lazy in lists. A
 * listing without a picture ('property1.jpg') shows an intentional
 * placeholder drawn by property type instead of a stock image.
 */
export interface PictureOf {
  image: string;
  propertyName: string;
  listingType: ListingType;
  propertyType: PropertyType | null;
}

/** `name` is the Heroicon's (the placeholder's data-icon); `icon` its copy in the sprite (a list draws dozens). */
const ICONS: Record<PropertyType | "land-only" | "unknown", { icon: SpriteIconName; name: string }> = {
  house: { icon: "property-house", name: "home" },
  villa: { icon: "property-villa", name: "home-modern" },
  apartment: { icon: "property-apartment", name: "building-office-2" },
  condo: { icon: "property-apartment", name: "building-office-2" },
  "office-space": { icon: "property-office", name: "building-office" },
  "land-only": { icon: "property-land", name: "map" },
  unknown: { icon: "property-unknown", name: "photo" },
};

/** The placeholder's icon: land only a map, buildings by type. */
export function placeholderIconOf(listing: Pick<PictureOf, "listingType" | "propertyType">): { icon: SpriteIconName; name: string } {
  if (listing.listingType === "land-only") return ICONS["land-only"];
  return ICONS[listing.propertyType ?? "unknown"];
}

/**
 * A listing without a picture: a slate panel with the type's outline icon;
 * `note` adds "No picture yet", `addHref` an "Add picture" link.
 */
export function ListingPicturePlaceholder({
  listing,
  className,
  note = false,
  addHref,
}: {
  listing: Pick<PictureOf, "listingType" | "propertyType">;
  className?: string;
  note?: boolean;
  addHref?: string;
}) {
  const t = useTranslations("listings.picture");
  const { icon, name } = placeholderIconOf(listing);
  return (
    <div
      className={cx("flex aspect-listing flex-col items-center justify-center gap-1.5 bg-slate-100", className)}
      data-testid="listing-picture-placeholder"
      data-icon={name}
    >
      <SpriteIcon name={icon} className={cx("text-slate-400", note ? "size-10" : "size-6")} />
      {/* slate-600: slate-500 on this panel is 4.3:1, under AA. */}
      {note && <p className="text-xs text-slate-600">{t("noPictureYet")}</p>}
      {addHref && (
        <Link href={addHref} className="rounded text-sm font-medium text-brand-700 hover:underline">
          {t("add")}
        </Link>
      )}
    </div>
  );
}

/** The listing's picture on its page (full size) or in a list (thumbnail, lazy, decorative next to the name). */
export function ListingPicture({
  listing,
  variant,
  className,
  note,
  addHref,
  testId,
  eager,
  inlineSrc,
  sizes,
}: {
  listing: PictureOf;
  variant: "full" | "thumbnail";
  className?: string;
  /** Placeholder only: say "No picture yet". */
  note?: boolean;
  /** Placeholder only: where "Add picture" leads. */
  addHref?: string;
  testId?: string;
  /** A thumbnail at the top of a list: loaded at once and first (it is often the page's largest paint). */
  eager?: boolean;
  /** The thumbnail's bytes as a data: URL (the first tile's, sent with the page): no request, no srcset. */
  inlineSrc?: string;
  /** The width it is shown at (`sizes`), so the browser picks from the srcset of the server-made sizes (320/640/1280). */
  sizes?: string;
}) {
  const t = useTranslations("listings.picture");
  if (!hasListingPicture(listing.image))
    return <ListingPicturePlaceholder listing={listing} className={className} note={note} addHref={addHref} />;
  const thumbnail = variant === "thumbnail";
  const srcSet = inlineSrc || !sizes ? undefined : listingImageSrcSet(listing.image);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by our own files route with its own caching and thumbnails
    <img
      src={inlineSrc ?? listingImageSrc(listing.image, variant)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={thumbnail ? "" : t("alt", { name: listing.propertyName })}
      width={thumbnail ? 320 : 1600}
      height={thumbnail ? 240 : 1200}
      loading={thumbnail && !eager ? "lazy" : undefined}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={cx("aspect-listing bg-slate-100 object-cover object-center", className)}
      data-testid={testId}
    />
  );
}
