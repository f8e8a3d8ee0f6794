-- The rent roll's totals without an aggregate on every request (issue 42: a page must cost what a page costs,
-- whatever the number of leases). The totals of a month and its filters are cached in each app process under this
-- row's (database, version) and the agency's day (server/rent-roll/totals-cache.ts); the version is raised once by
-- every transaction that changes what the totals read — a lease, a lease's month, a listing's owner or specialist —
-- by deferred constraint triggers, so at its COMMIT, after every other lock it takes (two writers cannot deadlock
-- on the row, and each holds it only while committing). A reader that sees version N in its snapshot sees every
-- write of versions up to N and none after: the row lock is released only once its writer is visible. TRUNCATE
-- (tests) raises it too. `database` tells one database's versions from another's (a process may meet several).
-- CreateTable
CREATE TABLE "rent_roll_version" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "database" UUID NOT NULL DEFAULT gen_random_uuid(),
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "rent_roll_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "rent_roll_version_one_row" CHECK ("id" = 1)
);

INSERT INTO "rent_roll_version" DEFAULT VALUES;

-- Once per transaction: the flag lives until the transaction ends (set_config's is_local).
CREATE FUNCTION "rent_roll_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(current_setting('rent_roll.version_raised', true), '') <> 'yes' THEN
    PERFORM set_config('rent_roll.version_raised', 'yes', true);
    UPDATE "rent_roll_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "leases_rent_roll_version" AFTER INSERT OR UPDATE OR DELETE ON "leases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rent_roll_version_raise"();
CREATE CONSTRAINT TRIGGER "lease_months_rent_roll_version" AFTER INSERT OR UPDATE OR DELETE ON "lease_months"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rent_roll_version_raise"();
CREATE CONSTRAINT TRIGGER "listings_rent_roll_version" AFTER UPDATE OF "client_id", "property_specialist_id" OR DELETE ON "listings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rent_roll_version_raise"();

CREATE TRIGGER "leases_rent_roll_version_truncate" AFTER TRUNCATE ON "leases"
  FOR EACH STATEMENT EXECUTE FUNCTION "rent_roll_version_raise"();
CREATE TRIGGER "lease_months_rent_roll_version_truncate" AFTER TRUNCATE ON "lease_months"
  FOR EACH STATEMENT EXECUTE FUNCTION "rent_roll_version_raise"();
CREATE TRIGGER "listings_rent_roll_version_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "rent_roll_version_raise"();

-- The planner's estimate of "the lease's days meet the month's" (rent roll, every page): without statistics on the
-- two expressions it guessed a tenth of the leases and, for one specialist's book, joined and sorted all of them
-- (16.9 ms at 10,000 leases) instead of walking the specialist's listings in name order and stopping after the
-- page (1.3 ms).
CREATE STATISTICS "leases_roll_days" ON (COALESCE("start_date", "charges_from")), (LEAST("end_date", "ended_on")) FROM "leases";
ANALYZE "leases";
