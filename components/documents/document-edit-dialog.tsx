"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DialogForm, useDialogSubmit } from "@/components/forms/dialog-form";
import { SelectField, TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api";
import { DOCUMENT_CATEGORIES } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";

/** Rename a document, change its category or expiry date (PUT /documents/update); the server's field errors show under the fields. */
export function DocumentEditDialog({
  document,
  onClose,
  onSaved,
}: {
  document: DocumentDto;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const t = useTranslations("documents.edit");
  const categories = useTranslations("enums.documentCategory");
  const categoryOptions = DOCUMENT_CATEGORIES.map((value) => ({ value, label: categories(value) }));
  const [title, setTitle] = useState(document.title);
  const [category, setCategory] = useState<string>(document.category);
  const [expiresOn, setExpiresOn] = useState(document.expiresOn ?? "");
  const submission = useDialogSubmit(t("failed"));
  const { errors } = submission;

  const save = submission.submitWith(async () => {
    await apiFetch(`/documents/update`, { method: "PUT", body: { _id: document._id, title, category, expiresOn: expiresOn || null } });
    await onSaved();
  });

  return (
    <DialogForm title={t("title")} submitLabel={t("save")} onClose={onClose} onSubmit={save} state={submission}>
      <TextField
        id={`${id}-title`}
        label={t("titleField")}
        required
        value={title}
        maxLength={200}
        error={errors.title?.[0]}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        id={`${id}-category`}
        label={t("category")}
        placeholder={null}
        options={categoryOptions}
        value={category}
        error={errors.category?.[0]}
        onChange={(event) => setCategory(event.target.value)}
      />
      <TextField
        id={`${id}-expires`}
        label={t("expires")}
        type="date"
        value={expiresOn}
        error={errors.expiresOn?.[0]}
        hint={t("optional")}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
      <p className="text-xs text-slate-500">{t("file", { name: document.fileName })}</p>
    </DialogForm>
  );
}
