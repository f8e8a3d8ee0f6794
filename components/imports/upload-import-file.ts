"use client";

import { uploadForm } from "@/lib/client/upload-form";
import type { ImportKind } from "@/lib/domain/import-fields";
import type { ImportDto } from "@/lib/schemas/import";

/** POST /imports (multipart): resolves with the import, or rejects with the API's one error (413 and 415 carry the server's message). */
export function uploadImportFile(file: File, kind: ImportKind, onProgress: (fraction: number) => void): Promise<ImportDto> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file, file.name);
  return uploadForm<ImportDto>("/imports", form, onProgress);
}
