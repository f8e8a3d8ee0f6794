-- Search ("Find anything fast"): trigram indexes for every text field that
-- quick-find and the Finder search with "contains" (ILIKE '%…%'), the phone
-- numbers' digits for digit searches, and the saved Finder filters.
--
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (PG 13+),
-- so the database owner may create it; the embedded PGlite loads it in
-- server/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Digits only, so "5550101" or "555 0101" finds "+1 (758) 555-0101".
ALTER TABLE "clients"
    ADD COLUMN "contact_primary_digits" TEXT GENERATED ALWAYS AS (regexp_replace("contact_primary_number", '[^0-9]', '', 'g')) STORED,
    ADD COLUMN "contact_secondary_digits" TEXT GENERATED ALWAYS AS (regexp_replace("contact_secondary_number", '[^0-9]', '', 'g')) STORED;

ALTER TABLE "service_providers"
    ADD COLUMN "contact_primary_digits" TEXT GENERATED ALWAYS AS (regexp_replace("contact_primary_number", '[^0-9]', '', 'g')) STORED,
    ADD COLUMN "contact_secondary_digits" TEXT GENERATED ALWAYS AS (regexp_replace("contact_secondary_number", '[^0-9]', '', 'g')) STORED;

-- CreateTable
CREATE TABLE "saved_filters" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "entity" VARCHAR(32) NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "criteria" JSONB NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "name_sort" TEXT GENERATED ALWAYS AS (lower("name")) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_filters_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "saved_filters_entity_check" CHECK ("entity" IN ('clients', 'listings', 'service-providers', 'service-orders', 'reminders', 'accounts', 'users')),
    CONSTRAINT "saved_filters_name_check" CHECK (length(btrim("name")) > 0),
    CONSTRAINT "saved_filters_criteria_check" CHECK (jsonb_typeof("criteria") = 'array')
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_filters_owner_id_entity_name_sort_key" ON "saved_filters"("owner_id", "entity", "name_sort");

-- CreateIndex
CREATE INDEX "saved_filters_entity_shared_idx" ON "saved_filters"("entity", "shared");

-- AddForeignKey
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateIndex
CREATE INDEX "users_first_name_idx" ON "users" USING GIN ("first_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "users_last_name_idx" ON "users" USING GIN ("last_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "users_user_name_idx" ON "users" USING GIN ("user_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users" USING GIN ("email" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_name_idx" ON "clients" USING GIN ("name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_first_name_idx" ON "clients" USING GIN ("contact_first_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_last_name_idx" ON "clients" USING GIN ("contact_last_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_email_address_idx" ON "clients" USING GIN ("contact_email_address" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_mailing_address_idx" ON "clients" USING GIN ("contact_mailing_address" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_website_url_idx" ON "clients" USING GIN ("contact_website_url" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_primary_digits_idx" ON "clients" USING GIN ("contact_primary_digits" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "clients_contact_secondary_digits_idx" ON "clients" USING GIN ("contact_secondary_digits" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_name_idx" ON "service_providers" USING GIN ("name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_first_name_idx" ON "service_providers" USING GIN ("contact_first_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_last_name_idx" ON "service_providers" USING GIN ("contact_last_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_email_address_idx" ON "service_providers" USING GIN ("contact_email_address" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_mailing_address_idx" ON "service_providers" USING GIN ("contact_mailing_address" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_website_url_idx" ON "service_providers" USING GIN ("contact_website_url" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_primary_digits_idx" ON "service_providers" USING GIN ("contact_primary_digits" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_providers_contact_secondary_digits_idx" ON "service_providers" USING GIN ("contact_secondary_digits" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "listings_property_name_idx" ON "listings" USING GIN ("property_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "listings_location_idx" ON "listings" USING GIN ("location" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "listings_tenant_name_idx" ON "listings" USING GIN ("tenant_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "listings_tenant_email_idx" ON "listings" USING GIN ("tenant_email" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_orders_name_idx" ON "service_orders" USING GIN ("name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_orders_details_idx" ON "service_orders" USING GIN ("details" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_orders_notes_idx" ON "service_orders" USING GIN ("notes" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "service_orders_created_by_name_idx" ON "service_orders" USING GIN ("created_by_name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "reminders_name_idx" ON "reminders" USING GIN ("name" gin_trgm_ops) WITH (fastupdate = off);

-- CreateIndex
CREATE INDEX "reminders_notes_idx" ON "reminders" USING GIN ("notes" gin_trgm_ops) WITH (fastupdate = off);
