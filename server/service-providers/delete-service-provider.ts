import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";

/** Deletes a service provider and, through the foreign key's cascade, its service orders. */
export async function deleteServiceProvider({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const provider = await tx.serviceProvider.findUnique({
      where: { id },
      select: { name: true, _count: { select: { serviceOrders: true } } },
    });
    if (!provider) throw notFound("Service provider not found.");
    await tx.serviceProvider.delete({ where: { id } });
    await recordDelete(tx, actor, "service_provider", id, { name: provider.name, serviceOrdersRemoved: provider._count.serviceOrders });
  });
}
