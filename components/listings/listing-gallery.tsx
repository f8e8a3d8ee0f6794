"use client";

import { ArrowUpTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type DragEvent } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError, fetchPage } from "@/lib/client/api";
import { uploadForm } from "@/lib/client/upload-form";
import { dropOnto, moveId, uploadBatches, withCover } from "@/lib/domain/gallery-order";
import { LISTING_PICTURE_LIMITS, PICTURE_ACCEPT, PICTURE_TYPE_MESSAGE } from "@/lib/domain/pictures";
import {
  LISTING_PICTURES_MAX,
  LISTING_PICTURES_PER_UPLOAD,
  tooManyPicturesMessage,
  type ListingPictureDto,
} from "@/lib/schemas/listing-picture";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { ListingCaptionDialog } from "./listing-caption-dialog";
import { ListingGalleryItem, type GalleryAction } from "./listing-gallery-item";
import { ListingGalleryLightbox } from "./listing-gallery-lightbox";
import { usePictureName } from "./picture-name";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";
import { ProgressBar } from "@/components/ui/progress-bar";

const PICTURE_TYPES = PICTURE_ACCEPT.split(",");
type Page = { items: ListingPictureDto[]; total: number };

/**
 * A listing's gallery (issue 30 §2): add several pictures at once (chosen or
 * dropped, sent ten to a request with a progress bar), reorder by dragging or
 * with each picture's Move earlier / Move later buttons (focus stays on the
 * moved picture's button, and a live region says where it went), make one the
 * cover (the first; it is the listing's picture everywhere), caption, delete
 * (the one confirmation dialog), and open them in the lightbox. A change of
 * cover refreshes the page, whose summary shows the cover.
 */
