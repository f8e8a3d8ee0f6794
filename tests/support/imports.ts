import { expect, type APIRequestContext } from "@playwright/test";
import { API, tokenHeaders } from "./api";

/** Import helpers for the API and e2e suites: upload a file, check, commit. */
export interface UploadedImport {
  _id: string;
  kind: string;
  fileName: string;
  columns: string[];
  mapping: Record<string, string | null>;
  rowCount: number;
  sample: string[][];
}

export function uploadImport(
  request: APIRequestContext,
  token: string,
  kind: string,
  file: { name: string; buffer: Buffer; mimeType?: string },
) {
  return request.post(`${API}/imports`, {
    headers: tokenHeaders(token),
    multipart: { kind, file: { name: file.name, mimeType: file.mimeType ?? "text/csv", buffer: file.buffer } },
  });
}

export async function importFile(request: APIRequestContext, token: string, kind: string, name: string, content: string | Buffer) {
  const response = await uploadImport(request, token, kind, { name, buffer: typeof content === "string" ? Buffer.from(content) : content });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedImport;
}

export async function checkImportViaApi(request: APIRequestContext, token: string, id: string, choices: Record<string, unknown> = {}) {
  const response = await request.put(`${API}/imports/${id}`, { headers: tokenHeaders(token), data: choices });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    valid: number;
    invalid: number;
    duplicates: number;
    new: number;
    updated: number;
    skipped: number;
    dateOrderNeeded: boolean;
    errors: { row: number; column: string | null; field: string | null; message: string }[];
    errorCount: number;
  };
}

export async function commitImportViaApi(request: APIRequestContext, token: string, id: string) {
  const response = await request.post(`${API}/imports/${id}/commit`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { created: number; updated: number; skipped: number };
}

/** Cells for a CSV line: quoted when they hold a separator, a quote or a newline. */
export function csvLine(cells: (string | number)[]): string {
  return cells.map((cell) => (/[",\n\r;]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(",");
}

export const csvOf = (rows: (string | number)[][]) => `${rows.map(csvLine).join("\r\n")}\r\n`;
