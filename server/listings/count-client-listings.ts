import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";

/** GET /listings/count/{clientId}: how many listings the client owns (404 for an unknown client). */
export async function countClientListings(clientId: string) {
  const client = await prisma.client.findUnique({ where: { id: clientId }, select: { _count: { select: { listings: true } } } });
  if (!client) throw notFound("Client not found.");
  return { count: client._count.listings };
}
