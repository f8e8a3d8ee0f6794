import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, notFound } from "@/server/errors";
import { TENANT_NOT_FOUND } from "./get-tenant";
import { tenantName } from "./tenant-dto";

export const TENANT_ON_LEASE_MESSAGE = "This tenant is named on a lease and cannot be deleted.";

/**
 * DELETE /tenants/{id}: only while no lease names the tenant (409 otherwise).
 * Its documents go with it (their foreign key cascades). A lease saved with
 * the tenant between the check and the delete is caught by the foreign key
 * (RESTRICT): that is the same 409.
 */
export async function deleteTenant({ id, actor }: { id: string; actor: Actor }) {
  try {
    await prisma.$transaction(async (tx) => {
      const tenant = await tx.tenant.findUnique({ where: { id } });
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      if (await tx.leaseTenant.findFirst({ where: { tenantId: id }, select: { leaseId: true } })) throw conflict(TENANT_ON_LEASE_MESSAGE);
      await tx.tenant.delete({ where: { id } });
      await recordDelete(tx, actor, "tenant", id, { name: tenantName(tenant) });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && (await prisma.leaseTenant.count({ where: { tenantId: id } })) > 0) {
      throw conflict(TENANT_ON_LEASE_MESSAGE);
    }
    throw error;
  }
}
