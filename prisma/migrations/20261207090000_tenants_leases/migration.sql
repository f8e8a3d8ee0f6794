-- Tenants, leases and the tenant's ledger (docs/PRODUCT.md#rent). A listing's five lease fields stay
-- as the listing's reading of its current lease (docs/DECISIONS.md "A listing's lease fields"); every
-- listing that has any of them gets a tenant and a lease here, losing nothing.

CREATE TABLE "tenants" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "first_name" VARCHAR(200) NOT NULL DEFAULT '',
    "last_name" VARCHAR(200) NOT NULL DEFAULT '',
    "company_name" VARCHAR(200),
    "email" VARCHAR(254),
    "phone" VARCHAR(40),
    "secondary_phone" VARCHAR(40),
    "mailing_address" VARCHAR(500),
    "notes" TEXT,
    "display_name" TEXT GENERATED ALWAYS AS (
        COALESCE(NULLIF(btrim("company_name"), ''), NULLIF(btrim("first_name" || ' ' || "last_name"), ''), NULLIF("email", ''), NULLIF("phone", ''), 'Unnamed tenant')
    ) STORED,
    "name_sort" TEXT GENERATED ALWAYS AS (
        lower(COALESCE(NULLIF(btrim("company_name"), ''), NULLIF(btrim("first_name" || ' ' || "last_name"), ''), NULLIF("email", ''), NULLIF("phone", ''), 'Unnamed tenant'))
    ) STORED,
    "phone_digits" TEXT GENERATED ALWAYS AS (regexp_replace(COALESCE("phone", ''), '[^0-9]', '', 'g')) STORED,
    "secondary_phone_digits" TEXT GENERATED ALWAYS AS (regexp_replace(COALESCE("secondary_phone", ''), '[^0-9]', '', 'g')) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "tenants_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "tenants_name_sort_id_idx" ON "tenants"("name_sort", "id");
CREATE INDEX "tenants_display_name_idx" ON "tenants" USING GIN ("display_name" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "tenants_email_idx" ON "tenants" USING GIN ("email" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "tenants_phone_digits_idx" ON "tenants" USING GIN ("phone_digits" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "tenants_secondary_phone_digits_idx" ON "tenants" USING GIN ("secondary_phone_digits" gin_trgm_ops) WITH (fastupdate = off);

CREATE TABLE "leases" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "listing_id" UUID NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "ended_on" DATE,
    "rent" DECIMAL(14,2) NOT NULL,
    "due_day" SMALLINT NOT NULL DEFAULT 1,
    "deposit" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "notes" TEXT,
    "charges_from" DATE NOT NULL,
    "balance" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "entry_count" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "leases_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "leases_due_day_check" CHECK ("due_day" BETWEEN 1 AND 28),
    CONSTRAINT "leases_rent_check" CHECK ("rent" >= 0),
    CONSTRAINT "leases_deposit_check" CHECK ("deposit" >= 0),
    CONSTRAINT "leases_dates_check" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date")
);
CREATE INDEX "leases_listing_id_start_date_idx" ON "leases"("listing_id", "start_date");
CREATE INDEX "leases_end_date_idx" ON "leases"("end_date");
ALTER TABLE "leases" ADD CONSTRAINT "leases_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "lease_tenants" (
    "lease_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "position" SMALLINT NOT NULL DEFAULT 0,
    CONSTRAINT "lease_tenants_pkey" PRIMARY KEY ("lease_id", "tenant_id")
);
CREATE INDEX "lease_tenants_tenant_id_idx" ON "lease_tenants"("tenant_id");
CREATE UNIQUE INDEX "lease_tenants_one_primary" ON "lease_tenants"("lease_id") WHERE "is_primary";
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "lease_entries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sequence" BIGSERIAL NOT NULL,
    "lease_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "charge_type" VARCHAR(16),
    "method" VARCHAR(16),
    "reference" VARCHAR(100),
    "description" VARCHAR(500) NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "open" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "balance" DECIMAL(14,2) NOT NULL,
    "auto_key" VARCHAR(16),
    "reverses_id" UUID,
    "reversal_reason" VARCHAR(500),
    "posted_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "lease_entries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "lease_entries_kind_check" CHECK (
        ("kind" = 'charge' AND "charge_type" IN ('rent', 'deposit', 'fee', 'other') AND "method" IS NULL AND "reverses_id" IS NULL)
        OR ("kind" = 'payment' AND "charge_type" IS NULL AND "method" IN ('cash', 'check', 'transfer', 'card', 'other') AND "reverses_id" IS NULL)
        OR ("kind" = 'reversal' AND "charge_type" IS NULL AND "reverses_id" IS NOT NULL AND "reversal_reason" IS NOT NULL)
    ),
    CONSTRAINT "lease_entries_value_check" CHECK ("value" > 0 AND "open" >= 0 AND "open" <= "value")
);
CREATE UNIQUE INDEX "lease_entries_sequence_key" ON "lease_entries"("sequence");
CREATE UNIQUE INDEX "lease_entries_reverses_id_key" ON "lease_entries"("reverses_id");
CREATE UNIQUE INDEX "lease_entries_lease_id_auto_key_key" ON "lease_entries"("lease_id", "auto_key");
CREATE INDEX "lease_entries_lease_id_date_sequence_idx" ON "lease_entries"("lease_id", "date", "sequence");
-- What is still open, oldest first: payments settle against it, the rent roll's days late read it.
CREATE INDEX "lease_entries_lease_id_kind_date_idx" ON "lease_entries"("lease_id", "kind", "date") WHERE "open" > 0;
ALTER TABLE "lease_entries" ADD CONSTRAINT "lease_entries_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lease_entries" ADD CONSTRAINT "lease_entries_posted_by_id_fkey" FOREIGN KEY ("posted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "lease_entries" ADD CONSTRAINT "lease_entries_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "lease_entries"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

CREATE TABLE "lease_allocations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payment_id" UUID NOT NULL,
    "charge_id" UUID NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "lease_allocations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "lease_allocations_value_check" CHECK ("value" > 0)
);
CREATE INDEX "lease_allocations_payment_id_idx" ON "lease_allocations"("payment_id");
CREATE INDEX "lease_allocations_charge_id_idx" ON "lease_allocations"("charge_id");
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "lease_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "lease_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Documents on tenants and leases (IDs, signed leases), like every other record.
ALTER TABLE "documents" DROP CONSTRAINT "documents_entity_check";
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_check"
    CHECK ("entity" IN ('clients', 'listings', 'service-providers', 'service-orders', 'accounts', 'users', 'tenants', 'leases'));
