import { statementQuerySchema } from "@/lib/schemas/account";
import { getStatement } from "@/server/accounts/get-statement";
import { statementCsv, statementFileName } from "@/server/accounts/statement-csv";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";

/**
 * The owner statement (an addition to SPEC §7): JSON, or CSV to download with format=csv.
 * A download is a file the person keeps: the offline worker never keeps it (the statement page is kept instead).
 */
export const GET = withSession<{ clientId: string }>(
  async ({ req, params }) => {
    const clientId = readId(params.clientId);
    const { from, to, format } = readQuery(req, statementQuerySchema);
    const statement = await getStatement({ clientId, from, to });
    if (format === "json") return json(statement);
    return new Response(statementCsv(statement), {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${statementFileName(statement)}"`,
        "Cache-Control": "no-store",
      },
    });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
