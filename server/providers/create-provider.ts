import type { ProviderFields } from "@/lib/schemas/provider";
import type { Actor } from "@/server/api/handler";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toProviderDto, withOrderCount } from "./provider-dto";

export async function createProvider({ data, actor }: { data: ProviderFields; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const provider = await tx.serviceProvider.create({ data, include: withOrderCount });
    await recordAudit(tx, { actor, action: "create", entityType: "service_provider", entityId: provider.id, changes: data });
    return toProviderDto(provider);
  });
}
