import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { countServiceOrdersByGroup } from "@/server/service-orders/count-by-group";
import { clientData, listingData, providerData, userData } from "../db/factories";
import { BACKENDS, MIGRATIONS_DIR, type Harness } from "../db/harness";

/**
 * countServiceOrdersByGroup (the dashboard's chart) on both databases: one
 * SQL query whose groups match the list's — every order counted exactly
 * once, past due meaning PENDING or APPROVED with the due instant passed.
 */
const NOW = new Date("2026-11-21T15:00:00.000Z");
const MINUTE = 60_000;

for (const backend of BACKENDS) {
  describe(`countServiceOrdersByGroup on ${backend.name}`, { timeout: 60_000 }, () => {
    let db: Harness;
    beforeAll(async () => {
      db = await backend.open();
      await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
    }, 120_000);
    afterAll(async () => db?.close(), 60_000);

    it("is all zeros with no orders", async () => {
      expect(await countServiceOrdersByGroup(NOW, db.prisma)).toEqual({ pastDue: 0, approved: 0, pending: 0, declined: 0, completed: 0 });
    });

    it("puts each order in exactly one group, at the boundaries", async () => {
      const user = await db.prisma.user.create({ data: userData() });
      const client = await db.prisma.client.create({ data: clientData() });
      const provider = await db.prisma.serviceProvider.create({ data: providerData() });
      const listing = await db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: user.id }) });
      const orders: [string, "PENDING" | "APPROVED" | "DECLINED" | "COMPLETED", number][] = [
        ["pending due a minute ago", "PENDING", -MINUTE],
        ["approved due a millisecond ago", "APPROVED", -1],
        ["pending due exactly now", "PENDING", 0],
        ["pending due later today", "PENDING", 10 * MINUTE],
        ["approved due tomorrow", "APPROVED", 24 * 60 * MINUTE],
        ["completed but overdue", "COMPLETED", -3 * 24 * 60 * MINUTE],
        ["completed early", "COMPLETED", 2 * 24 * 60 * MINUTE],
        ["declined and overdue", "DECLINED", -MINUTE],
      ];
      await db.prisma.serviceOrder.createMany({
        data: orders.map(([name, status, offset]) => ({
          name,
          status,
          dueAt: new Date(NOW.getTime() + offset),
          listingId: listing.id,
          serviceProviderId: provider.id,
          details: "Work",
          createdById: user.id,
          createdByName: "Test User",
        })),
      });
      const counts = await countServiceOrdersByGroup(NOW, db.prisma);
      expect(counts).toEqual({ pastDue: 2, approved: 1, pending: 2, declined: 1, completed: 2 });
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(orders.length);

      // A minute later the order due "now" has passed too.
      expect(await countServiceOrdersByGroup(new Date(NOW.getTime() + MINUTE), db.prisma)).toMatchObject({ pastDue: 3, pending: 1 });
    });
  });
}
