-- Sign-in throttling, redesigned (docs/SECURITY.md "Sign-in limits"): failures are
-- counted per (account, address) pair, per account and per address, each in its
-- own row that an attempt claims atomically (INSERT ... ON CONFLICT DO UPDATE)
-- before the password is checked. Replaces rate-limiter-flexible's key/points
-- table, whose counts are throw-away data.
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
