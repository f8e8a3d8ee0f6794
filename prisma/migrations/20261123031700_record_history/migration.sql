-- Record history (issue 17 §2). Ledger postings and deletions are events of
-- the account: rows written before this point named the entry itself
-- (entity_type 'accountTransaction', entity_id = the entry, changes.clientRef
-- = the client); they move onto the account, keeping the entry's id in
-- changes.entryId, so an account's history is one indexed range scan.
UPDATE "audit_log"
SET "entity_type" = 'account',
    "changes" = COALESCE("changes", '{}'::jsonb) || jsonb_build_object('entryId', "entity_id"::text),
    "entity_id" = ("changes" ->> 'clientRef')::uuid
WHERE "entity_type" = 'accountTransaction'
  AND "changes" ->> 'clientRef' ~ '^[0-9a-fA-F-]{36}$';

-- The Activity page's filter by person (and the SET NULL when a user is deleted).
CREATE INDEX "audit_log_actor_id_at_idx" ON "audit_log"("actor_id", "at");
