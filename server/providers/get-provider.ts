import { notFound } from "@/server/api/errors";
import { prisma } from "@/server/db/client";
import { toProviderDto, withOrderCount } from "./provider-dto";

export async function getProvider(id: string) {
  const provider = await prisma.serviceProvider.findUnique({ where: { id }, include: withOrderCount });
  if (!provider) throw notFound("Service provider not found.");
  return toProviderDto(provider);
}
