import { documentListQuerySchema } from "@/lib/schemas/document";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findDocuments } from "@/server/documents/find-documents";
import { uploadDocument } from "@/server/documents/upload-document";

/** A record's documents (GET ?entity=&recordId=), newest first. */
export const GET = withSession(async ({ req, actor }) => {
  const { items, total } = await findDocuments(readQuery(req, documentListQuerySchema), actor);
  return listResponse(items, total);
});

/** Uploads one document (multipart/form-data: the text fields, then `file`), streamed into storage. */
export const POST = withSession(async ({ req, actor }) => {
  const request = { contentType: req.headers.get("content-type"), contentLength: req.headers.get("content-length"), body: req.body };
  return json(await uploadDocument({ request, actor }), { status: 201 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
