import { notFound } from "@/server/errors";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { selectReminder } from "./reminder-query";

/** One reminder, with its next occurrence on or after the agency's today. */
export async function getReminder(id: string, now: Date = new Date()) {
  const timeZone = env().APP_TIME_ZONE;
  const reminder = await selectReminder(id, agencyDay(now, timeZone).date, timeZone);
  if (!reminder) throw notFound("Reminder not found.");
  return reminder;
}
