-- The import's commit runs as a job (imports.commit; docs/DECISIONS.md "Imports"):
-- 'committing' while it is queued or running, the rows written so far and the
-- rows to write (the page's progress bar), and the reason a failed commit gave.
ALTER TABLE "data_imports" ADD COLUMN "progress_done" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "data_imports" ADD COLUMN "progress_total" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "data_imports" ADD COLUMN "commit_error" TEXT;

ALTER TABLE "data_imports" DROP CONSTRAINT "data_imports_status_check";
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_status_check" CHECK ("status" IN ('uploaded', 'committing', 'committed', 'undone'));
