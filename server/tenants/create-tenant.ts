import type { TenantFields } from "@/lib/schemas/tenant";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { tenantColumns, toTenantDto } from "./tenant-dto";

/** POST /tenants: a new tenant (no leases yet; without a language, the agency's), and its History's first entry. */
export async function createTenant({ data, actor }: { data: TenantFields; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const columns = tenantColumns({ ...data, language: data.language ?? env().AGENCY_LANGUAGE });
    const tenant = await tx.tenant.create({ data: columns });
    await recordAudit(tx, { actor, action: "create", entityType: "tenant", entityId: tenant.id, changes: columns });
    return toTenantDto(tenant);
  });
}
