import { env } from "@/server/env";
import { prisma } from "@/server/db/client";
import { getListing } from "./get-listing";

/** How many reminders and service orders the listing page lists (the counts are exact). */
const SIDE_LIST_LIMIT = 100;

const when = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);

/**
 * Everything the listing page shows: the listing, and its reminders and
 * service orders (counts and the nearest first), read in one round of
 * queries. The Reminders and Service Orders modules own those records.
 */
export async function getListingPage(id: string) {
  const listing = await getListing(id);
  const timeZone = env().APP_TIME_ZONE;
  const [reminders, reminderCount, serviceOrders, serviceOrderCount] = await Promise.all([
    prisma.reminder.findMany({
      where: { listingId: id },
      select: { id: true, name: true, dueAt: true, frequency: true },
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      take: SIDE_LIST_LIMIT,
    }),
    prisma.reminder.count({ where: { listingId: id } }),
    prisma.serviceOrder.findMany({
      where: { listingId: id },
      select: { id: true, orderNumber: true, name: true, status: true, dueAt: true, serviceProvider: { select: { name: true } } },
      orderBy: [{ dueAt: "desc" }, { id: "asc" }],
      take: SIDE_LIST_LIMIT,
    }),
    prisma.serviceOrder.count({ where: { listingId: id } }),
  ]);
  return {
    listing,
    reminders: {
      count: reminderCount,
      items: reminders.map((reminder) => ({
        _id: reminder.id,
        name: reminder.name,
        when: when(reminder.dueAt, timeZone),
        frequency: reminder.frequency,
      })),
    },
    serviceOrders: {
      count: serviceOrderCount,
      items: serviceOrders.map((order) => ({
        _id: order.id,
        orderNumber: order.orderNumber,
        name: order.name,
        status: order.status,
        when: when(order.dueAt, timeZone),
        providerName: order.serviceProvider.name,
      })),
    },
  };
}

export type ListingPage = Awaited<ReturnType<typeof getListingPage>>;
