import { notFound } from "@/server/api/errors";
import { prisma } from "@/server/db/client";
import { toClientDto, withPropertyCount } from "./client-dto";

export async function getClient(id: string) {
  const client = await prisma.client.findUnique({ where: { id }, include: withPropertyCount });
  if (!client) throw notFound("Client not found.");
  return toClientDto(client);
}
