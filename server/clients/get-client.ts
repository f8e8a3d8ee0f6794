import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { withListingCounts } from "@/server/listings/listing-counts";
import { toClientDto } from "./client-dto";

export async function getClient(id: string) {
  const client = await prisma.client.findUnique({ where: { id } });
  if (!client) throw notFound("Client not found.");
  const [counted] = await withListingCounts([client]);
  return toClientDto(counted!);
}
