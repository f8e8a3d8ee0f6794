"use client";

import { ArrowDownTrayIcon, ArrowUpTrayIcon, EyeIcon, PencilSquareIcon, TrashIcon, XMarkIcon } from "@heroicons/react/20/solid";
import { DocumentIcon, DocumentTextIcon, PhotoIcon, TableCellsIcon } from "@heroicons/react/24/outline";
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type DragEvent } from "react";
import useSWR from "swr";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { useDialogs } from "@/components/ui/dialogs";
import { inputClasses } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError, fetchPage } from "@/lib/client/api";
import { formatInZone, todayIn } from "@/lib/domain/agency-time";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  documentContentUrl,
  documentThumbnailUrl,
  formatBytes,
  isPicture,
  type DocumentCategory,
  type DocumentEntity,
} from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
// The edit dialog and the lightbox (Headless UI's dialog with them) load when first opened, not with every record page.
const DocumentEditDialog = lazy(() => import("./document-edit-dialog").then((module) => ({ default: module.DocumentEditDialog })));
const DocumentLightbox = lazy(() => import("./document-lightbox").then((module) => ({ default: module.DocumentLightbox })));
import { uploadDocumentFile } from "./upload-document";

interface PendingFile {
  key: number;
  file: File;
  title: string;
  category: DocumentCategory;
  expiresOn: string;
  /** null: waiting; 0…1 while sending; "done" once stored. */
  progress: number | null;
  error: string | null;
}

let nextKey = 1;
const titleOf = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, "") || name;
const categoryOf = (file: File): DocumentCategory => (file.type.startsWith("image/") ? "photo" : "other");
const dayLabel = (day: string) => formatInZone(`${day}T12:00:00Z`, "UTC", "MMM d, y");

