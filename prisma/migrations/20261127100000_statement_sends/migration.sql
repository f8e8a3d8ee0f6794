-- Owner statements e-mailed by month (issue 29 §3.1): one row per owner and month, so a second
-- "send last month's statements" inserts nothing (ON CONFLICT on the key) and a resend raises the round.
CREATE TABLE "statement_sends" (
    "client_id" UUID NOT NULL,
    "month" CHAR(7) NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 1,
    "message_id" UUID,
    "outcome" VARCHAR(16),
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "statement_sends_pkey" PRIMARY KEY ("client_id", "month"),
    CONSTRAINT "statement_sends_month_check" CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);

CREATE INDEX "statement_sends_month_idx" ON "statement_sends"("month");

ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_client_id_fkey"
    FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
