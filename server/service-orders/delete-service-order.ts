import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";

export async function deleteServiceOrder({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const order = await tx.serviceOrder.findUnique({ where: { id }, select: { name: true, orderNumber: true, status: true } });
    if (!order) throw notFound("Service order not found.");
    await tx.serviceOrder.delete({ where: { id } });
    await recordDelete(tx, actor, "service_order", id, order);
  });
}
