import { activityExportQuerySchema } from "@/lib/schemas/history";
import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { exportActivity } from "@/server/history/export-activity";

/** The Activity page's rows as CSV (admins only), with its filters; streamed. */
export const GET = withSession(
  async ({ req, actor }) => {
    const file = await exportActivity({ filters: readQuery(req, activityExportQuerySchema), actor });
    return new Response(file.body, {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "X-Total-Count": String(file.total),
        "Access-Control-Expose-Headers": "X-Total-Count, Content-Disposition",
        "Cache-Control": "no-store",
      },
    });
  },
  { roles: ["admin"], keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
