import { rentRollQuerySchema } from "@/lib/schemas/rent-roll";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { fileDownload } from "@/server/http/downloads";
import { exportRentRoll } from "@/server/rent-roll/export-rent-roll";
import { findRentRoll } from "@/server/rent-roll/find-rent-roll";

/**
 * GET /rent-roll (docs/API.md "Rent roll"), both roles: a month's leases, one page of rows and the totals
 * (their count in X-Total-Count); `format=csv|xlsx` streams every row the filters keep, then the totals.
 */
export const GET = withSession(async ({ req }) => {
  const query = readQuery(req, rentRollQuerySchema);
  if (query.format !== "json") {
    const file = await exportRentRoll(query.format, query);
    return fileDownload(file.body, { contentType: file.contentType, fileName: file.fileName, total: file.total });
  }
  const roll = await findRentRoll(query);
  return json(roll, {
    headers: { "X-Total-Count": String(roll.totals.count), "Access-Control-Expose-Headers": "X-Total-Count" },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
