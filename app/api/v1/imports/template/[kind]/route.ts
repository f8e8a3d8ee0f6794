import { importKindSchema, templateQuerySchema } from "@/lib/schemas/import";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { notFound } from "@/server/errors";
import { fileDownload } from "@/server/http/downloads";
import { assertMayImport } from "@/server/imports/import-access";
import { importTemplate } from "@/server/imports/import-template";

/** A template per kind: the columns and one example row, ?format=csv (default) or xlsx. */
export const GET = withSession<{ kind: string }>(async ({ req, params, actor }) => {
  const kind = importKindSchema.safeParse(params.kind);
  if (!kind.success) throw notFound(`There is no import of "${params.kind.slice(0, 40)}".`);
  assertMayImport(actor, kind.data);
  const file = await importTemplate(kind.data, readQuery(req, templateQuerySchema).format);
  return fileDownload(new Uint8Array(file.body), file);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
