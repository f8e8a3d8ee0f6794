-- Reversing a ledger entry (docs/DECISIONS.md "Accounts"): a reversal is an
-- ordinary entry in the opposite column for the same amount, dated when it is
-- posted, that names the entry it cancels and says why. The entry it reverses
-- is never changed; the link lives on the reversal only, and is unique, so an
-- entry has at most one reversal. The reason is required on a reversal and
-- absent elsewhere, and an entry cannot reverse itself.
-- AlterTable
ALTER TABLE "account_transactions" ADD COLUMN "reverses_id" UUID,
ADD COLUMN "reversal_reason" VARCHAR(500);

ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_reversal_check"
  CHECK ((("reverses_id" IS NULL) = ("reversal_reason" IS NULL)) AND ("reverses_id" IS DISTINCT FROM "id"));

-- CreateIndex
CREATE UNIQUE INDEX "account_transactions_reverses_id_key" ON "account_transactions"("reverses_id");

-- NO ACTION (checked at the end of the statement): deleting an entry that has a
-- reversal is refused, while deleting a whole ledger (a client, an account) in
-- one statement removes both.
-- AddForeignKey
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "account_transactions"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
