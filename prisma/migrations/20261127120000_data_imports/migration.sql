-- Imports of spreadsheets (issue 31; docs/DECISIONS.md "Imports"): one row per
-- uploaded file, with its parsed rows, the mapping, and after the commit what
-- it created and updated (with before-images) so that it can be undone.
-- CreateTable
CREATE TABLE "data_imports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" VARCHAR(32) NOT NULL,
    "file_name" VARCHAR(255) NOT NULL,
    "file_type" VARCHAR(8) NOT NULL,
    "file_size" INTEGER NOT NULL,
    "columns" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "row_count" INTEGER NOT NULL,
    "mapping" JSONB NOT NULL,
    "date_order" VARCHAR(3),
    "duplicates" VARCHAR(8) NOT NULL DEFAULT 'skip',
    "status" VARCHAR(16) NOT NULL DEFAULT 'uploaded',
    "created_count" INTEGER NOT NULL DEFAULT 0,
    "updated_count" INTEGER NOT NULL DEFAULT 0,
    "skipped_count" INTEGER NOT NULL DEFAULT 0,
    "records" JSONB,
    "created_by_id" UUID,
    "created_by_name" VARCHAR(170) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "committed_at" TIMESTAMPTZ(3),
    "undone_at" TIMESTAMPTZ(3),

    CONSTRAINT "data_imports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "data_imports_kind_check" CHECK ("kind" IN ('clients', 'service-providers', 'listings', 'opening-balances')),
    CONSTRAINT "data_imports_file_type_check" CHECK ("file_type" IN ('csv', 'xlsx')),
    CONSTRAINT "data_imports_status_check" CHECK ("status" IN ('uploaded', 'committed', 'undone')),
    CONSTRAINT "data_imports_date_order_check" CHECK ("date_order" IS NULL OR "date_order" IN ('dmy', 'mdy')),
    CONSTRAINT "data_imports_duplicates_check" CHECK ("duplicates" IN ('skip', 'update')),
    CONSTRAINT "data_imports_counts_check" CHECK ("row_count" >= 0 AND "row_count" <= 50000 AND "file_size" >= 0)
);

-- CreateIndex
CREATE INDEX "data_imports_created_at_idx" ON "data_imports"("created_at");

-- CreateIndex
CREATE INDEX "data_imports_created_by_id_kind_created_at_idx" ON "data_imports"("created_by_id", "kind", "created_at");

-- AddForeignKey
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
