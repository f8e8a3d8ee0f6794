import { agencyFeesReportQuerySchema } from "@/lib/schemas/reports";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { fileDownload } from "@/server/http/downloads";
import { findAgencyFeesReport } from "@/server/reports/agency-fees-report";
import { exportAgencyFeesReport } from "@/server/reports/export-reports";

/**
 * GET /reports/agency-fees?month=yyyy-MM (docs/API.md "Reports"), admins: what the agency earned that month per owner
 * and lease — a page of rows and the totals (their count in X-Total-Count); `format=csv` streams every row, then the totals.
 */
export const GET = withSession(
  async ({ req }) => {
    const query = readQuery(req, agencyFeesReportQuerySchema);
    if (query.format === "csv") {
      const file = await exportAgencyFeesReport(query.month);
      return fileDownload(file.body, { contentType: file.contentType, fileName: file.fileName, total: file.total });
    }
    const report = await findAgencyFeesReport(query);
    return json(report, { headers: { "X-Total-Count": String(report.totals.count), "Access-Control-Expose-Headers": "X-Total-Count" } });
  },
  { roles: ["admin"] },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
