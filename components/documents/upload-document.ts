"use client";

import { API_BASE, ApiRequestError, readXsrfToken } from "@/lib/client/api";
import { markActivity } from "@/lib/client/activity";
import type { DocumentDto } from "@/lib/schemas/document";

export interface DocumentUpload {
  entity: string;
  recordId: string;
  title: string;
  category: string;
  expiresOn: string;
  file: File;
}

/**
 * POST /documents through XMLHttpRequest, the one browser API that reports an
 * upload's progress (fetch cannot yet): the text fields first, then the file,
 * as the server reads them. `onProgress` gets 0…1; `signal` cancels.
 */
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

  markActivity();
  return new Promise<DocumentDto>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/documents`);
    request.setRequestHeader("Accept", "application/json");
    const token = readXsrfToken();
    if (token) request.setRequestHeader("X-XSRF-TOKEN", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201) resolve(body as DocumentDto);
      else {
        const failure = (body ?? {}) as { message?: string; fieldErrors?: Record<string, string[]> };
        reject(new ApiRequestError(request.status, failure.message ?? "The file could not be uploaded.", failure.fieldErrors));
      }
    };
    request.onerror = () => reject(new ApiRequestError(0, "The server could not be reached."));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
