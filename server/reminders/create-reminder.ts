import type { ReminderFields } from "@/lib/schemas/reminder";
import type { Actor } from "@/server/auth/actor";
import { agencyDay } from "@/lib/domain/agency-time";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { reminderRow } from "./reminder-data";
import { selectReminder } from "./reminder-query";
import { storeReminderOccurrence } from "./store-occurrences";

export async function createReminder({ data, actor, now = new Date() }: { data: ReminderFields; actor: Actor; now?: Date }) {
  const timeZone = env().APP_TIME_ZONE;
  const today = agencyDay(now, timeZone).date;
  return prisma.$transaction(async (tx) => {
    const row = await reminderRow(tx, data, { today, timeZone });
    const reminder = await tx.reminder.create({ data: row, select: { id: true } });
    await storeReminderOccurrence(tx, reminder.id, { today, timeZone });
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "reminder",
      entityId: reminder.id,
      changes: { ...row, dueAt: row.dueAt.toISOString() },
    });
    return (await selectReminder(reminder.id, today, timeZone, tx))!;
  });
}
