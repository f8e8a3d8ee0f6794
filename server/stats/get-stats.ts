import { prisma } from "@/server/db/client";

/** Dashboard counts (SPEC §3 Dashboard stats). */
export async function getStats() {
  const [clients, listings, serviceOrders] = await Promise.all([
    prisma.client.count(),
    prisma.listing.count(),
    prisma.serviceOrder.count(),
  ]);
  return { clients, listings, serviceOrders };
}
