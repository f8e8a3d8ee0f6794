import type { z } from "zod";
import { SERVICE_ORDER_GROUPS, SERVICE_ORDER_STATUS_LABELS } from "@/lib/domain/enums";
import { serviceOrderListQuerySchema, type ServiceOrderDto } from "@/lib/schemas/service-order";
import { prisma } from "@/server/db/client";
import { serviceOrderFilters, serviceOrderListOrder } from "@/server/service-orders/find-service-orders";
import { orderGroupWhere } from "@/server/service-orders/past-due";
import { serviceOrderRelations, toServiceOrderDto } from "@/server/service-orders/service-order-dto";
import { agencyDateTime, inOrder, zoned, type EntityExport } from "./csv";

const query = serviceOrderListQuerySchema.omit({ skip: true, limit: true });

/** In the list's order; with sortItems=true, group after group (past due, approved, pending, declined, completed). */
export const serviceOrderExport: EntityExport<z.output<typeof query>, ServiceOrderDto> = {
  query,
  ids: async (filters, _actor, take) => {
    const now = new Date();
    const orderBy = serviceOrderListOrder(filters);
    const conditions = filters.sortItems ? SERVICE_ORDER_GROUPS.map((group) => [orderGroupWhere(group, now)]) : [[]];
    const lists = await Promise.all(
      conditions.map((extra) =>
        prisma.serviceOrder.findMany({
          where: { AND: [...serviceOrderFilters(filters, now), ...extra] },
          orderBy,
          select: { id: true },
          take,
        }),
      ),
    );
    return lists
      .flat()
      .slice(0, take)
      .map((row) => row.id);
  },
  rows: async (batch) => {
    const now = new Date();
    const rows = await prisma.serviceOrder.findMany({ where: { id: { in: batch } }, include: serviceOrderRelations });
    return inOrder(
      batch,
      rows.map((row) => toServiceOrderDto(row, now)),
      (row) => row._id,
    );
  },
  columns: (timeZone) => [
    { header: "Order number", kind: "number", value: (row) => row.orderNumber },
    { header: "Name", kind: "text", value: (row) => row.name },
    { header: "Status", kind: "text", value: (row) => SERVICE_ORDER_STATUS_LABELS[row.status] },
    { header: "Past due", kind: "text", value: (row) => row.pastDue },
    { header: "Listing", kind: "text", value: (row) => row.listing.propertyName },
    { header: "Service provider", kind: "text", value: (row) => row.serviceProvider.name },
    { header: zoned("Due", timeZone), kind: "date", value: (row) => agencyDateTime(row.serviceDueDateTime, timeZone) },
    { header: "Details", kind: "text", value: (row) => row.details },
    { header: "Notes", kind: "text", value: (row) => row.notes },
    { header: "Created by", kind: "text", value: (row) => row.created_by.name },
    { header: zoned("Created", timeZone), kind: "date", value: (row) => agencyDateTime(row.createdAt, timeZone) },
  ],
};
