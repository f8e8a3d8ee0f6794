import { z } from "zod";
import { optionalText } from "./common";

/**
 * A listing's gallery (issue 30 §2): its pictures in order, the first the
 * cover (the listing's `image`). The caption schema is shared by the gallery's
 * caption form and PUT /listings/{id}/pictures/{pictureId}.
 */
export const LISTING_PICTURES_MAX = 40;
/** Files one POST may carry (each up to LISTING_PICTURE_LIMITS.maxBytes). */
export const LISTING_PICTURES_PER_UPLOAD = 10;
export const CAPTION_MAX = 200;

export const listingPictureCaptionSchema = z.object({ caption: optionalText("Caption", CAPTION_MAX) });
export type ListingPictureCaptionInput = z.input<typeof listingPictureCaptionSchema>;

export const listingPictureOrderSchema = z.object({
  ids: z
    .array(z.uuid("Every id must be a picture's id."), { error: "ids must be the list of the listing's picture ids." })
    .min(1, "ids must name every picture of the listing.")
    .max(LISTING_PICTURES_MAX, `A listing has at most ${LISTING_PICTURES_MAX} pictures.`)
    .refine((ids) => new Set(ids).size === ids.length, "ids must not repeat a picture."),
});
export type ListingPictureOrderInput = z.output<typeof listingPictureOrderSchema>;

export interface ListingPictureDto {
  /** The stored file's id: `url` is /api/v1/files/{_id}. */
  _id: string;
  listing: string;
  /** 0 is the cover. */
  position: number;
  isCover: boolean;
  caption: string | null;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}

export const tooManyPicturesMessage = (room: number) =>
  room <= 0
    ? `A listing has at most ${LISTING_PICTURES_MAX} pictures. Delete one before adding another.`
    : `A listing has at most ${LISTING_PICTURES_MAX} pictures: ${room} more can be added.`;
