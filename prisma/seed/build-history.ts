/**
 * The demo's history: who created each record and the changes since, so the
 * History tabs and the Activity log read like an agency's last weeks. Rows are
 * shaped as the app writes them (server/audit.ts; read by server/history).
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingRow } from "./build-listings";
import type { SeedUser } from "./build-service-orders";
import type { Random } from "./random";

const DAY_MS = 86_400_000;

interface HistorySources {
  admins: readonly SeedUser[];
  specialists: readonly SeedUser[];
  clients: readonly { id: string }[];
  providers: readonly { id: string }[];
  listings: readonly ListingRow[];
  orders: readonly Prisma.ServiceOrderCreateManyInput[];
}

export function buildHistory(random: Random, now: Date, sources: HistorySources): Prisma.AuditLogCreateManyInput[] {
  const staff = [...sources.admins, ...sources.specialists];
  const byId = new Map(staff.map((user) => [user.id, user]));
  const rows: Prisma.AuditLogCreateManyInput[] = [];
  const daysAgo = (from: number, to: number) => new Date(now.getTime() - random.int(from, to) * DAY_MS - random.int(0, 8 * 3_600_000));
  const add = (actor: SeedUser, action: string, entityType: string, entityId: string, at: Date, changes?: Prisma.InputJsonValue) =>
    rows.push({
      actorId: actor.id,
      actorName: `${actor.firstName} ${actor.lastName}`,
      action,
      entityType,
      entityId,
      at,
      ...(changes ? { changes } : {}),
    });

  for (const client of sources.clients) add(random.pick(sources.admins), "create", "client", client.id, daysAgo(90, 150));
  for (const provider of sources.providers) add(random.pick(sources.admins), "create", "service_provider", provider.id, daysAgo(90, 150));

  for (const listing of sources.listings) {
    const specialist = byId.get(listing.propertySpecialistId) ?? random.pick(staff);
    add(specialist, "create", "listing", listing.id, daysAgo(60, 89));
    // About a third were re-priced since: asking prices come down before they sell or let.
    if (!random.chance(0.35)) continue;
    const field = listing.rentalPriceInUS ? "rentalPriceInUS" : "salePriceInUS";
    const price = listing[field]?.toString();
    if (!price) continue;
    const step = field === "rentalPriceInUS" ? random.int(1, 4) * 50 : random.int(1, 5) * 5_000;
    const before = (Number(price) + step).toFixed(2);
    add(specialist, "update", "listing", listing.id, daysAgo(3, 40), { [field]: { from: before, to: price } });
  }

  for (const order of sources.orders) {
    if (typeof order.id !== "string" || !(order.createdAt instanceof Date)) continue;
    const createdAt = order.createdAt;
    const creator = (typeof order.createdById === "string" && byId.get(order.createdById)) || random.pick(staff);
    add(creator, "create", "service_order", order.id, createdAt);
    if (typeof order.status === "string" && order.status !== "PENDING") {
      const decided = new Date(Math.min(now.getTime() - 3_600_000, createdAt.getTime() + random.int(2, 72) * 3_600_000));
      add(random.pick(sources.admins), "status", "service_order", order.id, decided, { status: { from: "PENDING", to: order.status } });
    }
  }
  return rows;
}
