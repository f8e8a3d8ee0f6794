-- Quick-find finds documents by title (issue 30 §1): a trigram index like the other searched columns
-- (migration 20261123020000_search), so "lease" or "passport" reads the index, not the table.
CREATE INDEX "documents_title_idx" ON "documents" USING GIN ("title" gin_trgm_ops) WITH (fastupdate = off);

-- The Finder's "has documents of category …" (issue 30 §1): each kind of record reaches its documents
-- through a column of its own, computed from (entity, record_id), with a real foreign key — so a list's
-- Prisma where can say `documents: { some: { category } }` and no document can point at nothing. ON DELETE
-- CASCADE does what the AFTER DELETE triggers of 20261127130000_documents already did; a generated
-- column's key cannot cascade updates (ids never change).
ALTER TABLE "documents"
    ADD COLUMN "client_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'clients' THEN "record_id" END) STORED,
    ADD COLUMN "account_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'accounts' THEN "record_id" END) STORED,
    ADD COLUMN "listing_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'listings' THEN "record_id" END) STORED,
    ADD COLUMN "service_provider_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'service-providers' THEN "record_id" END) STORED,
    ADD COLUMN "service_order_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'service-orders' THEN "record_id" END) STORED,
    ADD COLUMN "user_id" UUID GENERATED ALWAYS AS (CASE WHEN "entity" = 'users' THEN "record_id" END) STORED;

ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("client_id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_service_provider_id_fkey" FOREIGN KEY ("service_provider_id") REFERENCES "service_providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_service_order_id_fkey" FOREIGN KEY ("service_order_id") REFERENCES "service_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;

CREATE INDEX "documents_client_id_category_idx" ON "documents"("client_id", "category");
CREATE INDEX "documents_account_id_category_idx" ON "documents"("account_id", "category");
CREATE INDEX "documents_listing_id_category_idx" ON "documents"("listing_id", "category");
CREATE INDEX "documents_service_provider_id_category_idx" ON "documents"("service_provider_id", "category");
CREATE INDEX "documents_service_order_id_category_idx" ON "documents"("service_order_id", "category");
CREATE INDEX "documents_user_id_category_idx" ON "documents"("user_id", "category");
