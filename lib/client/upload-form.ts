"use client";

import { API_BASE, ApiRequestError, readXsrfToken, screenLanguageHeader } from "./api";
import { markActivity } from "./activity";

/**
 * POSTs a multipart form to the API through XMLHttpRequest, the one browser API
 * that reports an upload's progress (fetch cannot yet). Resolves with the 201's
 * body; rejects with the API's one error (ApiRequestError, status 0 when the
 * server cannot be reached) or an AbortError when `signal` cancels.
 * `onProgress` gets 0…1, and 1 once the server has answered.
 */
export function uploadForm<Answer>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  markActivity();
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}${path}`);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(screenLanguageHeader())) request.setRequestHeader(name, value);
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
      if (request.status === 201) {
        onProgress(1);
        resolve(body as Answer);
        return;
      }
      const { message, fieldErrors } = (body ?? {}) as { message?: unknown; fieldErrors?: Record<string, string[]> };
      reject(new ApiRequestError(request.status, typeof message === "string" ? message : "The file could not be uploaded.", fieldErrors));
    };
    request.onerror = () => reject(new ApiRequestError(0, "The server could not be reached."));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
