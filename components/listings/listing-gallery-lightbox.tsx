"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { pictureName } from "@/lib/domain/gallery-order";
import { listingImageSrcSet } from "@/lib/domain/pictures";
import type { ListingPictureDto } from "@/lib/schemas/listing-picture";

/**
 * The gallery's pictures one at a time in the window dialog (as the Documents
 * card's lightbox): ← and → or the buttons move through them, Esc closes, and
 * focus returns to the thumbnail that opened it (Headless UI).
 */
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
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      pictures.findIndex((picture) => picture._id === startId),
    ),
  );
  const count = pictures.length;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((current) => (current + step + count) % count);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [count]);
  const picture = pictures[index];
  if (!picture) return null;

  return (
    <WindowDialog open onClose={onClose} title={pictureName(picture.caption, index)}>
      <div className="flex min-h-0 flex-1 flex-col">
        <WindowDialogBody>
          {/* eslint-disable-next-line @next/next/no-img-element -- served by our own files route with its own sizes */}
          <img
            src={`${picture.url}?variant=large`}
            srcSet={listingImageSrcSet(picture.url)}
            sizes="(min-width: 840px) 752px, 100vw"
            alt={picture.caption ? `${propertyName}: ${picture.caption}` : `Picture ${index + 1} of ${propertyName}`}
            width={picture.width}
            height={picture.height}
            className="mx-auto max-h-[60dvh] w-auto max-w-full rounded object-contain"
          />
          <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
            Picture {index + 1} of {count}
            {index === 0 ? " · Cover" : ""}
          </p>
        </WindowDialogBody>
        {count > 1 && (
          <WindowDialogFooter>
            <Button variant="secondary" onClick={() => move(-1)}>
              <ChevronLeftIcon className="size-4" aria-hidden="true" />
              Previous
            </Button>
            <Button variant="secondary" onClick={() => move(1)}>
              Next
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </Button>
          </WindowDialogFooter>
        )}
      </div>
    </WindowDialog>
  );
}
