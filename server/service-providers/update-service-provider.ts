import type { UpdateContactPartyInput } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

export async function updateServiceProvider({ data, actor }: { data: UpdateContactPartyInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.serviceProvider.findUnique({ where: { id } });
    if (!before) throw notFound("Service provider not found.");
    const provider = await tx.serviceProvider.update({ where: { id }, data: fields, include: withOrderCount });
    await recordUpdate(tx, actor, "service_provider", id, before, fields);
    return toServiceProviderDto(provider);
  });
}
