-- Who caused each Outbox message, kept when the person is later deleted (a
-- snapshot of their name beside created_by_id), and the index that counts a
-- person's messages of the last hour: sends per person are limited
-- (MAIL_SENDS_PER_HOUR, server/mail/send-limit.ts; docs/SECURITY.md).
-- AlterTable
ALTER TABLE "outbox_messages" ADD COLUMN "created_by_name" VARCHAR(170);

UPDATE "outbox_messages" AS "message"
   SET "created_by_name" = LEFT("users"."first_name" || ' ' || "users"."last_name", 170)
  FROM "users"
 WHERE "users"."id" = "message"."created_by_id";

-- DropIndex
DROP INDEX "outbox_messages_created_by_id_idx";

-- CreateIndex
CREATE INDEX "outbox_messages_created_by_id_created_at_idx" ON "outbox_messages"("created_by_id", "created_at");
