-- The rent roll's figures kept with the ledger (docs/PERFORMANCE.md "Rent", DECISIONS.md "Rent roll aggregates"):
-- a list request reads one page of leases and its totals read lease rows, never every lease's ledger.
-- Maintained under the lease's row lock by server/leases/roll-aggregates.ts, called from the ledger's
-- postings (appendEntries, settle, unapplyPayment).

-- The due day of the oldest charge still open (days late = today − it, when it is before today), and
-- what the deposit charges have been paid (the deposit held).
ALTER TABLE "leases" ADD COLUMN "oldest_open_due" DATE;
ALTER TABLE "leases" ADD COLUMN "deposit_held" DECIMAL(14,2) NOT NULL DEFAULT 0;
CREATE INDEX "leases_oldest_open_due_idx" ON "leases"("oldest_open_due");

-- A lease's month: what was charged in it and paid in it (payments less reversals), by entry date.
CREATE TABLE "lease_months" (
    "lease_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "charged" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "paid" DECIMAL(14,2) NOT NULL DEFAULT 0,

    CONSTRAINT "lease_months_pkey" PRIMARY KEY ("lease_id","month"),
    CONSTRAINT "lease_months_month_check" CHECK (EXTRACT(DAY FROM "month") = 1)
);
-- A month's rows together, for the totals of a month.
CREATE INDEX "lease_months_month_idx" ON "lease_months"("month");
ALTER TABLE "lease_months" ADD CONSTRAINT "lease_months_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill from the ledgers.
UPDATE "leases" l
   SET "oldest_open_due" = (SELECT min(e."date") FROM "lease_entries" e
                             WHERE e."lease_id" = l."id" AND e."kind" = 'charge' AND e."open" > 0),
       "deposit_held" = (SELECT COALESCE(sum(e."value" - e."open"), 0) FROM "lease_entries" e
                          WHERE e."lease_id" = l."id" AND e."kind" = 'charge' AND e."charge_type" = 'deposit');

INSERT INTO "lease_months" ("lease_id", "month", "charged", "paid")
SELECT e."lease_id", date_trunc('month', e."date")::date,
       COALESCE(sum(e."value") FILTER (WHERE e."kind" = 'charge'), 0),
       COALESCE(sum(e."value") FILTER (WHERE e."kind" = 'payment'), 0)
         - COALESCE(sum(e."value") FILTER (WHERE e."kind" = 'reversal'), 0)
  FROM "lease_entries" e
 GROUP BY 1, 2;

-- A payment's description is plain (its method and reference have their own columns, and the ledger
-- row, the receipt and the CSV show them from there); payments written before said them twice.
UPDATE "lease_entries" SET "description" = 'Payment received'
 WHERE "kind" = 'payment' AND "description" LIKE 'Payment — %';
