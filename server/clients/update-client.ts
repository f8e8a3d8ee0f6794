import type { UpdateContactPartyInput } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toClientDto, withPropertyCount } from "./client-dto";

export async function updateClient({ data, actor }: { data: UpdateContactPartyInput; actor: Actor }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.client.findUnique({ where: { id } });
    if (!before) throw notFound("Client not found.");
    const client = await tx.client.update({ where: { id }, data: fields, include: withPropertyCount });
    await recordUpdate(tx, actor, "client", id, before, fields);
    return toClientDto(client);
  });
}
