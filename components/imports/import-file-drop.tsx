"use client";

import { ArrowUpTrayIcon, DocumentTextIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";
import { ProgressBar } from "@/components/ui/progress-bar";

export interface DropState {
  name: string;
  size: number;
  /** 0–1 while uploading. */
  progress: number;
  error: string | null;
}

/**
 * DESIGN §7 "File drop": a dashed area that takes a dropped file or opens the
 * file chooser from its "choose" button (the keyboard's and the phone's way),
 * then the file's row with a determinate progress bar and its result.
 */
export function ImportFileDrop({
  accept,
  limits,
  state,
  onFile,
  onRemove,
}: {
  accept: string;
  limits: string;
  state: DropState | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("imports");
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cx(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center",
          over ? "border-brand-500 bg-brand-50" : "border-slate-300",
        )}
      >
        <ArrowUpTrayIcon className="size-6 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-700">
          {t("drop.lead")}{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {t("drop.choose")}
          </button>
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {limits}
        </p>
        <HiddenFileInput ref={input} accept={accept} onFiles={([file]) => onFile(file!)} />
      </div>
      {state && (
        <div className="flex items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
          <DocumentTextIcon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex justify-between gap-3 text-sm">
              <span className="truncate font-medium text-slate-900">{state.name}</span>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums">{formatSize(state.size)}</span>
            </p>
            {state.error ? (
              <p className="text-sm text-red-700" role="alert">
                {state.error}
              </p>
            ) : (
              <ProgressBar label={t("drop.uploading", { file: state.name })} fraction={state.progress} />
            )}
          </div>
          {state.error && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {t("drop.remove")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
