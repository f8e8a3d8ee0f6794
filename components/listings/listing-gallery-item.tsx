"use client";

import { ChevronLeftIcon, ChevronRightIcon, PencilSquareIcon, StarIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { listingImageSrc, listingImageSrcSet } from "@/lib/domain/pictures";
import type { ListingPictureDto } from "@/lib/schemas/listing-picture";
import { usePictureName } from "./picture-name";

export type GalleryAction = "earlier" | "later" | "cover" | "caption" | "delete" | "open";

/**
 * One picture of the gallery: its thumbnail (opens the lightbox), the Cover
 * mark on the first, its caption, and its buttons — Move earlier / Move later
 * (the keyboard's way to reorder; dragging the picture is the pointer's),
 * Make cover, Caption, Delete. A row on phones, a grid cell from `sm` up.
 */
export function ListingGalleryItem({
  picture,
  index,
  count,
  busy,
  dragging,
  onAction,
  onDragStart,
  onDragEnd,
  onDropOn,
}: {
  picture: ListingPictureDto;
  index: number;
  count: number;
  busy: boolean;
  dragging: boolean;
  onAction: (action: GalleryAction) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: () => void;
}) {
  const t = useTranslations("listings.gallery");
  const name = usePictureName()(picture.caption, index);
  const cover = index === 0;
  const acceptsDrop = (event: DragEvent) => !event.dataTransfer.types.includes("Files");
  const buttons: { action: GalleryAction; label: string; Icon: typeof StarIcon; disabled?: boolean }[] = [
    { action: "earlier", label: t("moveEarlier", { name }), Icon: ChevronLeftIcon, disabled: index === 0 },
    { action: "later", label: t("moveLater", { name }), Icon: ChevronRightIcon, disabled: index === count - 1 },
    ...(cover ? [] : [{ action: "cover" as const, label: t("makeCover", { name }), Icon: StarIcon }]),
    { action: "caption", label: t("editCaption", { name }), Icon: PencilSquareIcon },
    { action: "delete", label: t("delete", { name }), Icon: TrashIcon },
  ];
  return (
    <li
      data-picture-id={picture._id}
      data-testid="gallery-item"
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", picture._id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        if (acceptsDrop(event)) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        event.stopPropagation();
        onDropOn();
      }}
      className={cx(
        "flex min-w-0 gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200 sm:flex-col",
        dragging && "opacity-50",
        !busy && "cursor-grab active:cursor-grabbing",
      )}
    >
      <button
        type="button"
        onClick={() => onAction("open")}
        // The cover's chip is inside the button: its name says it too, so the words a person sees are in it (WCAG 2.5.3).
        aria-label={t(cover ? "openCover" : "open", { name })}
        className="relative block w-20 shrink-0 self-start overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-full"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- served by our own files route with its own sizes */}
        <img
          src={listingImageSrc(picture.url, "thumbnail")}
          srcSet={listingImageSrcSet(picture.url)}
          sizes="(min-width: 1280px) 200px, (min-width: 640px) 30vw, 80px"
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="aspect-listing w-full bg-slate-100 object-cover"
        />
        {cover && (
          <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
            <StarIcon className="size-3" aria-hidden="true" />
            {t("cover")}
          </span>
        )}
      </button>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-1">
        <p
          className={cx("line-clamp-2 text-xs sm:truncate", picture.caption ? "text-slate-700" : "italic text-slate-500")}
          title={picture.caption ?? undefined}
        >
          {picture.caption ?? t("noCaption")}
        </p>
        <div className="-ml-1 flex flex-wrap items-center" role="group" aria-label={t("actions", { name })}>
          {buttons.map(({ action, label, Icon, disabled }) => (
            <Button
              key={action}
              variant="ghost"
              size="icon"
              aria-label={label}
              data-action={action}
              disabled={busy || disabled}
              onClick={() => onAction(action)}
            >
              <Icon className="size-4" aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
