"use client";

import { PhotoIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PLACEHOLDER_IMAGE } from "@/lib/schemas/listing";
import { PLACEHOLDER_PICTURE_URL } from "./listing-format";

/** Types the server accepts (it checks the content, not the name; this only guides the file picker). */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"];
/** A first check in the browser, so a huge file is not read and sent at all; the server has the final word. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The listing's picture: a preview, a file chooser and "Use placeholder".
 * The value is 'property1.jpg', the current picture's URL (unchanged) or a
 * data URL of a newly chosen file, which the server validates and stores.
 */
export function ListingPictureField({
  value,
  onChange,
  error,
}: {
  value: string;
  imageId?: string | null;
  onChange: (value: string) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const src = value === PLACEHOLDER_IMAGE ? PLACEHOLDER_PICTURE_URL : value;

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      setProblem("Choose a JPEG, PNG or WebP picture.");
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      setProblem(`The picture is too large (at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB).`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === "string" && onChange(reader.result);
    reader.onerror = () => setProblem("The picture could not be read.");
    reader.readAsDataURL(file);
  };

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of a data URL or our own files route */}
      <img src={src} alt="Listing picture" className="aspect-[4/3] w-full max-w-60 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" data-testid="picture-preview" />
      <div className="space-y-2">
        <input
          ref={input}
          id="picture-file"
          type="file"
          accept={PICTURE_TYPES.join(",")}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            <PhotoIcon className="size-4" aria-hidden="true" />
            Choose picture
          </Button>
          {value !== PLACEHOLDER_IMAGE && (
            <Button variant="ghost" onClick={() => onChange(PLACEHOLDER_IMAGE)}>
              <TrashIcon className="size-4" aria-hidden="true" />
              Use placeholder
            </Button>
          )}
        </div>
        <label htmlFor="picture-file" className="sr-only">
          Picture file
        </label>
        {message && (
          <p className="text-xs text-red-600" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
