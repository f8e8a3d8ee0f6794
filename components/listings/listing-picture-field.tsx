"use client";

import { PhotoIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PROPERTY_TYPES, type PropertyType } from "@/lib/domain/enums";
import { LISTING_PICTURE_LIMITS, PICTURE_ACCEPT, PICTURE_TYPE_MESSAGE, PLACEHOLDER_IMAGE } from "@/lib/domain/pictures";
import { ListingPicture, type PictureOf } from "./listing-picture";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";

/** Types the file picker offers; the server checks the content, not the name. */
const PICTURE_TYPES = PICTURE_ACCEPT.split(",");

/**
 * The listing's cover picture: a preview, a file chooser and "Remove picture" (the next picture of
 * the gallery becomes the cover, or the placeholder shows).
 * The value is 'property1.jpg', the current picture's URL (unchanged) or a
 * data URL of a newly chosen file, which the server validates and stores.
 */
export function ListingPictureField({
  value,
  onChange,
  error,
  placeholderFor,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The type chosen so far, for the placeholder's icon. */
  placeholderFor: { listingType: string; propertyType: string };
}) {
  const t = useTranslations("listings.picture");
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview: PictureOf = {
    image: value,
    propertyName: t("previewName"),
    listingType: placeholderFor.listingType === "land-only" ? "land-only" : "land-and-property",
    propertyType: (PROPERTY_TYPES as readonly string[]).includes(placeholderFor.propertyType)
      ? (placeholderFor.propertyType as PropertyType)
      : null,
  };

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      setProblem(PICTURE_TYPE_MESSAGE);
      return;
    }
    // A first check so a huge file is not read and sent at all; the server has the final word.
    if (file.size > LISTING_PICTURE_LIMITS.maxBytes) {
      setProblem(LISTING_PICTURE_LIMITS.messages.tooManyBytes);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === "string" && onChange(reader.result);
    reader.onerror = () => setProblem(t("readFailed"));
    reader.readAsDataURL(file);
  };

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
      <ListingPicture
        listing={preview}
        variant="full"
        className="w-full max-w-60 rounded-lg ring-1 ring-slate-200"
        note
        testId="picture-preview"
      />
      <div className="space-y-2">
        {/* "Choose picture" opens it. */}
        <HiddenFileInput ref={input} id="picture-file" accept={PICTURE_ACCEPT} onFiles={([file]) => choose(file)} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            <PhotoIcon className="size-4" aria-hidden="true" />
            {t("choose")}
          </Button>
          {value !== PLACEHOLDER_IMAGE && (
            <Button variant="ghost" onClick={() => onChange(PLACEHOLDER_IMAGE)}>
              <TrashIcon className="size-4" aria-hidden="true" />
              {t("remove")}
            </Button>
          )}
        </div>
        {message && (
          <p className="text-xs text-red-600" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
