import type { Prisma } from "@/lib/generated/prisma/client";
import { dayOfWeekOf } from "@/lib/domain/recurrence";
import { parseTwelveHourTime } from "@/lib/domain/time-of-day";
import { reminderRuleIssues, type ReminderFields } from "@/lib/schemas/reminder";
import { fieldError, unprocessable } from "@/server/errors";
import { agencyDateOf, instantOf } from "@/lib/domain/agency-time";

/**
 * Turns a valid reminder body into the row to store, applying the business
 * rules (422 with the message the form shows): the 12-hour time of PRODUCT.md#reminders,
 * the date not before the agency's today, and a property that exists — whose
 * specialist the reminder copies (PRODUCT.md#reminders propertySpecialistRef).
 *
 * The date is the body's `dateTime` day (a bare yyyy-MM-dd as is; a full
 * ISO date-time read in the agency's zone); the time of day comes from
 * `time` + `amPM`, which are authoritative. The stored `due_at` is that
 * local date-time in APP_TIME_ZONE.
 */
export const PROPERTY_NOT_FOUND = "The chosen property does not exist.";

export function localDateOf(dateTime: string, timeZone: string): string {
  if (dateTime.length === 10) return dateTime;
  return agencyDateOf(dateTime, timeZone);
}

/** The calendar day of a stored instant in the agency's zone. */
export function storedDateOf(instant: Date, timeZone: string): string {
  return agencyDateOf(instant, timeZone);
}

export async function reminderRow(
  tx: Prisma.TransactionClient,
  fields: ReminderFields,
  { today, timeZone, keepDate }: { today: string; timeZone: string; keepDate?: string | null },
) {
  const date = localDateOf(fields.dateTime, timeZone);
  const issues = reminderRuleIssues({ date, time: fields.time, amPM: fields.amPM }, { today, keepDate });
  if (issues.length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues) (fieldErrors[issue.field] ??= []).push(issue.message);
    throw unprocessable(issues[0]!.message, fieldErrors);
  }
  const time = parseTwelveHourTime(fields.time, fields.amPM);
  if (!time.ok) throw fieldError("UNPROCESSABLE", "time", time.message);

  const listing = await tx.listing.findUnique({ where: { id: fields.propertyRef }, select: { propertySpecialistId: true } });
  if (!listing) throw fieldError("UNPROCESSABLE", "propertyRef", PROPERTY_NOT_FOUND);

  const dueAt = instantOf({ date, hours: time.hours, minutes: time.minutes }, timeZone);
  return {
    name: fields.name,
    listingId: fields.propertyRef,
    specialistId: listing.propertySpecialistId,
    dueAt,
    time: time.text,
    amPM: fields.amPM,
    isRecurring: fields.isReoccuring,
    frequency: fields.frequency,
    dayOfWeek: fields.frequency === "weekly" ? (fields.dayOfWeek ?? dayOfWeekOf(date)) : null,
    notes: fields.notes,
    status: fields.status,
  };
}
