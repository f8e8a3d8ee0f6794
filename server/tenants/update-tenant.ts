import type { Tenant } from "@/lib/generated/prisma/client";
import { tenantCreateSchema, type TenantUpdateInput } from "@/lib/schemas/tenant";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { checkMerged, mergeUpdate } from "@/server/updates";
import { TENANT_NOT_FOUND } from "./get-tenant";
import { tenantColumns, toTenantDtos } from "./tenant-dto";

/** The stored tenant under the API's field names. */
function storedFieldsOf(tenant: Tenant) {
  return {
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    companyName: tenant.companyName,
    email: tenant.email,
    phone: tenant.phone,
    secondaryPhone: tenant.secondaryPhone,
    mailingAddress: tenant.mailingAddress,
    notes: tenant.notes,
    language: tenant.language,
  };
}

/**
 * PUT /tenants/{id}: the fields sent change, the others keep their stored
 * values (server/updates.ts); the name rule holds for the merged tenant (400).
 */
export async function updateTenant({ id, data, actor }: { id: string; data: TenantUpdateInput; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.tenant.findUnique({ where: { id } });
    if (!before) throw notFound(TENANT_NOT_FOUND);
    checkMerged(tenantCreateSchema, mergeUpdate(storedFieldsOf(before), data));
    const sent = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    const columns = tenantColumns(sent);
    const tenant = await tx.tenant.update({ where: { id }, data: columns });
    await recordUpdate(tx, actor, "tenant", id, before, columns);
    const [dto] = await toTenantDtos([tenant], tx);
    return dto!;
  });
}
