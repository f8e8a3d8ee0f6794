import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { attachmentDisposition } from "@/server/imports/attachment";
import { importErrorsCsv } from "@/server/imports/import-errors-csv";

/** The rows with errors, with an Error column, to fix and import again. */
export const GET = withSession<{ id: string }>(
  async ({ params, actor }) => {
    const file = await importErrorsCsv({ id: readId(params.id), actor });
    return new Response(file.csv, {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "no-store",
      },
    });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
