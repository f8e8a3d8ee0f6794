import { expect, type APIRequestContext } from "@playwright/test";
import { API, tokenHeaders } from "./api";
import type { ImportCheckDto, ImportDto } from "@/lib/schemas/import";

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
  return (await response.json()) as ImportCheckDto;
}

export type ImportState = Pick<ImportDto, "status" | "created" | "updated" | "skipped" | "invalid" | "progress" | "commitError">;

/** GET /imports/{id} until its commit job is done (or failed: back to "uploaded"). */
export async function waitForCommit(request: APIRequestContext, token: string, id: string, timeoutMs = 60_000): Promise<ImportState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get(`${API}/imports/${id}`, { headers: tokenHeaders(token) });
    expect(response.status(), await response.text()).toBe(200);
    const state = (await response.json()) as ImportState;
    if (state.status !== "committing") return state;
    if (Date.now() > deadline) throw new Error(`import ${id} still committing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** POST /imports/{id}/commit (202, the job queued), then its outcome. */
export async function commitAndWait(request: APIRequestContext, token: string, id: string): Promise<ImportState> {
  const response = await request.post(`${API}/imports/${id}/commit`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(202);
  expect(await response.json()).toMatchObject({ _id: id, status: "committing" });
  return waitForCommit(request, token, id);
}

/** A commit that succeeds: its counts. */
export async function commitImportViaApi(request: APIRequestContext, token: string, id: string) {
  const state = await commitAndWait(request, token, id);
  expect(state.commitError).toBeNull();
  expect(state.status).toBe("committed");
  return { created: state.created, updated: state.updated, skipped: state.skipped, invalid: state.invalid };
}

/** Cells for a CSV line: quoted when they hold a separator, a quote or a newline. */
export function csvLine(cells: (string | number)[]): string {
  return cells.map((cell) => (/[",\n\r;]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(",");
}

export const csvOf = (rows: (string | number)[][]) => `${rows.map(csvLine).join("\r\n")}\r\n`;
