import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";

/**
 * A lease row made by `actor` with its one primary tenant, recorded in
 * History as created with `changes` — the lease made by an import or by the listing form's lease
 * fields. Answers the row.
 */
export async function insertLeaseRow(
  tx: Prisma.TransactionClient,
  {
    data,
    tenantId,
    actor,
    changes,
  }: { data: Omit<Prisma.LeaseUncheckedCreateInput, "createdById">; tenantId: string; actor: Actor; changes: Prisma.InputJsonValue },
) {
  const created = await tx.lease.create({ data: { ...data, createdById: actor.id } });
  await tx.leaseTenant.create({ data: { leaseId: created.id, tenantId, primary: true } });
  await recordAudit(tx, { actor, action: "create", entityType: "lease", entityId: created.id, changes });
  return created;
}
