import { z } from "zod";
import { amountSchema, ledgerDateSchema, type TransactionDto } from "./account";
import { optionalText } from "./common";

/**
 * "Charge to owner" on a service order (issue 30 §3): the amount, a
 * description (blank: "{order name} — {provider}"), the invoice among the
 * order's documents, a back-date. The ledger's own rules apply (amountSchema,
 * ledgerDateSchema): the same messages as any posting.
 */
export const serviceOrderChargeSchema = z.object({
  value: amountSchema,
  description: optionalText("Description", 500),
  documentId: z.preprocess((value) => (value === "" ? null : value), z.uuid("documentId must be a document's id.").nullish()),
  date: ledgerDateSchema,
});
export type ServiceOrderChargeInput = z.output<typeof serviceOrderChargeSchema>;

/** A charge: the ledger entry it posted, with the order it charges and the invoice it came from. */
export interface ServiceOrderChargeDto extends TransactionDto {
  serviceOrderRef: { _id: string; orderNumber: number; name: string };
  documentRef: { _id: string; title: string; fileName: string } | null;
}
