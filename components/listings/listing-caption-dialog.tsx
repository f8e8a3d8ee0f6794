"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DialogForm } from "@/components/forms/dialog-form";
import { TextField } from "@/components/ui/text-field";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import {
  CAPTION_MAX,
  listingPictureCaptionSchema,
  type ListingPictureCaptionInput,
  type ListingPictureDto,
} from "@/lib/schemas/listing-picture";

/** A picture's caption (PUT /listings/{id}/pictures/{pictureId}), checked by the schema the server uses; blank removes it. */
export function ListingCaptionDialog({
  picture,
  name,
  onClose,
  onSaved,
}: {
  picture: ListingPictureDto;
  name: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useTranslations("listings.gallery");
  const id = useId();
  const form = useForm<ListingPictureCaptionInput>({
    resolver: zodResolver(listingPictureCaptionSchema),
    defaultValues: { caption: picture.caption ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    try {
      await apiFetch(`/listings/${picture.listing}/pictures/${picture._id}`, { method: "PUT", body: values, handledStatuses: [400, 404] });
      await onSaved();
    } catch (error) {
      form.setError("caption", { message: error instanceof ApiRequestError ? error.message : t("captionFailed") });
    }
  });

  return (
    <DialogForm
      title={t("captionTitle", { name })}
      submitLabel={t("captionSave")}
      onClose={onClose}
      onSubmit={save}
      state={{ errors: {}, failure: null, busy: isSubmitting }}
    >
      <TextField
        id={`${id}-caption`}
        label={t("caption")}
        maxLength={CAPTION_MAX}
        hint={t("captionHint", { max: CAPTION_MAX })}
        error={errors.caption?.message}
        {...form.register("caption")}
      />
    </DialogForm>
  );
}
