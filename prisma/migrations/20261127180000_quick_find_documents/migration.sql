-- Quick-find finds documents by title (issue 30 §1): a trigram index like the other searched columns
-- (migration 20261123020000_search), so "lease" or "passport" reads the index, not the table.
CREATE INDEX "documents_title_idx" ON "documents" USING GIN ("title" gin_trgm_ops) WITH (fastupdate = off);
