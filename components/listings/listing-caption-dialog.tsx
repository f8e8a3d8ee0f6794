"use client";

import { zodResolver } from "@hookform/resolvers/zod";
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
      form.setError("caption", { message: error instanceof ApiRequestError ? error.message : "The caption could not be saved." });
    }
  });

  return (
    <DialogForm
      title={`Caption of ${name}`}
      submitLabel="SAVE"
      onClose={onClose}
      onSubmit={save}
      state={{ errors: {}, failure: null, busy: isSubmitting }}
    >
      <TextField
        id={`${id}-caption`}
        label="Caption"
        maxLength={CAPTION_MAX}
        hint={`Optional, at most ${CAPTION_MAX} characters.`}
        error={errors.caption?.message}
        {...form.register("caption")}
      />
    </DialogForm>
  );
}
