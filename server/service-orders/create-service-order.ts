import type { ServiceOrderFields } from "@/lib/schemas/service-order";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";
import { assertDueDateNotPast, assertReferencesExist, orderColumns } from "./service-order-rules";

/** New orders start PENDING; the creator is the signed-in user, never the body. */
export async function createServiceOrder({ data, actor, now = new Date() }: { data: ServiceOrderFields; actor: Actor; now?: Date }) {
  assertDueDateNotPast(data.serviceDueDateTime, now);
  return prisma.$transaction(async (tx) => {
    await assertReferencesExist(tx, data);
    const columns = orderColumns(data);
    const order = await tx.serviceOrder.create({
      data: { ...columns, status: "PENDING", createdById: actor.id, createdByName: actor.name },
      include: serviceOrderRelations,
    });
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "service_order",
      entityId: order.id,
      changes: { ...columns, dueAt: columns.dueAt.toISOString(), status: "PENDING" },
    });
    return toServiceOrderDto(order, now);
  });
}
