import type { UpdateServiceOrderInput } from "@/lib/schemas/service-order";
import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { mergeUpdate } from "@/server/updates";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";
import { assertDueDateNotPast, assertReferencesExist, orderColumns } from "./service-order-rules";

/**
 * Updates an order's fields (not its status, creator or number) with the
 * fields sent; the others keep their stored values. The due date rule applies
 * only when the due date changes, so an order that has since passed its due
 * date can still have its other fields edited.
 */
export async function updateServiceOrder({ data, actor, now = new Date() }: { data: UpdateServiceOrderInput; actor: Actor; now?: Date }) {
  const { _id: id, ...sent } = data;
  return prisma.$transaction(async (tx) => {
    const before = await tx.serviceOrder.findUnique({ where: { id } });
    if (!before) throw notFound("Service order not found.");
    const fields = mergeUpdate(storedFieldsOf(before), sent);
    if (before.dueAt.getTime() !== fields.serviceDueDateTime.getTime()) assertDueDateNotPast(fields.serviceDueDateTime, now);
    await assertReferencesExist(tx, fields);
    const columns = orderColumns(fields);
    const order = await tx.serviceOrder.update({ where: { id }, data: columns, include: serviceOrderRelations });
    await recordUpdate(tx, actor, "service_order", id, before, columns);
    return toServiceOrderDto(order, now);
  });
}

/** The stored order under the API's field names. */
function storedFieldsOf(order: {
  name: string;
  listingId: string;
  serviceProviderId: string;
  dueAt: Date;
  details: string;
  notes: string | null;
}) {
  return {
    name: order.name,
    listingRef: order.listingId,
    serviceProviderRef: order.serviceProviderId,
    serviceDueDateTime: order.dueAt,
    details: order.details,
    notes: order.notes,
  };
}
