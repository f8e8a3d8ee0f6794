import { importChoicesSchema } from "@/lib/schemas/import";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { checkImport } from "@/server/imports/check-import";
import { getImport } from "@/server/imports/get-import";
import { withImportSlot } from "@/server/imports/import-slot";

export const GET = withSession<{ id: string }>(async ({ params, actor }) => json(await getImport({ id: readId(params.id), actor })));

/** The person's mapping and choices, then the dry run (nothing written but them), in the instance's import slot. */
export const PUT = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const id = readId(params.id);
  const choices = await readJson(req, importChoicesSchema);
  return json(await withImportSlot(() => checkImport({ id, choices, actor })));
});

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
