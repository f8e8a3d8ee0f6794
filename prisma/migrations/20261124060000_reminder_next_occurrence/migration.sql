-- Each reminder's next occurrence, stored, so the reminders list and the
-- dashboard (GET /reminders?sortItems=true&specialist=…) read one specialist's
-- page as a range of an index instead of computing the next occurrence of every
-- reminder of the book on every request (docs/PERFORMANCE.md "Flat growth",
-- docs/DECISIONS.md "Stored next occurrence").
--
-- "next_occurrence" is a local date-time in the agency's zone (APP_TIME_ZONE):
-- the day the reminder next happens, on or after the day it was computed, plus
-- its time of day; a one-off keeps its own date and time, past or not. NULL
-- means "not computed". The reads compute it (server/reminders/find-reminders.ts,
-- with occurrence-sql.ts): each list statement first rewrites its rows that are
-- NULL or recurring and before today, and computes those rows itself for its own
-- answer, so the answer never depends on a stored value being fresh.
-- A write that changes when a reminder happens (due_at, is_recurring, frequency,
-- day_of_week) clears it, whoever writes: the trigger below.
-- Not valid across a change of APP_TIME_ZONE: clear the column then
-- (UPDATE reminders SET next_occurrence = NULL).
-- AlterTable
ALTER TABLE "reminders" ADD COLUMN "next_occurrence" TIMESTAMP(3);

-- The list's order (next occurrence, then newest due date, then id) within one
-- specialist's reminders: the page is the head of a range, the counts an
-- index-only count of that range.
-- CreateIndex
CREATE INDEX "reminders_specialist_id_next_occurrence_due_at_id_idx" ON "reminders"("specialist_id", "next_occurrence", "due_at" DESC, "id");

-- The rows a read must recompute: not computed yet, or recurring and passed.
-- Partial, so past one-offs (most rows) are not in it and a read with nothing
-- to recompute costs two empty probes.
-- CreateIndex
CREATE INDEX "reminders_stale_occurrence_idx" ON "reminders"("specialist_id", "next_occurrence")
  WHERE ("is_recurring" AND "frequency" <> 'none') OR "next_occurrence" IS NULL;

CREATE FUNCTION "reminders_clear_next_occurrence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."due_at", NEW."is_recurring", NEW."frequency", NEW."day_of_week")
     IS DISTINCT FROM (OLD."due_at", OLD."is_recurring", OLD."frequency", OLD."day_of_week") THEN
    NEW."next_occurrence" := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "reminders_clear_next_occurrence" BEFORE UPDATE OF "due_at", "is_recurring", "frequency", "day_of_week" ON "reminders"
  FOR EACH ROW EXECUTE FUNCTION "reminders_clear_next_occurrence"();
