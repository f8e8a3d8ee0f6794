import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ORDER_GROUPS, SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from "@/lib/domain/enums";
import { resolveCriteria } from "@/server/search/criteria";
import { serviceOrderSearch } from "@/server/search/fields/service-orders";
import { countServiceOrdersByGroup } from "@/server/service-orders/count-by-group";
import { isPastDue, orderGroupWhere, pastDueSql, pastDueWhere } from "@/server/service-orders/past-due";
import { clientData, listingData, orderData, providerData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * Past due has one home (server/service-orders/past-due.ts) and several faces:
 * the TypeScript predicate, the Prisma filter, the SQL condition, the Finder's
 * `pastDue` criterion and the orders list's groups. On both databases, over
 * every status and due instants on both sides of `now` (the boundary itself
 * included), each face must pick exactly the orders the predicate calls past due.
 */
const NOW = new Date("2026-11-21T15:00:00.000Z");
const OFFSETS_MS = [-86_400_000, -60_000, -1, 0, 1, 86_400_000];

for (const backend of BACKENDS) {
  describe(`past due on ${backend.name}: every face agrees with isPastDue`, { timeout: 60_000 }, () => {
    const db = migratedDatabase(backend);
    let orders: { id: string; status: ServiceOrderStatus; dueAt: Date }[];
    let expected: string[];

    beforeAll(async () => {
      const user = await db.prisma.user.create({ data: userData() });
      const client = await db.prisma.client.create({ data: clientData() });
      const provider = await db.prisma.serviceProvider.create({ data: providerData() });
      const listing = await db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: user.id }) });
      const refs = { listingId: listing.id, serviceProviderId: provider.id, createdById: user.id };
      await db.prisma.serviceOrder.createMany({
        data: SERVICE_ORDER_STATUSES.flatMap((status) =>
          OFFSETS_MS.map((offset) => orderData(refs, { name: `${status} ${offset}`, status, dueAt: new Date(NOW.getTime() + offset) })),
        ),
      });
      orders = await db.prisma.serviceOrder.findMany({ select: { id: true, status: true, dueAt: true } });
      expected = orders
        .filter((order) => isPastDue(order, NOW))
        .map((order) => order.id)
        .sort();
    }, 120_000);

    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

    it("the predicate: open orders due before now, and only those", () => {
      expect(orders).toHaveLength(SERVICE_ORDER_STATUSES.length * OFFSETS_MS.length);
      // PENDING and APPROVED at −1 day, −1 min and −1 ms; due exactly now is not yet past due.
      expect(expected).toHaveLength(6);
    });

    it("the Prisma filter", async () => {
      expect(idsOf(await db.prisma.serviceOrder.findMany({ where: pastDueWhere(NOW), select: { id: true } }))).toEqual(expected);
    });

    it("the SQL condition, bare and on an aliased table", async () => {
      const bare = await db.prisma.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM service_orders WHERE ${pastDueSql(NOW)}`;
      const aliased = await db.prisma.$queryRaw<{ id: string }[]>`
        SELECT o.id::text AS id FROM service_orders o JOIN listings l ON l.id = o.listing_id WHERE ${pastDueSql(NOW, "o")}`;
      expect(idsOf(bare)).toEqual(expected);
      expect(idsOf(aliased)).toEqual(expected);
    });

    it("the Finder's pastDue criterion, true and false, at the request's instant", async () => {
      const matching = async (value: boolean) => {
        const where = { AND: resolveCriteria(serviceOrderSearch, [{ fieldName: "pastDue", operator: "eq", value }], NOW) };
        return idsOf(await db.prisma.serviceOrder.findMany({ where, select: { id: true } }));
      };
      expect(await matching(true)).toEqual(expected);
      expect(await matching(false)).toEqual(idsOf(orders.filter((order) => !expected.includes(order.id))));
    });

    it("the list's groups: past due first, every other order in its status's group, each order exactly once", async () => {
      const seen: string[] = [];
      for (const group of SERVICE_ORDER_GROUPS) {
        const ids = idsOf(await db.prisma.serviceOrder.findMany({ where: orderGroupWhere(group, NOW), select: { id: true } }));
        const wanted =
          group === "pastDue" ? expected : idsOf(orders.filter((order) => order.status === group.toUpperCase() && !isPastDue(order, NOW)));
        expect(ids, group).toEqual(wanted);
        seen.push(...ids);
      }
      expect(seen.sort()).toEqual(idsOf(orders));
    });

    it("the kept group counts (SQL over the counts table and this month's orders)", async () => {
      const counts = await countServiceOrdersByGroup(NOW, db.prisma);
      expect(counts.pastDue).toBe(expected.length);
      expect(counts).toEqual({
        pastDue: expected.length,
        approved: orders.filter((order) => order.status === "APPROVED" && !isPastDue(order, NOW)).length,
        pending: orders.filter((order) => order.status === "PENDING" && !isPastDue(order, NOW)).length,
        declined: OFFSETS_MS.length,
        completed: OFFSETS_MS.length,
      });
    });
  });
}
