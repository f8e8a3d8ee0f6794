/**
 * The Date that stands for a calendar day with no time: its midnight UTC. What
 * a `@db.Date` column stores (Prisma sends it, PostgreSQL reads that date), and
 * what to format a bare day with in UTC. Part of the agency's clock
 * (./agency-time.ts re-exports it), kept in its own module: a page that only
 * writes days ("December 7, 2026") then loads none of the time-zone code.
 */
export function dbDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
