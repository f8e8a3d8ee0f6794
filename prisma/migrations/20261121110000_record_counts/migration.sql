-- Row counts kept by the database, so GET /references/stats costs the same at
-- any size (docs/PERFORMANCE.md: three count(*) over whole tables grew 3.95×
-- from scale 1 to 10). Statement-level triggers with transition tables add
-- and subtract the rows each INSERT or DELETE touched (cascaded deletes
-- included) and a TRUNCATE resets the count, in the same transaction as the
-- change, so a count is never ahead of or behind what is committed.
-- CreateTable
CREATE TABLE "record_counts" (
    "table_name" VARCHAR(63) NOT NULL,
    "row_count" BIGINT NOT NULL,

    CONSTRAINT "record_counts_pkey" PRIMARY KEY ("table_name")
);

CREATE FUNCTION "record_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "record_counts" SET "row_count" = "row_count" + (SELECT count(*) FROM inserted_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "record_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "record_counts" SET "row_count" = "row_count" - (SELECT count(*) FROM deleted_rows) WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "record_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "record_counts" SET "row_count" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_insert"();
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_delete"();
CREATE TRIGGER "clients_count_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_truncate"();
CREATE TRIGGER "listings_count_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_insert"();
CREATE TRIGGER "listings_count_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_delete"();
CREATE TRIGGER "listings_count_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_truncate"();
CREATE TRIGGER "service_orders_count_insert" AFTER INSERT ON "service_orders" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_insert"();
CREATE TRIGGER "service_orders_count_delete" AFTER DELETE ON "service_orders" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_delete"();
CREATE TRIGGER "service_orders_count_truncate" AFTER TRUNCATE ON "service_orders" FOR EACH STATEMENT EXECUTE FUNCTION "record_counts_after_truncate"();

-- The counts of what is already there (the triggers keep them from now on).
INSERT INTO "record_counts" ("table_name", "row_count")
SELECT 'clients', count(*) FROM "clients"
UNION ALL SELECT 'listings', count(*) FROM "listings"
UNION ALL SELECT 'service_orders', count(*) FROM "service_orders";
