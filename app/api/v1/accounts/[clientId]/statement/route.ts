import { statementQuerySchema } from "@/lib/schemas/statement";
import { getStatement, getStatementSummary, statementEntries } from "@/server/accounts/get-statement";
import { statementCsvStream, statementFileName } from "@/server/statements/statement-csv";
import { statementPdfStream } from "@/server/statements/statement-pdf";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readQuery } from "@/server/api/input";
import { CSV_CONTENT_TYPE, fileDownload } from "@/server/http/downloads";
import { translatorFor } from "@/server/i18n/translator";

/**
 * The owner statement (an addition to PRODUCT.md#api): one page of JSON (`skip`, `limit`; the period's entry count in
 * X-Total-Count), or the whole period as CSV (format=csv) or PDF (format=pdf), streamed a batch of entries at a time.
 * A download is a file the person keeps: the offline worker never keeps it (the statement page is kept instead). The
 * files are the owner's papers, in the owner's language (the JSON, which the page shows, stays as it is).
 */
export const GET = withSession<{ clientId: string }>(
  async ({ req, params }) => {
    const clientId = readId(params.clientId);
    const { from, to, format, skip, limit } = readQuery(req, statementQuerySchema);
    if (format === "json") {
      const statement = await getStatement({ clientId, from, to, skip, limit });
      return json(statement, {
        headers: { "X-Total-Count": String(statement.entryCount), "Access-Control-Expose-Headers": "X-Total-Count" },
      });
    }
    const summary = await getStatementSummary({ clientId, from, to });
    const body =
      format === "pdf"
        ? statementPdfStream(summary, () => statementEntries(summary))
        : statementCsvStream(summary, statementEntries(summary));
    return fileDownload(body, {
      contentType: format === "pdf" ? "application/pdf" : CSV_CONTENT_TYPE,
      fileName: statementFileName(summary, await translatorFor(summary.language), format),
    });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
