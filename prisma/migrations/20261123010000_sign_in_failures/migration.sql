-- Sign-in throttling, redesigned (docs/SECURITY.md "Sign-in limits"): failures are
-- counted per (account, address) pair, per account and per address, one row each,
-- and an attempt is admitted atomically by sign_in_admit() before the password is
-- checked. Replaces rate-limiter-flexible's key/points table, whose counts are
-- throw-away data.
-- DropTable
DROP TABLE "login_throttle";

-- CreateTable
CREATE TABLE "sign_in_failures" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "scope" VARCHAR(8) NOT NULL,
    "account" VARCHAR(254) NOT NULL DEFAULT '',
    "address" VARCHAR(64) NOT NULL DEFAULT '',
    "failures" INTEGER NOT NULL,
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sign_in_failures_scope_check" CHECK ("scope" IN ('pair', 'account', 'address'))
);

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_failures_scope_account_address_key" ON "sign_in_failures"("scope", "account", "address");

-- CreateIndex
CREATE INDEX "sign_in_failures_expires_at_idx" ON "sign_in_failures"("expires_at");

-- When a counter with `failures` admits its next attempt: at once under the limit,
-- else first_delay × 2^(failures − limit) seconds after the last failure, at most
-- the window. The one definition: the admission below and the administrator's view
-- (server/auth/login-throttle.ts) both use it.
CREATE FUNCTION "sign_in_admitted_at"("failures" INTEGER, "last_failure_at" TIMESTAMPTZ, "failure_limit" INTEGER,
                                      "window_seconds" INTEGER, "first_delay_seconds" INTEGER)
RETURNS TIMESTAMPTZ LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "failures" < "failure_limit" THEN "last_failure_at"
    ELSE "last_failure_at" + make_interval(secs => least("window_seconds"::float8,
      "first_delay_seconds"::float8 * power(2::float8, least("failures" - "failure_limit", 30))))
  END
$$;

-- Admits one sign-in attempt, atomically, before its password is checked: the
-- (account, address) pair's, the address's and the account's counters are created
-- if missing and locked, always in that order (so concurrent calls never deadlock);
-- if every one admits the attempt now, all three count it and 0 is returned;
-- otherwise nothing changes and the seconds until all would admit are returned.
-- One statement, so a burst of any size on any number of app instances gets at
-- most each limit through.
CREATE FUNCTION "sign_in_admit"("p_account" VARCHAR, "p_address" VARCHAR, "p_pair_limit" INTEGER, "p_address_limit" INTEGER,
                                "p_account_limit" INTEGER, "p_window_seconds" INTEGER, "p_first_delay_seconds" INTEGER)
RETURNS DOUBLE PRECISION LANGUAGE plpgsql AS $$
DECLARE
  counter RECORD;
  wait DOUBLE PRECISION := 0;
BEGIN
  INSERT INTO "sign_in_failures" ("scope", "account", "address", "failures", "last_failure_at", "expires_at")
  VALUES ('pair', "p_account", "p_address", 0, now(), now()),
         ('address', '', "p_address", 0, now(), now()),
         ('account', "p_account", '', 0, now(), now())
  ON CONFLICT ("scope", "account", "address") DO NOTHING;

  FOR counter IN
    SELECT f."failures", f."last_failure_at", f."expires_at",
           CASE f."scope" WHEN 'pair' THEN "p_pair_limit" WHEN 'address' THEN "p_address_limit" ELSE "p_account_limit" END AS "failure_limit"
      FROM "sign_in_failures" f
     WHERE (f."scope", f."account", f."address") IN (('pair', "p_account", "p_address"), ('address', '', "p_address"), ('account', "p_account", ''))
     ORDER BY CASE f."scope" WHEN 'pair' THEN 1 WHEN 'address' THEN 2 ELSE 3 END
       FOR UPDATE
  LOOP
    -- Under its limit a counter admits at once (its last failure, kept to the millisecond, may even round past now()).
    IF counter."expires_at" > now() AND counter."failures" >= counter."failure_limit" THEN
      wait := greatest(wait, extract(epoch FROM sign_in_admitted_at(counter."failures", counter."last_failure_at",
        counter."failure_limit", "p_window_seconds", "p_first_delay_seconds") - now()));
    END IF;
  END LOOP;
  IF wait > 0 THEN
    RETURN wait;
  END IF;

  UPDATE "sign_in_failures"
     SET "failures" = CASE WHEN "expires_at" <= now() THEN 1 ELSE "failures" + 1 END,
         "last_failure_at" = now(),
         "expires_at" = now() + make_interval(secs => "p_window_seconds")
   WHERE ("scope", "account", "address") IN (('pair', "p_account", "p_address"), ('address', '', "p_address"), ('account', "p_account", ''));
  RETURN 0;
END $$;
