import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getDocumentThumbnail } from "@/server/documents/get-document";
import { FILE_CONTENT_SECURITY_POLICY } from "@/server/http/security-headers";

/** A picture document's WebP thumbnail (404 when it has none: the card shows the type's icon). Never changes for an id. */
export const GET = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const thumbnail = await getDocumentThumbnail(readId(params.id), actor);
  const headers = {
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: thumbnail.etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  };
  if (req.headers.get("if-none-match") === thumbnail.etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(thumbnail.data), {
    headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(thumbnail.data.byteLength) },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
