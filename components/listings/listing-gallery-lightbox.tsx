"use client";

import { useTranslations } from "next-intl";
import { LIGHTBOX_PICTURE_CLASS, Lightbox } from "@/components/ui/lightbox";
import { listingImageSrcSet } from "@/lib/domain/pictures";
import type { ListingPictureDto } from "@/lib/schemas/listing-picture";
import { usePictureName } from "./picture-name";

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
  const t = useTranslations("listings.gallery");
  const pictureName = usePictureName();
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
          alt={
            picture.caption
              ? t("altWithCaption", { name: propertyName, caption: picture.caption })
              : t("alt", { number: index + 1, name: propertyName })
          }
          width={picture.width}
          height={picture.height}
          className={LIGHTBOX_PICTURE_CLASS}
        />
      )}
      caption={(_, index) => t(index === 0 ? "positionCover" : "position", { number: index + 1, count: pictures.length })}
    />
  );
}
