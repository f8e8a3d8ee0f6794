import { EARLIEST_LEDGER_DATE } from "@/lib/schemas/account";
import { badRequest } from "@/server/errors";

/** The day an entry is dated: the one given, else today; never after today or before 2000 (400 naming `date`). */
export function entryDay(date: string | undefined, today: string): string {
  if (date === undefined) return today;
  const refuse = (message: string) => badRequest(message, { date: [message] });
  if (date > today) throw refuse("The date cannot be in the future.");
  if (date < EARLIEST_LEDGER_DATE) throw refuse("The date cannot be before January 1, 2000.");
  return date;
}
