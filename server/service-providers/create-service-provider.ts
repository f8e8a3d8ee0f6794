import type { ContactPartyFields } from "@/lib/schemas/contact-party";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { toServiceProviderDto, withOrderCount } from "./service-provider-dto";

/** A provider left without a language gets the agency's. */
export async function createServiceProvider({ data: fields, actor }: { data: ContactPartyFields; actor: Actor }) {
  const data = { ...fields, language: fields.language ?? env().AGENCY_LANGUAGE };
  return prisma.$transaction(async (tx) => {
    const provider = await tx.serviceProvider.create({ data, include: withOrderCount });
    await recordAudit(tx, { actor, action: "create", entityType: "service_provider", entityId: provider.id, changes: data });
    return toServiceProviderDto(provider);
  });
}
