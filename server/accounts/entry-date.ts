import { EARLIEST_LEDGER_DATE } from "@/lib/schemas/account";
import { env } from "@/server/env";
import { badRequest } from "@/server/errors";
import { agencyDay, agencyDayOf } from "@/lib/domain/agency-time";

/**
 * The instant a new entry is dated. No date: now. A calendar day before the
 * agency's today: the last instant of that day, so the entry sorts after the
 * entries already on that day (ledger order is date, then entry order). The
 * agency's today: now. A date-time: itself. Never in the future, never before 2000.
 */
export function resolveEntryDate(input: string | undefined, now: Date = new Date(), timeZone: string = env().APP_TIME_ZONE): Date {
  if (input === undefined) return now;
  const refuse = (message: string) => badRequest(message, { date: [message] });
  const today = agencyDay(now, timeZone);
  const earliest = agencyDayOf(EARLIEST_LEDGER_DATE, timeZone).start;

  let date: Date;
  if (/^\d{4}-\d{2}-\d{2}$/.test(input)) {
    if (input > today.date) throw refuse("The date cannot be in the future.");
    date = input === today.date ? now : new Date(agencyDayOf(input, timeZone).end.getTime() - 1);
  } else {
    date = new Date(input);
    if (Number.isNaN(date.getTime())) throw refuse("Date must be a date like 2026-01-31 or an ISO 8601 date-time.");
    if (date.getTime() > now.getTime()) throw refuse("The date cannot be in the future.");
  }
  if (date.getTime() < earliest.getTime()) throw refuse("The date cannot be before January 1, 2000.");
  return date;
}
