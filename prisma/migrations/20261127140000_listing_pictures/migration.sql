-- A gallery per listing (issue 30 §2; docs/DECISIONS.md "Listing gallery"). A
-- listing's pictures in order; the first is the cover, which listings.image_id
-- keeps naming (server/listings/pictures keeps the two in step). A picture's id
-- is its stored file's.
CREATE TABLE "listing_pictures" (
    "file_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "caption" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_pictures_pkey" PRIMARY KEY ("file_id")
);

CREATE INDEX "listing_pictures_listing_id_position_idx" ON "listing_pictures"("listing_id", "position");

ALTER TABLE "listing_pictures" ADD CONSTRAINT "listing_pictures_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "listing_pictures" ADD CONSTRAINT "listing_pictures_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Responsive sizes (srcset): WebP copies 640 and 1280 px wide, made at upload.
-- Pictures stored before have none; the files route serves their full bytes.
ALTER TABLE "stored_files" ADD COLUMN "medium_data" BYTEA, ADD COLUMN "large_data" BYTEA;

-- A gallery row gone (its own delete, or its listing's — itself a client's
-- cascade) takes its stored file with it: no picture outlives its listing.
CREATE FUNCTION "listing_pictures_delete_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "id" IN (SELECT "file_id" FROM deleted_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER "listing_pictures_files_delete" AFTER DELETE ON "listing_pictures" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_pictures_delete_files"();

-- Every listing's current picture becomes the first of its gallery.
INSERT INTO "listing_pictures" ("file_id", "listing_id", "position")
SELECT "image_id", "id", 0 FROM "listings" WHERE "image_id" IS NOT NULL
ON CONFLICT DO NOTHING;
