import { methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { env } from "@/server/env";
import { fileDownload } from "@/server/http/downloads";
import { getReceipt } from "@/server/receipts/receipt-data";
import { receiptFileName, receiptPdf } from "@/server/receipts/receipt-pdf";

/** A payment's receipt as a PDF (PRODUCT.md#rent "Receipts"): a file the person keeps, never kept offline. */
export const GET = withSession<{ id: string; paymentId: string }>(
  async ({ params }) => {
    const receipt = await getReceipt(readId(params.id), readId(params.paymentId));
    const pdf = await receiptPdf(receipt, { timeZone: env().APP_TIME_ZONE });
    return fileDownload(new Uint8Array(pdf), { contentType: "application/pdf", fileName: receiptFileName(receipt) });
  },
  { keepOffline: false },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