export function ListingGallery({
  listingId,
  propertyName,
  initial,
}: {
  listingId: string;
  propertyName: string;
  initial: ListingPictureDto[];
}) {
  const key = `/listings/${listingId}/pictures`;
  const { data, mutate } = useSWR<Page>(key, fetchPage<ListingPictureDto>, {
    ...READ_DEFAULTS,
    fallbackData: { items: initial, total: initial.length },
    // The page brings the gallery and each change mutates it: no fetch on mount, nor when the connection returns
    // (a read then, before the network is back, put the app's Offline alert over the page).
    revalidateOnMount: false,
    revalidateOnReconnect: false,
  });
  const pictures = data?.items ?? initial;
  const t = useTranslations("listings.gallery");
  const pictureName = usePictureName();
  const router = useRouter();
  const toast = useToast();
  const { confirm } = useDialogs();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ fraction: number; label: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [droppingFiles, setDroppingFiles] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [captioning, setCaptioning] = useState<{ picture: ListingPictureDto; name: string } | null>(null);
  const focusAfter = useRef<{ id: string; action: string } | null>(null);
  const orderSaves = useRef<Promise<void>>(Promise.resolve());

  // After a move the picture's DOM node has moved: put focus back on its button (or its neighbour when that one is now disabled).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-picture-id="${target.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLButtonElement>("[data-action]:not(:disabled)"))?.focus();
    focusAfter.current = null;
  }, [pictures]);

  const coverOf = (items: readonly ListingPictureDto[]) => items[0]?._id ?? null;

  /**
   * Shows the new order at once and saves it; saves run one after another, so
   * quick presses of Move earlier each send the order they made. The buttons
   * stay enabled meanwhile: focus never falls off a disabled button.
   */
  function saveOrder(ids: readonly string[], moved: string, action: string) {
    const before = pictures;
    if (ids.every((id, index) => before[index]?._id === id)) return;
    const byId = new Map(before.map((picture) => [picture._id, picture]));
    const next = ids.map((id, index) => ({ ...byId.get(id)!, position: index, isCover: index === 0 }));
    const movedPicture = byId.get(moved)!;
    focusAfter.current = { id: moved, action };
    void mutate({ items: next, total: next.length }, { revalidate: false });
    const position = ids.indexOf(moved);
    const words = { name: pictureName(movedPicture.caption, before.indexOf(movedPicture)), position: position + 1, count: ids.length };
    setAnnouncement(position === 0 ? t("movedToCover", words) : t("moved", words));
    orderSaves.current = orderSaves.current.then(async () => {
      try {
        const { data: saved } = await apiFetch<ListingPictureDto[]>(`${key}/order`, {
          method: "PUT",
          body: { ids },
          handledStatuses: [400, 404],
        });
        if (coverOf(saved) !== coverOf(before)) router.refresh();
      } catch (failure) {
        await mutate();
        toast.error(failure instanceof ApiRequestError ? failure.message : t("orderFailed"));
        setAnnouncement(t("orderFailed"));
      }
    });
  }

  async function addFiles(chosen: File[]) {
    setProblem(null);
    if (chosen.length === 0) return;
    const wrongType = chosen.find((file) => !PICTURE_TYPES.includes(file.type));
    const tooBig = chosen.find((file) => file.size > LISTING_PICTURE_LIMITS.maxBytes);
    if (wrongType) return setProblem(`${wrongType.name}: ${PICTURE_TYPE_MESSAGE}`);
    if (tooBig) return setProblem(`${tooBig.name}: ${LISTING_PICTURE_LIMITS.messages.tooManyBytes}`);
    if (pictures.length + chosen.length > LISTING_PICTURES_MAX)
      return setProblem(tooManyPicturesMessage(LISTING_PICTURES_MAX - pictures.length));
    setBusy(true);
    const before = coverOf(pictures);
    let stored = 0;
    try {
      for (const batch of uploadBatches(chosen, LISTING_PICTURES_PER_UPLOAD)) {
        const form = new FormData();
        for (const file of batch) form.append("file", file, file.name);
        const label = t("uploading", { from: stored + 1, to: stored + batch.length, total: chosen.length });
        setProgress({ fraction: 0, label });
        await uploadForm<ListingPictureDto[]>(key, form, (fraction) => setProgress({ fraction, label }));
        stored += batch.length;
      }
    } catch (failure) {
      setProblem(failure instanceof ApiRequestError ? failure.message : t("uploadFailed"));
    } finally {
      setProgress(null);
      setBusy(false);
    }
    if (stored > 0) {
      toast.success(t("added", { count: stored }));
      const fresh = await mutate();
      if (fresh && coverOf(fresh.items) !== before) router.refresh();
    }
  }

  async function remove(picture: ListingPictureDto, name: string) {
    const yes = await confirm({ title: t("deleteTitle"), message: t("deleteMessage", { name }), tone: "danger" });
    if (!yes) return;
    const wasCover = picture.isCover;
    try {
      await apiFetch(`${key}/${picture._id}`, { method: "DELETE", handledStatuses: [404] });
      toast.success(t("deleted"));
      await mutate();
      if (wasCover) router.refresh();
    } catch (failure) {
      toast.error(failure instanceof ApiRequestError ? failure.message : t("deleteFailed"));
    }
  }

  function act(picture: ListingPictureDto, index: number, action: GalleryAction) {
    const ids = pictures.map((item) => item._id);
    const name = pictureName(picture.caption, index);
    if (action === "earlier") saveOrder(moveId(ids, index, index - 1), picture._id, "earlier");
    else if (action === "later") saveOrder(moveId(ids, index, index + 1), picture._id, "later");
    else if (action === "cover") saveOrder(withCover(ids, picture._id), picture._id, "later");
    else if (action === "caption") setCaptioning({ picture, name });
    else if (action === "delete") void remove(picture, name);
    else setViewing(picture._id);
  }

  const onCardDrop = (event: DragEvent) => {
    setDroppingFiles(false);
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    if (!busy) void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Card
      label={t("label")}
      title={t("title", { count: pictures.length })}
      actions={
        <Button
          variant="ghost"
          size="sm"
          disabled={busy || pictures.length >= LISTING_PICTURES_MAX}
          onClick={() => inputRef.current?.click()}
        >
          <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
          {t("add")}
        </Button>
      }
    >
      <div
        data-testid="gallery-drop-zone"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDroppingFiles(true);
        }}
        onDragLeave={() => setDroppingFiles(false)}
        onDrop={onCardDrop}
        className={cx("space-y-3 rounded-lg", droppingFiles && "bg-brand-50 ring-2 ring-brand-300")}
      >
        <HiddenFileInput ref={inputRef} multiple accept={PICTURE_ACCEPT} label={t("choose")} onFiles={(files) => void addFiles(files)} />
        <p className="sr-only" aria-live="polite" data-testid="gallery-announcement">
          {announcement}
        </p>
        {pictures.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t.rich("empty", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}
          </p>
        ) : (
          <>
            <p className="text-xs text-slate-600">{t("help")}</p>
            <ol ref={listRef} aria-label={t("listLabel")} className="grid gap-2 sm:grid-cols-3 sm:gap-3">
              {pictures.map((picture, index) => (
                <ListingGalleryItem
                  key={picture._id}
                  picture={picture}
                  index={index}
                  count={pictures.length}
                  busy={busy}
                  dragging={dragged === picture._id}
                  onAction={(action) => act(picture, index, action)}
                  onDragStart={() => setDragged(picture._id)}
                  onDragEnd={() => setDragged(null)}
                  onDropOn={() => {
                    if (dragged)
                      saveOrder(
                        dropOnto(
                          pictures.map((item) => item._id),
                          dragged,
                          picture._id,
                        ),
                        dragged,
                        "later",
                      );
                    setDragged(null);
                  }}
                />
              ))}
            </ol>
          </>
        )}
        {progress && (
          <div>
            <p className="text-xs text-slate-600">{progress.label}</p>
            <ProgressBar label={progress.label} fraction={progress.fraction} className="mt-1" />
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {viewing && (
        <ListingGalleryLightbox pictures={pictures} startId={viewing} propertyName={propertyName} onClose={() => setViewing(null)} />
      )}
      {captioning && (
        <ListingCaptionDialog
          picture={captioning.picture}
          name={captioning.name}
          onClose={() => setCaptioning(null)}
          onSaved={async () => {
            setCaptioning(null);
            toast.success(t("captionSaved"));
            await mutate();
          }}
        />
      )}
    </Card>
  );
}
