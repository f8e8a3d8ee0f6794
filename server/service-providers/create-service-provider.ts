import type { ContactPartyFields } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

export async function createServiceProvider({ data, actor }: { data: ContactPartyFields; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const provider = await tx.serviceProvider.create({ data, include: withOrderCount });
    await recordAudit(tx, { actor, action: "create", entityType: "service_provider", entityId: provider.id, changes: data });
    return toServiceProviderDto(provider);
  });
}
