-- Pictures carry a resized copy for tiles and avatars, made once at upload.
-- No picture could be stored before this migration, so the table is empty.
-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN     "thumbnail_content_type" VARCHAR(64) NOT NULL,
ADD COLUMN     "thumbnail_data" BYTEA NOT NULL;
