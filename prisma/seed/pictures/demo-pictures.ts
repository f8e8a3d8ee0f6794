import sharp from "sharp";
import { PROPERTY_TYPES } from "@/lib/domain/enums";
import { LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import type { Prisma } from "@/lib/generated/prisma/client";
import { preparePictureBytes, storePicture, type PreparedPicture } from "@/server/files/pictures";
import type { ListingRow } from "../build-listings";
import { createRandom } from "../random";
import { pictureSvg, type PictureSubject } from "./scenes";
import { DAYLIGHTS } from "./scenery";

/** Variants per property type, so neighbouring tiles of one type, and one owner's listings of a type, differ. */
export const VARIANTS_PER_SUBJECT = 6;
export const PICTURE_SUBJECTS: readonly PictureSubject[] = [...PROPERTY_TYPES, "land"];
/** About one listing in this many keeps the placeholder, as freshly entered listings do… */
const WITHOUT_PICTURE_EVERY = 13;
/** …and only a modest one: a $9,000-a-month villa without a picture would not be on the market yet. */
const PLACEHOLDER_MAX = { rent: 5_000, sale: 600_000 } as const;

function modest(listing: ListingRow): boolean {
  const rent = listing.rentalPriceInUS == null ? 0 : Number(listing.rentalPriceInUS);
  const sale = listing.salePriceInUS == null ? 0 : Number(listing.salePriceInUS);
  return rent <= PLACEHOLDER_MAX.rent && sale <= PLACEHOLDER_MAX.sale;
}

export type DemoPictures = ReadonlyMap<PictureSubject, readonly PreparedPicture[]>;

/** The SVG of one variant: the same subject and variant always give the same picture. */
export function demoPictureSvg(subject: PictureSubject, variant: number): string {
  const random = createRandom(7919 * (PICTURE_SUBJECTS.indexOf(subject) + 1) + 104_729 * (variant + 1));
  const daylight = DAYLIGHTS[(variant + PICTURE_SUBJECTS.indexOf(subject)) % DAYLIGHTS.length]!;
  return pictureSvg(subject, random, daylight);
}

/**
 * 1600 × 1200 JPEG at quality 80 (DESIGN.md §4). Plain libjpeg, not mozjpeg:
 * the picture path re-encodes every picture anyway, and mozjpeg doubled the
 * seed's picture time for bytes that do not survive.
 */
export async function renderDemoPicture(subject: PictureSubject, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(subject, variant)))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Every variant of every subject, rendered and then prepared the way an
 * upload is (server/files: checked, re-encoded, with its thumbnail), once each.
 */
export async function renderDemoPictures(): Promise<DemoPictures> {
  const entries = await Promise.all(
    PICTURE_SUBJECTS.map(async (subject) => {
      const variants: PreparedPicture[] = [];
      // One subject at a time per task: sharp already uses every core for one picture.
      for (let variant = 0; variant < VARIANTS_PER_SUBJECT; variant++) {
        variants.push(await preparePictureBytes(await renderDemoPicture(subject, variant), LISTING_PICTURE_LIMITS));
      }
      return [subject, variants] as const;
    }),
  );
  return new Map(entries);
}

/** A pictured listing's gallery holds GALLERY_MIN to GALLERY_MAX pictures (issue 30 §2: "3–6 on most listings"). */
export const GALLERY_MIN = 3;
export const GALLERY_MAX = 6;

/** A listing's gallery row, inserted once the listings exist. */
export interface DemoGalleryRow {
  fileId: string;
  listingId: string;
  position: number;
  caption: string | null;
}

/** A variant's caption says its light, as the scene draws it (demoPictureSvg): "Golden hour view". */
function captionOf(subject: PictureSubject, variant: number): string {
  const { name } = DAYLIGHTS[(variant + PICTURE_SUBJECTS.indexOf(subject)) % DAYLIGHTS.length]!;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} view`;
}

/**
 * Gives the listings their pictures (each listing its own stored files, as
 * deleting a listing deletes its pictures). In name order, as the lists show
 * them, each type takes its variants in turn for the cover, so two
 * neighbouring listings of one type never look alike; a variant the same
 * owner already has for that type is passed over (at most all but two, so the
 * neighbour rule holds). The gallery then adds the type's next variants (other
 * daylights and viewpoints), 3 to 6 pictures in all, some captioned. About one
 * listing in thirteen, a modest one, keeps the placeholder. Answers how many
 * listings got a picture and the gallery rows to insert once the listings exist.
 */
export async function attachDemoPictures(
  tx: Prisma.TransactionClient,
  listings: ListingRow[],
  pictures: DemoPictures,
): Promise<{ pictured: number; gallery: DemoGalleryRow[] }> {
  const turns = new Map<PictureSubject, number>();
  const ownersVariants = new Map<string, Set<number>>();
  const byName = [...listings].sort((a, b) => (a.propertyName.toLowerCase() < b.propertyName.toLowerCase() ? -1 : 1));
  const gallery: DemoGalleryRow[] = [];
  let pictured = 0;
  let sincePlaceholder = 0;
  for (const listing of byName) {
    if (++sincePlaceholder >= WITHOUT_PICTURE_EVERY && modest(listing)) {
      sincePlaceholder = 0;
      continue;
    }
    const subject: PictureSubject = listing.propertyType ?? "land";
    const variants = pictures.get(subject)!;
    const owned = ownersVariants.get(`${listing.clientId}:${subject}`) ?? new Set<number>();
    let turn = turns.get(subject) ?? 0;
    for (let passed = 0; passed < variants.length - 2 && owned.has(turn % variants.length); passed++) turn++;
    turns.set(subject, turn + 1);
    owned.add(turn % variants.length);
    ownersVariants.set(`${listing.clientId}:${subject}`, owned);
    const size = GALLERY_MIN + (pictured % (GALLERY_MAX - GALLERY_MIN + 1));
    for (let position = 0; position < size; position++) {
      const variant = (turn + position) % variants.length;
      const fileId = await storePicture(tx, variants[variant]!);
      if (position === 0) listing.imageId = fileId;
      const caption = (pictured + position) % 3 === 0 ? null : captionOf(subject, variant);
      gallery.push({ fileId, listingId: listing.id, position, caption });
    }
    pictured++;
  }
  return { pictured, gallery };
}
