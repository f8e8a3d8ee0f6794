import { stripInvisibleControls } from "@/server/files/file-name";

/**
 * A file the person keeps (a CSV, a PDF, a template): an attachment with a
 * safe name, never cached; `total` rows go in X-Total-Count.
 */
export function fileDownload(body: BodyInit, file: { contentType: string; fileName: string; total?: number }): Response {
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition("attachment", file.fileName),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (file.total !== undefined) {
    headers["X-Total-Count"] = String(file.total);
    headers["Access-Control-Expose-Headers"] = "X-Total-Count, Content-Disposition";
  }
  return new Response(body, { status: 200, headers });
}

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/**
 * Content-Disposition for a stored name (RFC 6266, RFC 5987): an ASCII
 * fallback in `filename` (quotes, backslashes, percent signs and anything
 * outside printable ASCII replaced) and the exact name, percent-encoded as
 * UTF-8, in `filename*`. Control and bidirectional characters never reach a
 * header, even in a name stored before they were stripped on upload.
 */
export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  const clean = stripInvisibleControls(fileName);
  const fallback =
    clean
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\%/]/g, "_") || "document";
  const encoded = encodeURIComponent(clean || "document").replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
