import type { ContactPartyFields } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { toClientDto, withPropertyCount } from "./client-dto";

/** A client left without a language gets the agency's. */
export async function createClient({ data: fields, actor }: { data: ContactPartyFields; actor: Actor }) {
  const data = { ...fields, language: fields.language ?? env().AGENCY_LANGUAGE };
  return prisma.$transaction(async (tx) => {
    const client = await tx.client.create({ data, include: withPropertyCount });
    await recordAudit(tx, { actor, action: "create", entityType: "client", entityId: client.id, changes: data });
    return toClientDto(client);
  });
}
