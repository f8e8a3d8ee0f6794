"use client";

import { API_BASE, ApiRequestError } from "@/lib/client/api";
import { markActivity } from "@/lib/client/activity";
import type { ImportDto } from "@/lib/schemas/import";
import type { ImportKind } from "@/lib/domain/import-fields";

function readXsrfToken(): string | undefined {
  const match = document.cookie.split("; ").find((part) => part.startsWith("XSRF-TOKEN="));
  return match ? decodeURIComponent(match.slice("XSRF-TOKEN=".length)) : undefined;
}

/**
 * POST /imports as multipart/form-data, with upload progress (fetch has none):
 * resolves with the import, or rejects with the API's one error (413 and 415
 * carry the server's message).
 */
export function uploadImportFile(file: File, kind: ImportKind, onProgress: (fraction: number) => void): Promise<ImportDto> {
  markActivity();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/imports`);
    request.setRequestHeader("Accept", "application/json");
    const token = readXsrfToken();
    if (token) request.setRequestHeader("X-XSRF-TOKEN", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, "The server could not be reached."));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201) {
        onProgress(1);
        resolve(body as ImportDto);
        return;
      }
      const { message, fieldErrors } = (body ?? {}) as { message?: string; fieldErrors?: Record<string, string[]> };
      reject(new ApiRequestError(request.status, typeof message === "string" ? message : "The file could not be uploaded.", fieldErrors));
    };
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", file, file.name);
    request.send(form);
  });
}
