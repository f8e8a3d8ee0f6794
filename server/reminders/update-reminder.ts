import type { Reminder as ReminderRow } from "@/lib/generated/prisma/client";
import { reminderFieldsSchema, type UpdateReminderInput } from "@/lib/schemas/reminder";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { agencyDay } from "@/lib/domain/agency-time";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { checkMerged, mergeUpdate } from "@/server/updates";
import { reminderRow, storedDateOf } from "./reminder-data";
import { selectReminder } from "./reminder-query";
import { storeReminderOccurrence } from "./store-occurrences";

/**
 * Updates a reminder with the fields sent; the others keep their stored
 * values, and every rule holds for the merged reminder. The date may stay the
 * one it already has even when that is now in the past (a weekly reminder
 * that began last month can still be edited); a changed date cannot be before
 * today.
 */
export async function updateReminder({ data, actor, now = new Date() }: { data: UpdateReminderInput; actor: Actor; now?: Date }) {
  const { _id: id, ...sent } = data;
  const timeZone = env().APP_TIME_ZONE;
  const today = agencyDay(now, timeZone).date;
  return prisma.$transaction(async (tx) => {
    const before = await tx.reminder.findUnique({ where: { id } });
    if (!before) throw notFound("Reminder not found.");
    const keepDate = storedDateOf(before.dueAt, timeZone);
    const fields = checkMerged(reminderFieldsSchema, mergeUpdate(storedFieldsOf(before, keepDate), sent));
    const row = await reminderRow(tx, fields, { today, timeZone, keepDate });
    await tx.reminder.update({ where: { id }, data: row });
    await storeReminderOccurrence(tx, id, { today, timeZone });
    await recordUpdate(tx, actor, "reminder", id, before, row);
    return (await selectReminder(id, today, timeZone, tx))!;
  });
}

/** The stored reminder under the API's field names; its date is the agency's calendar day. */
function storedFieldsOf(reminder: ReminderRow, date: string) {
  return {
    name: reminder.name,
    propertyRef: reminder.listingId,
    dateTime: date,
    time: reminder.time,
    amPM: reminder.amPM,
    isReoccuring: reminder.isRecurring,
    frequency: reminder.frequency,
    dayOfWeek: reminder.dayOfWeek,
    notes: reminder.notes,
    status: reminder.status,
  };
}