ALTER TABLE "documents"
    ADD COLUMN "tenant_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'tenants' THEN "record_id" END) STORED,
    ADD COLUMN "lease_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'leases' THEN "record_id" END) STORED;
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_lease_id_fkey" FOREIGN KEY ("lease_id") REFERENCES "leases"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
CREATE INDEX "documents_tenant_id_category_idx" ON "documents"("tenant_id", "category");
CREATE INDEX "documents_lease_id_category_idx" ON "documents"("lease_id", "category");

-- Every listing's lease fields become a tenant and a lease. The name splits at its first space
-- ("Maria del Carmen" → Maria / del Carmen); a name of one word stays whole in the first name.
-- The lease takes the listing's rent and charges nothing due before today (charges_from).
CREATE TEMPORARY TABLE "listing_leases" ON COMMIT DROP AS
SELECT "id" AS "listing_id", gen_random_uuid() AS "tenant_id", gen_random_uuid() AS "lease_id",
       btrim(COALESCE("tenant_name", '')) AS "name", "tenant_phone_number", "tenant_email",
       "lease_start_date", "lease_end_date", COALESCE("rental_price_usd", 0) AS "rent"
  FROM "listings"
 WHERE "lease_start_date" IS NOT NULL OR "lease_end_date" IS NOT NULL OR "tenant_name" IS NOT NULL
    OR "tenant_phone_number" IS NOT NULL OR "tenant_email" IS NOT NULL;

INSERT INTO "tenants" ("id", "first_name", "last_name", "email", "phone", "updated_at")
SELECT "tenant_id",
       CASE WHEN position(' ' IN "name") > 0 THEN split_part("name", ' ', 1) ELSE "name" END,
       CASE WHEN position(' ' IN "name") > 0 THEN substr("name", position(' ' IN "name") + 1) ELSE '' END,
       "tenant_email", "tenant_phone_number", CURRENT_TIMESTAMP
  FROM "listing_leases";

INSERT INTO "leases" ("id", "listing_id", "start_date", "end_date", "rent", "charges_from", "updated_at")
SELECT "lease_id", "listing_id", "lease_start_date", "lease_end_date", "rent", CURRENT_DATE, CURRENT_TIMESTAMP
  FROM "listing_leases";

INSERT INTO "lease_tenants" ("lease_id", "tenant_id", "is_primary")
SELECT "lease_id", "tenant_id", true FROM "listing_leases";
