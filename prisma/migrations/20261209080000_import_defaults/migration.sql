-- Imports, round two (issue 44): the value every row gets for a field the file leaves
-- blank or no column fills, and the duplicates an update found already holding the file's values.
ALTER TABLE "data_imports" ADD COLUMN "defaults" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "data_imports" ADD COLUMN "unchanged_count" INTEGER NOT NULL DEFAULT 0;
