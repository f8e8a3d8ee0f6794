import { updateDocumentSchema } from "@/lib/schemas/document";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateDocument } from "@/server/documents/update-document";

export const PUT = withSession(async ({ req, actor }) =>
  json(await updateDocument({ data: await readJson(req, updateDocumentSchema), actor })),
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
