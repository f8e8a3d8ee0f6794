"use client";

import { LIGHTBOX_PICTURE_CLASS, Lightbox } from "@/components/ui/lightbox";
import { pictureName } from "@/lib/domain/gallery-order";
import { listingImageSrcSet } from "@/lib/domain/pictures";
import type { ListingPictureDto } from "@/lib/schemas/listing-picture";

/** The gallery's pictures in the lightbox, at the server-made sizes; the first is the cover. */
export function ListingGalleryLightbox({
  pictures,
  startId,
  propertyName,
  onClose,
}: {
  pictures: ListingPictureDto[];
  startId: string;
  propertyName: string;
  onClose: () => void;
}) {
  return (
    <Lightbox
      items={pictures}
      startId={startId}
      onClose={onClose}
      title={(picture, index) => pictureName(picture.caption, index)}
      picture={(picture, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own files route with its own sizes
        <img
          src={`${picture.url}?variant=large`}
          srcSet={listingImageSrcSet(picture.url)}
          sizes="(min-width: 840px) 752px, 100vw"
          alt={picture.caption ? `${propertyName}: ${picture.caption}` : `Picture ${index + 1} of ${propertyName}`}
          width={picture.width}
          height={picture.height}
          className={LIGHTBOX_PICTURE_CLASS}
        />
      )}
      caption={(_, index) => `Picture ${index + 1} of ${pictures.length}${index === 0 ? " · Cover" : ""}`}
    />
  );
}
