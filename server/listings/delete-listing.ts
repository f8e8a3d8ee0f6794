import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { deletePicture } from "@/server/files/pictures";

/** Deletes a listing, its picture and, through the foreign keys' cascades, its service orders and reminders. */
export async function deleteListing({ id, actor }: { id: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const listing = await tx.listing.findUnique({
      where: { id },
      select: { propertyName: true, imageId: true, _count: { select: { serviceOrders: true, reminders: true } } },
    });
    if (!listing) throw notFound("Listing not found.");
    await tx.listing.delete({ where: { id } });
    await deletePicture(tx, listing.imageId);
    await recordDelete(tx, actor, "listing", id, {
      propertyName: listing.propertyName,
      serviceOrdersRemoved: listing._count.serviceOrders,
      remindersRemoved: listing._count.reminders,
    });
  });
}
