import { z } from "zod";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";
import { getPicture } from "@/server/files/get-picture";
import { FILE_CONTENT_SECURITY_POLICY } from "@/server/http/security-headers";

const pictureQuery = z.object({ variant: z.enum(["full", "thumbnail", "medium", "large"]).default("full") });

/**
 * A stored picture. Its id never names other bytes (a new upload is a new id),
 * so the browser may keep it for a year; it stays private to signed-in users.
 */
export const GET = withSession<{ id: string }>(async ({ req, params }) => {
  const { variant } = readQuery(req, pictureQuery);
  const picture = await getPicture(readId(params.id), variant);
  const headers = {
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: picture.etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  };
  if (req.headers.get("if-none-match") === picture.etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(picture.data), {
    headers: { ...headers, "Content-Type": picture.contentType, "Content-Length": String(picture.data.byteLength) },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
