import { depositsReportQuerySchema } from "@/lib/schemas/reports";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { fileDownload } from "@/server/http/downloads";
import { agencyToday } from "@/server/leases/agency-today";
import { findDepositsReport } from "@/server/reports/deposits-report";
import { exportDepositsReport } from "@/server/reports/export-reports";

/**
 * GET /reports/deposits (docs/API.md "Reports"), admins: the leases whose deposit the agency holds, a page of them
 * and the totals (their count in X-Total-Count); `format=csv` streams every row, then the totals.
 */
export const GET = withSession(
  async ({ req }) => {
    const query = readQuery(req, depositsReportQuerySchema);
    if (query.format === "csv") {
      const file = await exportDepositsReport(agencyToday());
      return fileDownload(file.body, { contentType: file.contentType, fileName: file.fileName, total: file.total });
    }
    const report = await findDepositsReport(query);
    return json(report, { headers: { "X-Total-Count": String(report.totals.count), "Access-Control-Expose-Headers": "X-Total-Count" } });
  },
  { roles: ["admin"] },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
