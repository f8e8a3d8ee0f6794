import type { Actor } from "@/server/api/handler";
import { notFound } from "@/server/api/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";

/**
 * Deletes a client and, through the foreign keys' cascades, its listings with
 * their service orders and reminders, and its account ledger.
 */
export async function deleteClient({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const client = await tx.client.findUnique({
      where: { id },
      select: { name: true, _count: { select: { listings: true, transactions: true } } },
    });
    if (!client) throw notFound("Client not found.");
    await tx.client.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "delete",
      entityType: "client",
      entityId: id,
      changes: { name: client.name, listingsRemoved: client._count.listings, transactionsRemoved: client._count.transactions },
    });
  });
}
