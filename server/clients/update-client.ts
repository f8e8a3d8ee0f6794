import type { UpdateContactPartyInput } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { changedFields } from "@/server/changes";
import { toClientDto, withPropertyCount } from "./client-dto";

export async function updateClient({ data, actor }: { data: UpdateContactPartyInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.client.findUnique({ where: { id } });
    if (!before) throw notFound("Client not found.");
    const client = await tx.client.update({ where: { id }, data: fields, include: withPropertyCount });
    await recordAudit(tx, { actor, action: "update", entityType: "client", entityId: id, changes: changedFields(before, fields) });
    return toClientDto(client);
  });
}
