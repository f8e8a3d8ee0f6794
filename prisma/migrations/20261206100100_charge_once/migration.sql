-- One invoice document is charged at most once, and a charge without an
-- invoice can carry its sender's Idempotency-Key (docs/SECURITY.md
-- "Hardening, round four", docs/API.md "Charge to owner").
--
-- Charges that already share an invoice keep their ledger entries (they are
-- real debits, to be reversed by a person if wrong); only the earliest keeps
-- the link to the invoice, so the unique key can be made.
UPDATE "service_order_charges" AS "later" SET "document_id" = NULL
 WHERE "later"."document_id" IS NOT NULL
   AND EXISTS (
     SELECT 1 FROM "service_order_charges" AS "earlier"
      WHERE "earlier"."document_id" = "later"."document_id"
        AND ("earlier"."created_at", "earlier"."transaction_id") < ("later"."created_at", "later"."transaction_id")
   );

-- DropIndex
DROP INDEX "service_order_charges_document_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "service_order_charges_document_id_key" ON "service_order_charges"("document_id");

-- Who charged (the key's owner) and the key they sent: the same key of the
-- same user finds the same charge, even sent in parallel.
-- AlterTable
ALTER TABLE "service_order_charges" ADD COLUMN "charged_by_id" UUID,
ADD COLUMN "idempotency_key" VARCHAR(200);

-- CreateIndex
CREATE UNIQUE INDEX "service_order_charges_charged_by_id_idempotency_key_key" ON "service_order_charges"("charged_by_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "service_order_charges" ADD CONSTRAINT "service_order_charges_charged_by_id_fkey" FOREIGN KEY ("charged_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
