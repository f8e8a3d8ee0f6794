-- From the tenant to the owner (issue 43): the agency's rent settings, a lease's own
-- management and late fees, late fees linked to their rent charge, waivers, the
-- owner-ledger entries made from rent, and deposit settlements.

-- The agency's rent settings: one row (id 1). management_fee {kind: percent|fixed, value};
-- late_fee {graceDays, kind: fixed|percent, value, repeat: once|daily, cap} or null (no late fees).
CREATE TABLE "rent_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "management_fee" JSONB NOT NULL,
    "late_fee" JSONB,
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "rent_settings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "rent_settings_one_row" CHECK ("id" = 1)
);
ALTER TABLE "rent_settings" ADD CONSTRAINT "rent_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
INSERT INTO "rent_settings" ("id", "management_fee", "late_fee") VALUES (1, '{"kind":"percent","value":"10.00"}', NULL);

-- A lease's own terms; null = the agency's.
ALTER TABLE "leases" ADD COLUMN "management_fee" JSONB;
ALTER TABLE "leases" ADD COLUMN "late_fee" JSONB;
ALTER TABLE "leases" ADD COLUMN "late_fees_to" VARCHAR(8) NOT NULL DEFAULT 'agency';
ALTER TABLE "leases" ADD CONSTRAINT "leases_late_fees_to_check" CHECK ("late_fees_to" IN ('agency', 'owner'));

-- Late fees: 'late:<charge sequence>:<yyyymmdd>' keys are longer than the rent run's.
ALTER TABLE "lease_entries" ALTER COLUMN "auto_key" TYPE VARCHAR(48);
-- A late fee's rent charge.
ALTER TABLE "lease_entries" ADD COLUMN "fee_for_id" UUID;
ALTER TABLE "lease_entries" ADD CONSTRAINT "lease_entries_fee_for_id_fkey" FOREIGN KEY ("fee_for_id") REFERENCES "lease_entries"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
CREATE INDEX "lease_entries_fee_for_id_idx" ON "lease_entries"("fee_for_id");
-- A waiver cancels a charge (a late fee waived); a payment may come from the deposit at its settlement.
ALTER TABLE "lease_entries" DROP CONSTRAINT "lease_entries_kind_check";
ALTER TABLE "lease_entries" ADD CONSTRAINT "lease_entries_kind_check" CHECK (
    ("kind" = 'charge' AND "charge_type" IN ('rent', 'deposit', 'fee', 'other') AND "method" IS NULL AND "reverses_id" IS NULL)
    OR ("kind" = 'payment' AND "charge_type" IS NULL AND "method" IN ('cash', 'check', 'transfer', 'card', 'other', 'deposit') AND "reverses_id" IS NULL)
    OR ("kind" IN ('reversal', 'waiver') AND "charge_type" IS NULL AND "reverses_id" IS NOT NULL AND "reversal_reason" IS NOT NULL)
);
-- The nightly late-fee pass: open rent, by lease.
CREATE INDEX "lease_entries_open_rent_idx" ON "lease_entries"("lease_id", "date") WHERE "kind" = 'charge' AND "charge_type" = 'rent' AND "open" > 0;

-- An owner-ledger entry made from rent: which lease, which payment paid it, which charge it was for.
-- share: rent (credit) | management_fee (debit) | late_fee (credit) | deposit_deduction (credit);
-- a reversal of one of them carries the same row data.
CREATE TABLE "rent_postings" (
    "transaction_id" UUID NOT NULL,
    "lease_id" UUID NOT NULL,
    "share" VARCHAR(24) NOT NULL,
    "payment_id" UUID,
    "charge_id" UUID,
    -- A fixed management fee: owed once the charge is paid in full (reversed when it is open again).
    "per_charge" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "rent_postings_pkey" PRIMARY KEY ("transaction_id"),
    CONSTRAINT "rent_postings_share_check" CHECK ("share" IN ('rent', 'management_fee', 'late_fee', 'deposit_deduction'))
);
CREATE INDEX "rent_postings_payment_id_idx" ON "rent_postings"("payment_id");
CREATE INDEX "rent_postings_charge_id_idx" ON "rent_postings"("charge_id");
CREATE INDEX "rent_postings_lease_id_idx" ON "rent_postings"("lease_id");
ALTER TABLE "rent_postings" ADD CONSTRAINT "rent_postings_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "account_transactions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "rent_postings" ADD CONSTRAINT "rent_postings_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "rent_postings" ADD CONSTRAINT "rent_postings_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "lease_entries"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
ALTER TABLE "rent_postings" ADD CONSTRAINT "rent_postings_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "lease_entries"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- A deposit settled once its lease has ended: one per lease.
-- deductions [{description, value, documentId}]; held = what was held when settled.
CREATE TABLE "deposit_settlements" (
    "lease_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "held" DECIMAL(14,2) NOT NULL,
    "deductions" JSONB NOT NULL,
    "applied" DECIMAL(14,2) NOT NULL,
    "refund" DECIMAL(14,2) NOT NULL,
    "refund_method" VARCHAR(16) NOT NULL,
    "refund_reference" VARCHAR(100),
    "payment_id" UUID,
    "letter_message_id" UUID,
    "settled_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "deposit_settlements_pkey" PRIMARY KEY ("lease_id"),
    CONSTRAINT "deposit_settlements_amounts_check" CHECK ("held" >= 0 AND "applied" >= 0 AND "refund" >= 0)
);
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "lease_entries"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_settled_by_id_fkey" FOREIGN KEY ("settled_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
