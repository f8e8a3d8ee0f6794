-- Documents on records (issue 30 §1; docs/DECISIONS.md "Documents"). A document
-- belongs to one record named by (entity, record_id): clients, listings,
-- service-providers, service-orders, accounts (record_id = the client's id) or
-- users. Its bytes live in document_chunks, 256 KB a row, written and read one
-- chunk at a time so no file is ever whole in the server's memory
-- (server/documents/storage.ts). A row is `complete` only once every chunk is
-- stored and its type is checked; readers see complete rows only, and an upload
-- that fails deletes its row (chunks cascade).
CREATE TABLE "documents" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "entity" VARCHAR(32) NOT NULL,
    "record_id" UUID NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "category" VARCHAR(32) NOT NULL,
    "file_name" VARCHAR(255) NOT NULL,
    "content_type" VARCHAR(128) NOT NULL,
    "byte_size" INTEGER NOT NULL DEFAULT 0,
    "sha256" CHAR(64),
    "expires_on" DATE,
    "complete" BOOLEAN NOT NULL DEFAULT false,
    "thumbnail_data" BYTEA,
    "uploaded_by_id" UUID,
    "uploaded_by_name" VARCHAR(170) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "documents_entity_check" CHECK ("entity" IN ('clients', 'listings', 'service-providers', 'service-orders', 'accounts', 'users')),
    CONSTRAINT "documents_category_check" CHECK ("category" IN ('lease', 'contract', 'identity', 'deed', 'invoice', 'receipt', 'photo', 'other'))
);

CREATE TABLE "document_chunks" (
    "document_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "document_chunks_pkey" PRIMARY KEY ("document_id", "seq")
);

-- A record's documents, newest first; expiring documents; unfinished uploads to sweep.
CREATE INDEX "documents_entity_record_id_created_at_idx" ON "documents"("entity", "record_id", "created_at");
CREATE INDEX "documents_expires_on_idx" ON "documents"("expires_on") WHERE "expires_on" IS NOT NULL AND "complete";
CREATE INDEX "documents_created_at_idx" ON "documents"("created_at") WHERE NOT "complete";

ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Deleting a record deletes its documents (SPEC: "remove all associated data"),
-- whichever way it goes: its own delete or a cascade (a client's listings,
-- their orders, its account). One trigger function per kind of record, each
-- AFTER DELETE FOR EACH STATEMENT over the deleted rows.
CREATE FUNCTION "documents_delete_of"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM "documents" WHERE "entity" = %L AND "record_id" IN (SELECT %I FROM deleted_rows)', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;

CREATE TRIGGER "clients_documents_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('clients', 'id');
CREATE TRIGGER "listings_documents_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('listings', 'id');
CREATE TRIGGER "service_providers_documents_delete" AFTER DELETE ON "service_providers" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('service-providers', 'id');
CREATE TRIGGER "service_orders_documents_delete" AFTER DELETE ON "service_orders" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('service-orders', 'id');
CREATE TRIGGER "accounts_documents_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('accounts', 'client_id');
CREATE TRIGGER "users_documents_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_delete_of"('users', 'id');

-- A provider's invoice charged to the listing owner's ledger (issue 30 §3): the
-- link between a ledger entry and the service order it charges, and the invoice
-- document it was posted from. Deleting the ledger entry removes the link (not
-- the invoice); deleting the order removes the link (not the entry: the money
-- was charged); deleting the invoice leaves the charge without it.
CREATE TABLE "service_order_charges" (
    "transaction_id" UUID NOT NULL,
    "service_order_id" UUID NOT NULL,
    "document_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_order_charges_pkey" PRIMARY KEY ("transaction_id")
);

CREATE INDEX "service_order_charges_service_order_id_created_at_idx" ON "service_order_charges"("service_order_id", "created_at");
CREATE INDEX "service_order_charges_document_id_idx" ON "service_order_charges"("document_id");

ALTER TABLE "service_order_charges" ADD CONSTRAINT "service_order_charges_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "account_transactions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "service_order_charges" ADD CONSTRAINT "service_order_charges_service_order_id_fkey" FOREIGN KEY ("service_order_id") REFERENCES "service_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "service_order_charges" ADD CONSTRAINT "service_order_charges_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;
