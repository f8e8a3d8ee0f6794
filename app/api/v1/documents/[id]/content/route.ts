import { z } from "zod";
import { isViewableInline } from "@/lib/domain/documents";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";
import { openDocumentContent } from "@/server/documents/get-document";
import { contentDisposition } from "@/server/http/downloads";
import { FILE_CONTENT_SECURITY_POLICY } from "@/server/http/security-headers";

const contentQuery = z.object({ inline: z.enum(["0", "1"]).optional() });

/**
 * A document's bytes, streamed from storage chunk by chunk. A download
 * (`attachment`) unless `?inline=1` asks to open a PDF or a picture in the
 * browser; always nosniff and a sandboxing CSP, so no stored file can run as
 * a page of the console (docs/SECURITY.md "Documents").
 */
export const GET = withSession<{ id: string }>(
  async ({ req, params, actor }) => {
    const { inline } = readQuery(req, contentQuery);
    const document = await openDocumentContent(readId(params.id), actor);
    const disposition = inline === "1" && isViewableInline(document.contentType) ? "inline" : "attachment";
    const contentType = document.contentType.startsWith("text/") ? `${document.contentType}; charset=utf-8` : document.contentType;
    return new Response(document.body, {
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(document.byteSize),
        "Content-Disposition": contentDisposition(disposition, document.fileName),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
        "Cache-Control": "private, no-store",
        ETag: `"${document.sha256}"`,
      },
    });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
