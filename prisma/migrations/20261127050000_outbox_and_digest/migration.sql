-- Mail and the daily digest (issue 29).
--
-- Every message the console sends is first written here, in the same
-- transaction as what caused it (server/mail/queue-message.ts), then sent by a
-- job (server/mail/send-message.ts). `raw` is the exact MIME, composed once
-- with its Message-ID and Date, so every try sends the same bytes and
-- GET /outbox/{id}/raw shows them; `html` and `text` are its two parts as
-- written, for the Outbox's preview. The job queue itself (pg-boss) keeps its
-- own tables in the schema "pgboss", created and upgraded by pg-boss at start.
-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" VARCHAR(32) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "to_address" VARCHAR(254) NOT NULL,
    "to_name" VARCHAR(200) NOT NULL DEFAULT '',
    "subject" VARCHAR(300) NOT NULL,
    "message_id" VARCHAR(255) NOT NULL,
    "idempotency_key" VARCHAR(200),
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "raw" BYTEA NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "related_type" VARCHAR(32),
    "related_id" UUID,
    "created_by_id" UUID,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "smtp_response" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_attempt_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "outbox_messages_status_check" CHECK ("status" IN ('captured', 'queued', 'sending', 'sent', 'failed')),
    CONSTRAINT "outbox_messages_attempts_check" CHECK ("attempts" >= 0)
);

-- One message per Message-ID, and per idempotency key ("digest:<user>:<day>"):
-- a second write of the same message finds the first instead.
-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_message_id_key" ON "outbox_messages"("message_id");
CREATE UNIQUE INDEX "outbox_messages_idempotency_key_key" ON "outbox_messages"("idempotency_key");

-- The Outbox list: newest first, all or by status or by kind (one page per request).
-- CreateIndex
CREATE INDEX "outbox_messages_created_at_id_idx" ON "outbox_messages"("created_at" DESC, "id" DESC);
CREATE INDEX "outbox_messages_status_created_at_id_idx" ON "outbox_messages"("status", "created_at" DESC, "id" DESC);
CREATE INDEX "outbox_messages_kind_created_at_id_idx" ON "outbox_messages"("kind", "created_at" DESC, "id" DESC);
CREATE INDEX "outbox_messages_created_by_id_idx" ON "outbox_messages"("created_by_id");

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A person's mail settings. No row means the defaults of their role (the
-- digest on for specialists, off for admins, at 07:00 agency time).
-- `digest_checked_on` is the agency day whose digest was decided (sent, or
-- nothing to say): a person gets at most one per day, whatever the instances.
-- CreateTable
CREATE TABLE "notification_settings" (
    "user_id" UUID NOT NULL,
    "digest" BOOLEAN NOT NULL,
    "digest_hour" INTEGER NOT NULL,
    "digest_checked_on" DATE,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "notification_settings_digest_hour_check" CHECK ("digest_hour" BETWEEN 0 AND 23)
);

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
