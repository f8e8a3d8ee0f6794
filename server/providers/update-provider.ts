import type { UpdateProviderInput } from "@/lib/schemas/provider";
import type { Actor } from "@/server/api/handler";
import { notFound } from "@/server/api/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { changedFields } from "@/server/changes";
import { toProviderDto, withOrderCount } from "./provider-dto";

export async function updateProvider({ data, actor }: { data: UpdateProviderInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.serviceProvider.findUnique({ where: { id } });
    if (!before) throw notFound("Service provider not found.");
    const provider = await tx.serviceProvider.update({ where: { id }, data: fields, include: withOrderCount });
    await recordAudit(tx, {
      actor,
      action: "update",
      entityType: "service_provider",
      entityId: id,
      changes: changedFields(before, fields),
    });
    return toProviderDto(provider);
  });
}
