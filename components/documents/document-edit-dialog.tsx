"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/text-field";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));

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
  const [title, setTitle] = useState(document.title);
  const [category, setCategory] = useState<string>(document.category);
  const [expiresOn, setExpiresOn] = useState(document.expiresOn ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch(`/documents/update`, { method: "PUT", body: { _id: document._id, title, category, expiresOn: expiresOn || null } });
      await onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors ?? {});
        setFailure(error.message);
      } else setFailure("The document could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <WindowDialog open onClose={onClose} title="Edit document" width="finder">
      <form onSubmit={(event) => void save(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
        <WindowDialogBody>
          <div className="grid gap-4">
            <TextField
              id={`${id}-title`}
              label="Title"
              required
              value={title}
              maxLength={200}
              error={errors.title?.[0]}
              onChange={(event) => setTitle(event.target.value)}
            />
            <SelectField
              id={`${id}-category`}
              label="Category"
              placeholder={null}
              options={CATEGORY_OPTIONS}
              value={category}
              error={errors.category?.[0]}
              onChange={(event) => setCategory(event.target.value)}
            />
            <TextField
              id={`${id}-expires`}
              label="Expires on"
              type="date"
              value={expiresOn}
              error={errors.expiresOn?.[0]}
              hint="Optional."
              onChange={(event) => setExpiresOn(event.target.value)}
            />
            <p className="text-xs text-slate-500">File: {document.fileName}</p>
            {failure && Object.keys(errors).length === 0 && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
          </div>
        </WindowDialogBody>
        <WindowDialogFooter>
          <div className="ml-auto flex gap-3">
            <Button variant="secondary" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              SAVE
            </Button>
          </div>
        </WindowDialogFooter>
      </form>
    </WindowDialog>
  );
}
