-- A person's private calendar feed: at most one live token per user, kept only as its SHA-256.
-- Creating a new one replaces the row (the old URL stops working); revoking deletes it.
CREATE TABLE "calendar_feed_tokens" (
    "user_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feed_tokens_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "calendar_feed_tokens_token_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$')
);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feed_tokens_token_hash_key" ON "calendar_feed_tokens"("token_hash");

-- AddForeignKey
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex: the lease alerts and the calendar read lease end dates in a range.
CREATE INDEX "listings_lease_end_date_idx" ON "listings"("lease_end_date") WHERE "lease_end_date" IS NOT NULL;
