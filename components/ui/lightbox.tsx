"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";

/**
 * Pictures one at a time in the window dialog (DESIGN.md "Lightbox"): ← and →
 * (or Previous / Next) move through them wherever focus is, except while
 * typing in a field; Esc closes and Headless UI returns focus to the button
 * that opened it. The caller draws the picture, its line below and any
 * footer action; the stepping, keys and frame live here once.
 */
export function Lightbox<Item extends { _id: string }>({
  items,
  startId,
  onClose,
  title,
  picture,
  caption,
  action,
}: {
  items: Item[];
  startId: string;
  onClose: () => void;
  title: (item: Item, index: number) => string;
  picture: (item: Item, index: number) => ReactNode;
  caption: (item: Item, index: number) => ReactNode;
  action?: (item: Item) => ReactNode;
}) {
  const t = useTranslations("common.actions");
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item._id === startId),
    ),
  );
  const count = items.length;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((current) => (current + step + count) % count);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [count]);
  const item = items[index];
  if (!item) return null;
  const footerAction = action?.(item);

  return (
    <WindowDialog open onClose={onClose} title={title(item, index)}>
      <div className="flex min-h-0 flex-1 flex-col">
        <WindowDialogBody>
          {picture(item, index)}
          <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
            {caption(item, index)}
          </p>
        </WindowDialogBody>
        {(count > 1 || footerAction) && (
          <WindowDialogFooter>
            {count > 1 && (
              <>
                <Button variant="secondary" onClick={() => move(-1)}>
                  <ChevronLeftIcon className="size-4" aria-hidden="true" />
                  {t("previous")}
                </Button>
                <Button variant="secondary" onClick={() => move(1)}>
                  {t("next")}
                  <ChevronRightIcon className="size-4" aria-hidden="true" />
                </Button>
              </>
            )}
            {footerAction}
          </WindowDialogFooter>
        )}
      </div>
    </WindowDialog>
  );
}

/** The picture's box in a lightbox: as large as the window allows, never cropped. */
export const LIGHTBOX_PICTURE_CLASS = "mx-auto max-h-[60dvh] w-auto max-w-full rounded object-contain";
