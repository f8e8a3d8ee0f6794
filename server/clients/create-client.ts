import type { ContactPartyFields } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toClientDto, withPropertyCount } from "./client-dto";

export async function createClient({ data, actor }: { data: ContactPartyFields; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const client = await tx.client.create({ data, include: withPropertyCount });
    await recordAudit(tx, { actor, action: "create", entityType: "client", entityId: client.id, changes: data });
    return toClientDto(client);
  });
}
