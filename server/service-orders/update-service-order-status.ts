import type { ServiceOrderStatus } from "@/lib/domain/enums";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { prisma } from "@/server/db/client";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";

/** PRODUCT.md#service-orders: any status may move to any other; setting the current status changes nothing. */
export async function updateServiceOrderStatus({ id, status, actor }: { id: string; status: ServiceOrderStatus; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.serviceOrder.findUnique({ where: { id }, include: serviceOrderRelations });
    if (!before) throw notFound("Service order not found.");
    if (before.status === status) return toServiceOrderDto(before);
    const order = await tx.serviceOrder.update({ where: { id }, data: { status }, include: serviceOrderRelations });
    await recordAudit(tx, {
      actor,
      action: "status",
      entityType: "service_order",
      entityId: id,
      changes: changedFields(before, { status }),
    });
    return toServiceOrderDto(order);
  });
}
