import type { Prisma } from "@/lib/generated/prisma/client";
import { fieldError } from "@/server/errors";

type Tx = Prisma.TransactionClient;

/** 422 naming the field when a tenant of the list does not exist. */
export async function checkTenantsExist(tx: Tx, tenants: readonly { _id: string }[]): Promise<void> {
  const ids = tenants.map((tenant) => tenant._id);
  const found = await tx.tenant.findMany({ where: { id: { in: ids } }, select: { id: true } });
  if (found.length !== new Set(ids).size) throw fieldError("UNPROCESSABLE", "tenants", "A selected tenant does not exist.");
}

/** The lease's tenants become exactly these, in this order, the primary marked. */
export async function writeLeaseTenants(tx: Tx, leaseId: string, tenants: readonly { _id: string; primary: boolean }[]): Promise<void> {
  await tx.leaseTenant.deleteMany({ where: { leaseId } });
  await tx.leaseTenant.createMany({
    data: tenants.map((tenant, position) => ({ leaseId, tenantId: tenant._id, primary: tenant.primary, position })),
  });
}
