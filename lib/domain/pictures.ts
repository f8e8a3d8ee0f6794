/**
 * Limits on uploaded pictures, shared by the browser's early checks and the
 * server's authoritative ones (server/files/pictures.ts). The avatar texts are
 * those of PRODUCT.md#avatar, word for word.
 */
export interface PictureLimits {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  /** The longest side of the stored thumbnail (tiles, avatars). */
  thumbnailSize: number;
  /** Also make the RESPONSIVE_WIDTHS copies (listing pictures, shown at many sizes). */
  responsive?: boolean;
  messages: { tooManyBytes: string; tooManyPixels: string };
}

export const AVATAR_LIMITS: PictureLimits = {
  maxBytes: 400_000,
  maxWidth: 500,
  maxHeight: 500,
  thumbnailSize: 160,
  messages: {
    tooManyBytes: "Selected file too large. User avatar must be no larger than 400kb.",
    tooManyPixels: "Selected file too large. User avatar must be no larger than 500px X 500px maximum",
  },
};

export const LISTING_PICTURE_LIMITS: PictureLimits = {
  maxBytes: 5_000_000,
  maxWidth: 6000,
  maxHeight: 6000,
  // Tiles show it 80 px tall (107 wide): 320 × 240 is sharp on a 3× screen, a quarter of 640's bytes.
  thumbnailSize: 320,
  responsive: true,
  messages: {
    tooManyBytes: "The picture is too large. It must be no larger than 5 MB.",
    tooManyPixels: "The picture is too large. It must be no larger than 6000 × 6000 pixels.",
  },
};

export const PICTURE_TYPE_MESSAGE = "The picture must be a JPEG, PNG or WebP image.";
export const PICTURE_UNREADABLE_MESSAGE = "The picture could not be read. Please choose another file.";

/** The file types the pickers offer; the server decides by content, not by this. */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The value a listing without a picture holds (PRODUCT.md#listings). The console draws its
 * own placeholder for it (components/listings/listing-picture.tsx); the bundled
 * picture stays served for API clients that load it by name.
 */
export const PLACEHOLDER_IMAGE = "property1.jpg";
export const PLACEHOLDER_IMAGE_URL = "/images/property1.jpg";
/** The bundled placeholder at thumbnail size (320×240 WebP, 4:3 like every stored thumbnail). */
export const PLACEHOLDER_THUMBNAIL_URL = "/images/property1-thumbnail.webp";

/** The widths of a listing picture's WebP copies (the thumbnail is the 320 one); `srcset` lists them. */
export const RESPONSIVE_WIDTHS = { medium: 640, large: 1280 } as const;

/** Stored pictures are served here; `?variant=thumbnail` gives the small copy. */
export const PICTURE_BASE_PATH = "/api/v1/files/";

export function pictureUrl(fileId: string): string {
  return `${PICTURE_BASE_PATH}${fileId}`;
}

/** A listing's `image` as the API answers it: its stored picture's URL, or 'property1.jpg'. */
export function listingImageOf(imageId: string | null): string {
  return imageId ? pictureUrl(imageId) : PLACEHOLDER_IMAGE;
}

/** True when the listing has a picture of its own (stored, or a data URL being previewed); false for 'property1.jpg' and legacy names. */
export function hasListingPicture(image: string | null | undefined): boolean {
  return Boolean(image?.startsWith(PICTURE_BASE_PATH) || image?.startsWith("data:image/"));
}

/**
 * Where the browser loads a listing's picture from: stored pictures by URL
 * (the thumbnail for tiles), a data URL as is (a preview before saving), and
 * anything else — 'property1.jpg' or a legacy file name — as the placeholder.
 */
export function listingImageSrc(image: string | null | undefined, variant: "full" | "thumbnail" = "full"): string {
  if (image?.startsWith(PICTURE_BASE_PATH)) return variant === "thumbnail" ? `${image}?variant=thumbnail` : image;
  if (image?.startsWith("data:image/")) return image;
  return variant === "thumbnail" ? PLACEHOLDER_THUMBNAIL_URL : PLACEHOLDER_IMAGE_URL;
}

/**
 * The `srcset` of a stored listing picture: its thumbnail (320 wide at most), the 640 and 1280
 * copies. Pictures stored before the copies existed are served whole under those names. Empty for
 * a placeholder or a data URL (a preview before saving).
 */
export function listingImageSrcSet(image: string | null | undefined): string | undefined {
  if (!image?.startsWith(PICTURE_BASE_PATH)) return undefined;
  const { medium, large } = RESPONSIVE_WIDTHS;
  return `${image}?variant=thumbnail 320w, ${image}?variant=medium ${medium}w, ${image}?variant=large ${large}w`;
}

/** How large a JSON body carrying one picture (base64, a third larger) may be. */
export function jsonBodyLimitFor(limits: PictureLimits): number {
  return Math.ceil(limits.maxBytes / 3) * 4 + 256 * 1024;
}
