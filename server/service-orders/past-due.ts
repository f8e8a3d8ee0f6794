import { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceOrderGroup, ServiceOrderStatus } from "@/lib/domain/enums";

/**
 * When a service order is past due — one rule with a face for each caller,
 * as lib/domain/recurrence.ts and server/reminders/occurrence-sql.ts are for
 * reminders: an order is past due while it is still open (PENDING or
 * APPROVED) and its due instant is before `now`. Every other order goes by its
 * status. The orders list's five groups (PRODUCT.md#service-orders) are built from it.
 *
 * - `isPastDue`: the TypeScript predicate (the JSON's `pastDue`, the calendar);
 * - `pastDueWhere` / `orderGroupWhere`: Prisma filters (lists, Finder, exports, dashboard);
 * - `pastDueSql`: an SQL condition on `service_orders` (the kept group counts).
 *
 * tests/db/past-due.test.ts holds the faces to each other on both databases.
 */
export const OPEN_ORDER_STATUSES = ["PENDING", "APPROVED"] as const satisfies readonly ServiceOrderStatus[];

export function isOpenOrder(status: ServiceOrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly ServiceOrderStatus[]).includes(status);
}

export function isPastDue(order: { status: ServiceOrderStatus; dueAt: Date }, now: Date): boolean {
  return isOpenOrder(order.status) && order.dueAt.getTime() < now.getTime();
}

/** Served by the index on service_orders (status, due_at, order_number). */
export function pastDueWhere(now: Date): Prisma.ServiceOrderWhereInput {
  return { status: { in: [...OPEN_ORDER_STATUSES] }, dueAt: { lt: now } };
}

/** The same condition in SQL, on the columns of `service_orders` (qualified by `alias` when given). */
export function pastDueSql(now: Date, alias?: string): Prisma.Sql {
  const column = (name: string) => Prisma.raw(alias ? `${alias}.${name}` : name);
  // The statuses are constants, written as literals so the enum column is compared with enum values (and its index serves).
  const open = Prisma.raw(OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(", "));
  return Prisma.sql`(${column("status")} IN (${open}) AND ${column("due_at")} < ${now})`;
}

/** The condition of each group of the orders list at `now`; together they hold every order exactly once. */
export function orderGroupWhere(group: ServiceOrderGroup, now: Date): Prisma.ServiceOrderWhereInput {
  switch (group) {
    case "pastDue":
      return pastDueWhere(now);
    case "approved":
      return { status: "APPROVED", dueAt: { gte: now } };
    case "pending":
      return { status: "PENDING", dueAt: { gte: now } };
    case "declined":
      return { status: "DECLINED" };
    case "completed":
      return { status: "COMPLETED" };
  }
}
