-- Quick-find finds a listing by its tenant (issue 32 §3): the current lease's tenant name and e-mail
-- already have trigram indexes; the phone is searched by its digits, like the contacts' numbers.
ALTER TABLE "listings"
    ADD COLUMN "tenant_phone_digits" TEXT GENERATED ALWAYS AS (regexp_replace("tenant_phone_number", '[^0-9]', '', 'g')) STORED;

CREATE INDEX "listings_tenant_phone_digits_idx" ON "listings" USING GIN ("tenant_phone_digits" gin_trgm_ops) WITH (fastupdate = off);