function KindIcon({ contentType, className }: { contentType: string; className?: string }) {
  const Icon = contentType.startsWith("image/")
    ? PhotoIcon
    : contentType.includes("sheet") || contentType === "text/csv"
      ? TableCellsIcon
      : contentType === "application/pdf" || contentType.includes("document") || contentType.startsWith("text/")
        ? DocumentTextIcon
        : DocumentIcon;
  return <Icon className={className} aria-hidden="true" />;
}

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
  const today = todayIn(timeZone);
  const pictures = documents.filter((document) => isPicture(document.contentType));

  const addFiles = useCallback((files: FileList | File[]) => {
    const added = Array.from(files).map<PendingFile>((file) => ({
      key: nextKey++,
      file,
      title: titleOf(file.name),
      category: categoryOf(file),
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
        const message = failure instanceof ApiRequestError ? failure.message : "The file could not be uploaded.";
        change(item.key, { progress: null, error: message });
      }
    }
    setUploading(false);
    if (stored > 0) {
      toast.success(stored === 1 ? "Document uploaded." : `${stored} documents uploaded.`);
      await mutate();
    }
  }

  async function remove(document: DocumentDto) {
    const yes = await confirm({ title: "Delete document", message: `Delete “${document.title}”? This cannot be undone.`, tone: "danger" });
    if (!yes) return;
    try {
      await apiFetch(`/documents/remove/${document._id}`, { method: "DELETE" });
      toast.success("Document deleted.");
      await mutate();
    } catch (failure) {
      toast.error(failure instanceof ApiRequestError ? failure.message : "The document could not be deleted.");
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
      label="Documents"
      title={`Documents${data ? ` (${data.total})` : ""}`}
      actions={
        <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()}>
          <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
          Add files
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
        <input
          ref={inputRef}
          id={`${baseId}-files`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose files to upload"
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = "";
          }}
        />
        <div
          className={cx(
            "rounded-lg border border-dashed px-4 py-3 text-center text-sm text-slate-600",
            dragging ? "border-brand-500 bg-brand-50" : "border-slate-300",
          )}
        >
          Drop files here, or{" "}
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            choose files
          </button>
          . PDF, pictures, Word, Excel, OpenDocument, text or CSV.
        </div>

        {pending.length > 0 && (
          <div className="space-y-3">
            <ul aria-label="Files to upload" className="space-y-3">
              {pending.map((item) => (
                <li key={item.key} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                  <div className="flex items-center justify-between gap-2">
                    <p className="min-w-0 truncate text-sm font-medium text-slate-900" title={item.file.name}>
                      {item.file.name} <span className="font-normal text-slate-500">· {formatBytes(item.file.size)}</span>
                    </p>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${item.file.name} from the upload`}
                      disabled={uploading}
                      onClick={() => setPending((items) => items.filter((other) => other.key !== item.key))}
                    >
                      <XMarkIcon className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                  <div className="mt-2 grid gap-3 sm:grid-cols-3">
                    <label className="block text-xs font-medium text-slate-700">
                      Title
                      <input
                        className={cx(inputClasses(false), "mt-1 h-10")}
                        value={item.title}
                        maxLength={200}
                        disabled={uploading}
                        onChange={(event) => change(item.key, { title: event.target.value })}
                      />
                    </label>
                    <label className="block text-xs font-medium text-slate-700">
                      Category
                      <select
                        className={cx(inputClasses(false), "mt-1 h-10 py-0 pr-8")}
                        value={item.category}
                        disabled={uploading}
                        onChange={(event) => change(item.key, { category: event.target.value as DocumentCategory })}
                      >
                        {DOCUMENT_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {DOCUMENT_CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="block text-xs font-medium text-slate-700">
                      Expires on (optional)
                      <input
                        type="date"
                        className={cx(inputClasses(false), "mt-1 h-10")}
                        value={item.expiresOn}
                        disabled={uploading}
                        onChange={(event) => change(item.key, { expiresOn: event.target.value })}
                      />
                    </label>
                  </div>
                  {item.progress !== null && (
                    <div
                      role="progressbar"
                      aria-label={`Uploading ${item.file.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(item.progress * 100)}
                      className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(item.progress * 100)}%` }} />
                    </div>
                  )}
                  {item.error && (
                    <p role="alert" className="mt-2 text-sm text-red-700">
                      {item.error}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" disabled={uploading} onClick={() => setPending([])}>
                Clear
              </Button>
              <Button size="sm" onClick={() => void uploadAll()} disabled={uploading} aria-busy={uploading}>
                <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
                {uploading ? "Uploading ..." : pending.length === 1 ? "Upload 1 file" : `Upload ${pending.length} files`}
              </Button>
            </div>
          </div>
        )}

        {error && !data ? (
          <p className="text-sm text-red-700">The documents could not be loaded. Try again in a moment.</p>
        ) : isLoading || !data ? (
          <p className="text-sm text-slate-500" role="status">
            Loading documents ...
          </p>
        ) : documents.length === 0 ? (
          <p className="text-sm text-slate-500">No documents yet.</p>
        ) : (
          <ul aria-label="Documents" className="-mx-5 divide-y divide-slate-100">
            {documents.map((document) => {
              const expired = document.expiresOn !== null && document.expiresOn < today;
              return (
                <li key={document._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-2">
                  {document.hasThumbnail ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file: not for the image optimiser
                    <img
                      src={documentThumbnailUrl(document._id)}
                      alt=""
                      className="size-10 shrink-0 rounded object-cover ring-1 ring-slate-200"
                    />
                  ) : (
                    <span className="flex size-10 shrink-0 items-center justify-center rounded bg-slate-100">
                      <KindIcon contentType={document.contentType} className="size-5 text-slate-500" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate text-sm font-medium text-slate-900" title={document.fileName}>
                      {document.title}
                    </p>
                    <p className="text-xs text-slate-500 sm:truncate">
                      {DOCUMENT_CATEGORY_LABELS[document.category]} · {formatBytes(document.size)} · {document.uploadedBy.name},{" "}
                      {formatInZone(document.createdAt, timeZone, "MMM d, y")}
                      {document.expiresOn && (
                        <span className={cx(expired && "font-medium text-red-700")}>
                          {" "}
                          · {expired ? "Expired" : "Expires"} {dayLabel(document.expiresOn)}
                        </span>
                      )}
                    </p>
                  </div>
                  <div className="ml-auto flex shrink-0 items-center gap-1">
                    {isPicture(document.contentType) ? (
                      <Button variant="ghost" size="icon" aria-label={`Preview ${document.title}`} onClick={() => setViewing(document._id)}>
                        <EyeIcon className="size-4" aria-hidden="true" />
                      </Button>
                    ) : document.contentType === "application/pdf" ? (
                      <a
                        href={documentContentUrl(document._id, { inline: true })}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Open ${document.title} in a new tab`}
                        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-8"
                      >
                        <EyeIcon className="size-4" aria-hidden="true" />
                      </a>
                    ) : null}
                    <a
                      href={documentContentUrl(document._id)}
                      download={document.fileName}
                      aria-label={`Download ${document.title}`}
                      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-8"
                    >
                      <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
                    </a>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${document.title}`} onClick={() => setEditing(document)}>
                      <PencilSquareIcon className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${document.title}`} onClick={() => void remove(document)}>
                      <TrashIcon className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
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
              toast.success("Document saved.");
              await mutate();
            }}
          />
        )}
        {viewing && <DocumentLightbox pictures={pictures} startId={viewing} onClose={() => setViewing(null)} />}
      </Suspense>
    </Card>
  );
}
