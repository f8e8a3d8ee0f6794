import type { Prisma } from "@/lib/generated/prisma/client";
import { SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import { type ServiceOrderGroupCounts, type ServiceOrderGroups, type ServiceOrderListQuery } from "@/lib/schemas/service-order";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { SERVICE_ORDER_DEFAULT_SORT, serviceOrderSearch } from "@/server/search/fields/service-orders";
import { countServiceOrdersByGroup } from "./count-by-group";
import { orderGroupWhere, pastDueWhere } from "./past-due";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";

type OrderFilters = Partial<
  Pick<ServiceOrderListQuery, "serviceProviderRef" | "listingRef" | "status" | "listing" | "provider" | "criteria" | "sort" | "order">
>;

/** By due date, then order number, unless the table view asks for another sort (in each group too). */
export function serviceOrderListOrder(query: OrderFilters): Prisma.ServiceOrderOrderByWithRelationInput[] {
  return resolveSort(serviceOrderSearch, query, SERVICE_ORDER_DEFAULT_SORT);
}

/**
 * The filters of GET /services/orders (and its export), built explicitly
 * (never an `undefined` in a where), AND the Finder's criteria at `now`.
 */
export function serviceOrderFilters(query: OrderFilters, now: Date) {
  const and: Prisma.ServiceOrderWhereInput[] = resolveCriteria(serviceOrderSearch, query.criteria, now);
  if (query.serviceProviderRef) and.push({ serviceProviderId: query.serviceProviderRef });
  if (query.listingRef) and.push({ listingId: query.listingRef });
  if (query.status) and.push({ status: query.status });
  if (query.provider) and.push({ serviceProvider: { name: containsText(query.provider) } });
  if (query.listing) {
    const either: Prisma.ServiceOrderWhereInput[] = [
      { listing: { propertyName: containsText(query.listing) } },
      { name: containsText(query.listing) },
    ];
    const number = /^#?\s*(\d{1,9})$/.exec(query.listing);
    if (number) either.push({ orderNumber: Number(number[1]) });
    and.push({ OR: either });
  }
  return and;
}

/** A flat page of orders sorted by due date, with the total. */
export async function findServiceOrders(query: ServiceOrderListQuery, now: Date = new Date()) {
  const where: Prisma.ServiceOrderWhereInput = { AND: serviceOrderFilters(query, now) };
  const orderBy = serviceOrderListOrder(query);
  const [rows, total] = await Promise.all([
    prisma.serviceOrder.findMany({ where, include: serviceOrderRelations, orderBy, skip: query.skip, take: query.limit }),
    prisma.serviceOrder.count({ where }),
  ]);
  return { items: rows.map((row) => toServiceOrderDto(row, now)), total };
}

/**
 * sortItems=true: the five groups, each sorted by due date and paged by
 * skip/limit, with every group's full count. Unfiltered (the list as it
 * opens), the counts are the kept ones (countServiceOrdersByGroup: a cost that
 * does not grow with the orders); filtered, two grouped counts of the matches.
 */
export async function findServiceOrderGroups(query: ServiceOrderListQuery, now: Date = new Date()) {
  const filters = serviceOrderFilters(query, now);
  const orderBy = serviceOrderListOrder(query);
  const [pages, counts] = await Promise.all([
    Promise.all(
      SERVICE_ORDER_GROUPS.map((group) =>
        prisma.serviceOrder.findMany({
          where: { AND: [...filters, orderGroupWhere(group, now)] },
          include: serviceOrderRelations,
          orderBy,
          skip: query.skip,
          take: query.limit,
        }),
      ),
    ),
    filters.length === 0 ? countServiceOrdersByGroup(now) : countFilteredGroups(filters, now),
  ]);
  const groups = Object.fromEntries(
    SERVICE_ORDER_GROUPS.map((group, index) => [group, pages[index]!.map((row) => toServiceOrderDto(row, now))]),
  ) as ServiceOrderGroups;
  return { groups, counts };
}

/** The five group counts of the orders `filters` keep (the past-due rule of past-due.ts), in two grouped counts. */
export async function countFilteredGroups(filters: Prisma.ServiceOrderWhereInput[], now: Date): Promise<ServiceOrderGroupCounts> {
  const pastDue = pastDueWhere(now);
  const [overdueCounts, otherCounts] = await Promise.all([
    prisma.serviceOrder.groupBy({ by: ["status"], where: { AND: [...filters, pastDue] }, _count: { _all: true } }),
    prisma.serviceOrder.groupBy({ by: ["status"], where: { AND: [...filters, { NOT: pastDue }] }, _count: { _all: true } }),
  ]);
  const other = (status: string) => otherCounts.find((row) => row.status === status)?._count._all ?? 0;
  return {
    pastDue: overdueCounts.reduce((sum, row) => sum + row._count._all, 0),
    approved: other("APPROVED"),
    pending: other("PENDING"),
    declined: other("DECLINED"),
    completed: other("COMPLETED"),
  };
}
