import type { UpdateServiceOrderInput } from "@/lib/schemas/service-order";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { changedFields } from "@/server/changes";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";
import { assertDueDateNotPast, assertReferencesExist, orderColumns } from "./service-order-rules";

/**
 * Updates an order's fields (not its status, creator or number). The due
 * date rule applies only when the due date changes, so an order that has
 * since passed its due date can still have its other fields edited.
 */
export async function updateServiceOrder({ data, actor, now = new Date() }: { data: UpdateServiceOrderInput; actor: Actor; now?: Date }) {
  const { _id: id, ...fields } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.serviceOrder.findUnique({ where: { id } });
    if (!before) throw notFound("Service order not found.");
    if (before.dueAt.getTime() !== fields.serviceDueDateTime.getTime()) assertDueDateNotPast(fields.serviceDueDateTime, now);
    await assertReferencesExist(tx, fields);
    const columns = orderColumns(fields);
    const order = await tx.serviceOrder.update({ where: { id }, data: columns, include: serviceOrderRelations });
    await recordAudit(tx, { actor, action: "update", entityType: "service_order", entityId: id, changes: changedFields(before, columns) });
    return toServiceOrderDto(order, now);
  });
}
