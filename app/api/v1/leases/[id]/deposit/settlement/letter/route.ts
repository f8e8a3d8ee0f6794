import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getSettlementLetter } from "@/server/deposits/deposit-settlement";
import { settlementLetterFileName, settlementLetterPdf } from "@/server/deposits/settlement-letter-pdf";
import { env } from "@/server/env";
import { fileDownload } from "@/server/http/downloads";
import { translatorFor } from "@/server/i18n/translator";

/**
 * The settlement letter as a PDF (the one e-mailed to the primary tenant, in that tenant's language): a file the person
 * keeps, never kept offline.
 */
export const GET = withSession<{ id: string }>(
  async ({ params }) => {
    const letter = await getSettlementLetter(readId(params.id));
    const pdf = await settlementLetterPdf(letter, { timeZone: env().APP_TIME_ZONE });
    return fileDownload(new Uint8Array(pdf), {
      contentType: "application/pdf",
      fileName: settlementLetterFileName(letter, await translatorFor(letter.language)),
    });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
