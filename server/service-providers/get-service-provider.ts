import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

export async function getServiceProvider(id: string) {
  const provider = await prisma.serviceProvider.findUnique({ where: { id }, include: withOrderCount });
  if (!provider) throw notFound("Service provider not found.");
  return toServiceProviderDto(provider);
}
