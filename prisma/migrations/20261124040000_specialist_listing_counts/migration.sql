-- How many listings each property specialist manages, kept by the database so
-- the total of GET /listings?propertySpecialist=… (X-Total-Count) does not read
-- the specialist's whole book (docs/PERFORMANCE.md: the staff does not grow with
-- the agency, so each book does). Statement-level triggers with transition
-- tables apply each INSERT, UPDATE (a change of specialist) and DELETE
-- (cascaded deletes included) in the same transaction, and a TRUNCATE empties
-- the table, as record_counts does; counter rows are locked in specialist
-- order, and an update that keeps the specialist touches none.
-- CreateTable
CREATE TABLE "specialist_listing_counts" (
    "property_specialist_id" UUID NOT NULL,
    "listings" BIGINT NOT NULL,

    CONSTRAINT "specialist_listing_counts_pkey" PRIMARY KEY ("property_specialist_id")
);

CREATE FUNCTION "specialist_listing_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "specialist_listing_counts" AS kept ("property_specialist_id", "listings")
  SELECT "property_specialist_id", count(*) FROM inserted_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT ("property_specialist_id") DO UPDATE SET "listings" = kept."listings" + EXCLUDED."listings";
  RETURN NULL;
END $$;

CREATE FUNCTION "specialist_listing_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "specialist_listing_counts" AS kept ("property_specialist_id", "listings")
  SELECT "property_specialist_id", sum("delta") FROM (
    SELECT "property_specialist_id", 1 AS "delta" FROM updated_rows
    UNION ALL
    SELECT "property_specialist_id", -1 FROM previous_rows
  ) AS moves
  GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
  ON CONFLICT ("property_specialist_id") DO UPDATE SET "listings" = kept."listings" + EXCLUDED."listings";
  RETURN NULL;
END $$;

CREATE FUNCTION "specialist_listing_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "specialist_listing_counts" AS kept ("property_specialist_id", "listings")
  SELECT "property_specialist_id", -count(*) FROM deleted_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT ("property_specialist_id") DO UPDATE SET "listings" = kept."listings" + EXCLUDED."listings";
  RETURN NULL;
END $$;

CREATE FUNCTION "specialist_listing_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "specialist_listing_counts";
  RETURN NULL;
END $$;

CREATE TRIGGER "listings_specialist_count_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "specialist_listing_counts_after_insert"();
CREATE TRIGGER "listings_specialist_count_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows FOR EACH STATEMENT EXECUTE FUNCTION "specialist_listing_counts_after_update"();
CREATE TRIGGER "listings_specialist_count_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "specialist_listing_counts_after_delete"();
CREATE TRIGGER "listings_specialist_count_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "specialist_listing_counts_after_truncate"();

-- The counts of what is already there (the triggers keep them from now on).
INSERT INTO "specialist_listing_counts" ("property_specialist_id", "listings")
SELECT "property_specialist_id", count(*) FROM "listings" GROUP BY 1;
