import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";

/**
 * Deletes a client and, through the foreign keys' cascades, its listings with
 * their service orders and reminders, and its account ledger; then the
 * listings' pictures, which nothing refers to any more.
 */
export async function deleteClient({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const client = await tx.client.findUnique({
      where: { id },
      select: { name: true, _count: { select: { listings: true, transactions: true } } },
    });
    if (!client) throw notFound("Client not found.");
    const pictures = await tx.listing.findMany({ where: { clientId: id, imageId: { not: null } }, select: { imageId: true } });
    await tx.client.delete({ where: { id } });
    const pictureIds = pictures.flatMap((listing) => (listing.imageId ? [listing.imageId] : []));
    if (pictureIds.length > 0) await tx.storedFile.deleteMany({ where: { id: { in: pictureIds } } });
    await recordDelete(tx, actor, "client", id, {
      name: client.name,
      listingsRemoved: client._count.listings,
      transactionsRemoved: client._count.transactions,
    });
  });
}
