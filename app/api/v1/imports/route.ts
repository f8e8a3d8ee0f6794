import { importListQuerySchema, importUploadFieldsSchema } from "@/lib/schemas/import";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery, readUpload, validate } from "@/server/api/input";
import { env } from "@/server/env";
import { createImport } from "@/server/imports/create-import";
import { findImports } from "@/server/imports/find-imports";
import { withImportSlot } from "@/server/imports/import-slot";

/** The history of imports (docs/API.md "Imports"). */
export const GET = withSession(async ({ req, actor }) => {
  const { items, total } = await findImports({ query: readQuery(req, importListQuerySchema), actor });
  return listResponse(items, total);
});

/** multipart/form-data: `file` (CSV or XLSX, at most IMPORT_MAX_BYTES) and `kind` (one of IMPORT_KINDS); one at a time per instance. */
export const POST = withSession(({ req, actor }) =>
  withImportSlot(async () => {
    const upload = await readUpload(req, { maxBytes: env().IMPORT_MAX_BYTES });
    const { kind } = validate(importUploadFieldsSchema, upload.fields);
    return json(await createImport({ kind, fileName: upload.fileName, bytes: upload.bytes, actor }), { status: 201 });
  }),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
