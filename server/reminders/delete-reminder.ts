import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";

export async function deleteReminder({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const reminder = await tx.reminder.findUnique({ where: { id }, select: { name: true, listingId: true, dueAt: true } });
    if (!reminder) throw notFound("Reminder not found.");
    await tx.reminder.delete({ where: { id } });
    await recordDelete(tx, actor, "reminder", id, {
      name: reminder.name,
      listingId: reminder.listingId,
      dueAt: reminder.dueAt.toISOString(),
    });
  });
}
