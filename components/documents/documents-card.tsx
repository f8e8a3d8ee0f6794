"use client";

import { ArrowUpTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type DragEvent } from "react";
import useSWR from "swr";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError, fetchPage } from "@/lib/client/api";
import { todayIn } from "@/lib/domain/agency-time";
import { DOCUMENT_ACCEPT, guessDocumentCategory, isPicture, type DocumentEntity } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { DocumentRow } from "./document-row";
import { PendingUpload, type PendingFile } from "./pending-upload";
import { uploadDocumentFile } from "./upload-document";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";

// The edit dialog and the lightbox (Headless UI's dialog with them) load when first opened, not with every record page.
const DocumentEditDialog = lazy(() => import("./document-edit-dialog").then((module) => ({ default: module.DocumentEditDialog })));
const DocumentLightbox = lazy(() => import("./document-lightbox").then((module) => ({ default: module.DocumentLightbox })));

let nextKey = 1;
const titleOf = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, "") || name;

/**
 * The Documents card of a record (issue 30 §1): drop or choose several files,
 * give each a title, a category and an expiry date, and upload them with a
 * progress bar each; then open (pictures in the lightbox, PDFs in the
 * browser's viewer in a new tab), download, edit or delete each document.
 */
export function DocumentsCard({ entity, recordId, className }: { entity: DocumentEntity; recordId: string; className?: string }) {
  const key = `/documents?entity=${entity}&recordId=${recordId}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<DocumentDto>, READ_DEFAULTS);
  const documents = useMemo(() => data?.items ?? [], [data]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [editing, setEditing] = useState<DocumentDto | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const { confirm } = useDialogs();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  const t = useTranslations("documents");
  const today = todayIn(timeZone);
  const pictures = documents.filter((document) => isPicture(document.contentType));

  const addFiles = useCallback((files: FileList | File[]) => {
    const added = Array.from(files).map<PendingFile>((file) => ({
      key: nextKey++,
      file,
      title: titleOf(file.name),
      category: guessDocumentCategory(file.name, file.type),
      expiresOn: "",
      progress: null,
      error: null,
    }));
    setPending((items) => [...items, ...added]);
  }, []);

  const change = (itemKey: number, patch: Partial<PendingFile>) =>
    setPending((items) => items.map((item) => (item.key === itemKey ? { ...item, ...patch } : item)));

  async function uploadAll() {
    setUploading(true);
    let stored = 0;
    for (const item of pending) {
      if (item.progress === 1 && !item.error) continue;
      change(item.key, { progress: 0, error: null });
      try {
        await uploadDocumentFile({ entity, recordId, ...item }, (fraction) => change(item.key, { progress: fraction }));
        stored += 1;
        setPending((items) => items.filter((other) => other.key !== item.key));
      } catch (failure) {
        const message = failure instanceof ApiRequestError ? failure.message : t("card.uploadFailed");
        change(item.key, { progress: null, error: message });
      }
    }
    setUploading(false);
    if (stored > 0) {
      toast.success(t("card.uploaded", { count: stored }));
      await mutate();
    }
  }

  async function remove(document: DocumentDto) {
    const yes = await confirm({
      title: t("card.deleteTitle"),
      message: t("card.deleteMessage", { title: document.title }),
      tone: "danger",
    });
    if (!yes) return;
    try {
      await apiFetch(`/documents/remove/${document._id}`, { method: "DELETE" });
      toast.success(t("card.deleted"));
      await mutate();
    } catch (failure) {
      toast.error(failure instanceof ApiRequestError ? failure.message : t("card.deleteFailed"));
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  return (
    <Card
      className={className}
      label={t("card.title")}
      title={data ? t("card.titleCount", { count: data.total }) : t("card.title")}
      actions={
        <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()}>
          <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
          {t("card.addFiles")}
        </Button>
      }
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className="space-y-4"
        data-testid="documents-drop-zone"
      >
        <HiddenFileInput
          ref={inputRef}
          id={`${baseId}-files`}
          multiple
          accept={DOCUMENT_ACCEPT}
          label={t("card.chooseFilesLabel")}
          onFiles={addFiles}
        />
        <div
          className={cx(
            "rounded-lg border border-dashed px-4 py-3 text-center text-sm text-slate-600",
            dragging ? "border-brand-500 bg-brand-50" : "border-slate-300",
          )}
        >
          {t.rich("card.drop", {
            choose: (chunks) => (
              <button
                type="button"
                onClick={() => inputRef.current?.click()}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {chunks}
              </button>
            ),
          })}
        </div>

        {pending.length > 0 && (
          <div className="space-y-3">
            <ul aria-label={t("card.filesToUpload")} className="space-y-3">
              {pending.map((item) => (
                <PendingUpload
                  key={item.key}
                  item={item}
                  disabled={uploading}
                  onChange={(patch) => change(item.key, patch)}
                  onRemove={() => setPending((items) => items.filter((other) => other.key !== item.key))}
                />
              ))}
            </ul>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" disabled={uploading} onClick={() => setPending([])}>
                {t("card.clear")}
              </Button>
              <Button size="sm" onClick={() => void uploadAll()} disabled={uploading} aria-busy={uploading}>
                <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
                {uploading ? t("card.uploading") : t("card.upload", { count: pending.length })}
              </Button>
            </div>
          </div>
        )}

        {error && !data ? (
          <p className="text-sm text-red-700">{t("card.loadFailed")}</p>
        ) : isLoading || !data ? (
          <p className="text-sm text-slate-500" role="status">
            {t("card.loading")}
          </p>
        ) : documents.length === 0 ? (
          <p className="text-sm text-slate-500">{t("card.none")}</p>
        ) : (
          <ul aria-label={t("card.title")} className="-mx-5 divide-y divide-slate-100">
            {documents.map((document) => (
              <DocumentRow
                key={document._id}
                document={document}
                today={today}
                timeZone={timeZone}
                onPreview={() => setViewing(document._id)}
                onEdit={() => setEditing(document)}
                onDelete={() => void remove(document)}
              />
            ))}
          </ul>
        )}
      </div>
      <Suspense>
        {editing && (
          <DocumentEditDialog
            document={editing}
            onClose={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              toast.success(t("card.saved"));
              await mutate();
            }}
          />
        )}
        {viewing && <DocumentLightbox pictures={pictures} startId={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
    </Card>
  );
}
