import { randomUUID } from "node:crypto";
import type { ServiceOrderStatus } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deck, QUARTER_HOURS, type LocalCalendar } from "./calendar";
import { SERVICE_ORDER_NOTES, SERVICE_ORDER_TEMPLATES } from "./data/service-orders";
import type { ServiceTrade } from "./data/service-providers";
import type { ListingRow } from "./build-listings";
import type { Random } from "./random";

export interface SeedUser {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
}

interface OrderBatch {
  status: ServiceOrderStatus;
  count: number;
  days: [number, number];
}

/** Past PENDING and APPROVED batches are the past-due orders. */
const ORDER_BATCHES: readonly OrderBatch[] = [
  { status: "COMPLETED", count: 20, days: [-30, -1] },
  { status: "DECLINED", count: 5, days: [-30, -1] },
  { status: "PENDING", count: 4, days: [-30, -1] },
  { status: "APPROVED", count: 4, days: [-21, -1] },
  { status: "PENDING", count: 13, days: [1, 45] },
  { status: "APPROVED", count: 12, days: [1, 45] },
  { status: "DECLINED", count: 2, days: [2, 45] },
];

export function buildServiceOrders(
  random: Random,
  calendar: LocalCalendar,
  now: Date,
  listings: readonly ListingRow[],
  providers: readonly { id: string; trade: ServiceTrade }[],
  creators: readonly SeedUser[],
): Prisma.ServiceOrderCreateManyInput[] {
  const buildings = listings.filter((listing) => listing.listingType === "land-and-property");
  const note = deck(random, SERVICE_ORDER_NOTES);
  const orders: (Prisma.ServiceOrderCreateManyInput & { createdAt: Date })[] = [];
  for (const batch of ORDER_BATCHES) {
    for (let n = 0; n < batch.count; n++) {
      const provider = random.pick(providers);
      const template = random.pick(SERVICE_ORDER_TEMPLATES[provider.trade]);
      const listing = random.pick(template.needsBuilding ? buildings : listings);
      const dueOffset = random.int(...batch.days);
      const dueAt = calendar.at(dueOffset, random.int(8, 16), random.pick(QUARTER_HOURS));
      // Mostly raised by the listing's own specialist, sometimes by an admin.
      const creator = random.chance(0.7)
        ? creators.find((user) => user.id === listing.propertySpecialistId)!
        : random.pick(creators.filter((user) => user.role === "admin"));
      const createdAt = new Date(Math.min(now.getTime(), dueAt.getTime()) - random.int(2, 20) * 86_400_000 - random.int(0, 36_000_000));
      orders.push({
        id: randomUUID(),
        name: template.name,
        listingId: listing.id,
        serviceProviderId: provider.id,
        dueAt,
        details: template.details,
        notes: random.chance(0.4) ? note() : null,
        status: batch.status,
        createdById: creator.id,
        createdByName: `${creator.firstName} ${creator.lastName}`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  // Order numbers are assigned on insert: insert oldest first so they follow creation.
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
