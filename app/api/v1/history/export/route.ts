import { activityExportQuerySchema } from "@/lib/schemas/history";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { exportActivity } from "@/server/history/export-activity";
import { CSV_CONTENT_TYPE, fileDownload } from "@/server/http/downloads";

/** The Activity page's rows as CSV (admins only), with its filters; streamed. */
export const GET = withSession(
  async ({ req, actor }) => {
    const file = await exportActivity({ filters: readQuery(req, activityExportQuerySchema), actor });
    return fileDownload(file.body, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName, total: file.total });
  },
  { roles: ["admin"], keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
