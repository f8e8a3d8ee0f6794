-- The reminders list reads a specialist's candidates (id, due date and the
-- recurrence columns) before computing their next occurrences
-- (server/reminders/find-reminders.ts). On (specialist_id, due_at) that was a
-- bitmap heap scan visiting one table page per reminder of the book; with the
-- recurrence columns and the id in the index it is an index-only scan
-- (docs/PERFORMANCE.md). Key columns rather than INCLUDE, which Prisma's schema
-- cannot express; it replaces the (specialist_id, due_at) index it extends.
DROP INDEX "reminders_specialist_id_due_at_idx";
-- CreateIndex
CREATE INDEX "reminders_specialist_id_due_at_occurrence_idx" ON "reminders"("specialist_id", "due_at", "is_recurring", "frequency", "day_of_week", "id");
