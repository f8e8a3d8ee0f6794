import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { CSV_CONTENT_TYPE, fileDownload } from "@/server/http/downloads";
import { importErrorsCsv } from "@/server/imports/import-errors-csv";

/** The rows with errors, with an Error column, to fix and import again. */
export const GET = withSession<{ id: string }>(
  async ({ params, actor }) => {
    const file = await importErrorsCsv({ id: readId(params.id), actor });
    return fileDownload(file.csv, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
