import type { Actor } from "@/server/auth/actor";
import { forbidden } from "@/server/errors";

/**
 * Whose calendar: the specialist whose reminders, orders (of the listings
 * they manage) and lease ends are shown, or null for everyone's.
 *
 * Specialists see their own (like the dashboard and the reminders list's
 * default); asking for someone else's, or everyone's, is 403. Admins manage
 * no listings: without `specialist` they see everyone's, or one person's.
 */
export function calendarSpecialist(actor: Actor, requested: string | undefined): string | null {
  if (actor.role === "admin") return requested === undefined || requested === "all" ? null : requested;
  if (requested === undefined || requested === actor.id) return actor.id;
  throw forbidden("A property specialist sees their own calendar only.");
}

/** The feed follows the same rule with no choice: a specialist's own events, an admin's everyone's. */
export function feedSpecialist(actor: Actor): string | null {
  return actor.role === "admin" ? null : actor.id;
}
