"use client";

import { ArrowDownTrayIcon, ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { documentContentUrl } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";

/**
 * A record's pictures, one at a time, in the window dialog: ← and → (or the
 * buttons) move through them, Esc closes and returns focus to the button
 * that opened it. The picture is the stored file opened inline.
 */
export function DocumentLightbox({ pictures, startId, onClose }: { pictures: DocumentDto[]; startId: string; onClose: () => void }) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      pictures.findIndex((picture) => picture._id === startId),
    ),
  );
  const count = pictures.length;
  const move = (step: number) => setIndex((current) => (current + step + count) % count);
  // ← and → wherever focus is in the dialog (it starts on Close); not while typing in a field.
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
  const picture = pictures[index];
  if (!picture) return null;
  const many = count > 1;

  return (
    <WindowDialog open onClose={onClose} title={picture.title}>
      <div className="flex min-h-0 flex-1 flex-col">
        <WindowDialogBody>
          {/* eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file: not for the image optimiser */}
          <img
            src={documentContentUrl(picture._id, { inline: true })}
            alt={picture.title}
            className="mx-auto max-h-[60dvh] w-auto max-w-full rounded object-contain"
          />
          <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
            {many ? `Picture ${index + 1} of ${pictures.length} · ` : ""}
            {picture.fileName}
          </p>
        </WindowDialogBody>
        <WindowDialogFooter>
          {many && (
            <>
              <Button variant="secondary" onClick={() => move(-1)}>
                <ChevronLeftIcon className="size-4" aria-hidden="true" />
                Previous
              </Button>
              <Button variant="secondary" onClick={() => move(1)}>
                Next
                <ChevronRightIcon className="size-4" aria-hidden="true" />
              </Button>
            </>
          )}
          <a
            href={documentContentUrl(picture._id)}
            download={picture.fileName}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
            Download
          </a>
        </WindowDialogFooter>
      </div>
    </WindowDialog>
  );
}
