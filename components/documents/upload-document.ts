"use client";

import { uploadForm } from "@/lib/client/upload-form";
import type { DocumentDto } from "@/lib/schemas/document";

export interface DocumentUpload {
  entity: string;
  recordId: string;
  title: string;
  category: string;
  expiresOn: string;
  file: File;
}

/** POST /documents (multipart): the text fields first, then the file, as the server reads them. `signal` cancels. */
export function uploadDocumentFile(
  upload: DocumentUpload,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<DocumentDto> {
  const form = new FormData();
  form.append("entity", upload.entity);
  form.append("recordId", upload.recordId);
  if (upload.title.trim()) form.append("title", upload.title.trim());
  form.append("category", upload.category);
  if (upload.expiresOn) form.append("expiresOn", upload.expiresOn);
  form.append("file", upload.file, upload.file.name);

  return uploadForm<DocumentDto>("/documents", form, onProgress, signal);
}
