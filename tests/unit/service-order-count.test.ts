import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { countServiceOrdersByGroup } from "@/server/service-orders/count-by-group";
import { clientData, listingData, orderData, providerData, userData } from "../db/factories";
import { BACKENDS, MIGRATIONS_DIR, type Harness } from "../db/harness";

/**
 * countServiceOrdersByGroup (the dashboard's chart and the orders list's
 * group counts) on both databases: one SQL query whose groups match the
 * list's — every order counted exactly once, past due meaning PENDING or
 * APPROVED with the due instant passed — from counts the triggers keep per
 * status and due month (migration 20261124020000_service_order_counts), which
 * must equal a count of every order after any insert, update, delete or truncate.
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
      const refs = { listingId: listing.id, serviceProviderId: provider.id, createdById: user.id };
      await db.prisma.serviceOrder.createMany({
        data: orders.map(([name, status, offset]) => orderData(refs, { name, status, dueAt: new Date(NOW.getTime() + offset) })),
      });
      const counts = await countServiceOrdersByGroup(NOW, db.prisma);
      expect(counts).toEqual({ pastDue: 2, approved: 1, pending: 2, declined: 1, completed: 2 });
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(orders.length);

      // A minute later the order due "now" has passed too.
      expect(await countServiceOrdersByGroup(new Date(NOW.getTime() + MINUTE), db.prisma)).toMatchObject({ pastDue: 3, pending: 1 });
    });

    /** The groups counted the slow way: every order read. */
    async function countedByScan(now: Date) {
      const orders = await db.prisma.serviceOrder.findMany({ select: { status: true, dueAt: true } });
      const open = (status: string) => status === "PENDING" || status === "APPROVED";
      const past = orders.filter((order) => open(order.status) && order.dueAt < now);
      const other = (status: string) => orders.filter((order) => order.status === status && !past.includes(order)).length;
      return {
        pastDue: past.length,
        approved: other("APPROVED"),
        pending: other("PENDING"),
        declined: other("DECLINED"),
        completed: other("COMPLETED"),
      };
    }

    async function expectInStep() {
      // Inside the current month, at its very start, and in other months (kept months before, after).
      const instants = [NOW, new Date("2026-11-01T00:00:00.000Z"), new Date("2026-10-31T23:59:59.999Z"), new Date("2027-02-15T00:00:00Z")];
      for (const now of instants) expect(await countServiceOrdersByGroup(now, db.prisma)).toEqual(await countedByScan(now));
    }

    it("stays equal to a count of every order through inserts, updates, deletes and a truncate, across months", async () => {
      const user = await db.prisma.user.create({ data: userData() });
      const client = await db.prisma.client.create({ data: clientData() });
      const provider = await db.prisma.serviceProvider.create({ data: providerData() });
      const listing = await db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: user.id }) });
      const DAY = 24 * 60 * MINUTE;
      const offsets = [-400 * DAY, -40 * DAY, -21 * DAY, -DAY, -MINUTE, 0, MINUTE, 9 * DAY, 10 * DAY, 70 * DAY];
      const statuses = ["PENDING", "APPROVED", "DECLINED", "COMPLETED"] as const;
      await db.prisma.serviceOrder.createMany({
        data: offsets.flatMap((offset, index) =>
          statuses.map((status) =>
            orderData(
              { listingId: listing.id, serviceProviderId: provider.id, createdById: user.id },
              { name: `order ${index} ${status}`, status, dueAt: new Date(NOW.getTime() + offset) },
            ),
          ),
        ),
      });
      await expectInStep();

      // A status change, a new due date in another month, both at once, a rename (no group moves), a bulk update.
      const [first, second, third, fourth] = await db.prisma.serviceOrder.findMany({
        where: { status: "PENDING" },
        orderBy: { dueAt: "asc" },
      });
      await db.prisma.serviceOrder.update({ where: { id: first!.id }, data: { status: "COMPLETED" } });
      await db.prisma.serviceOrder.update({ where: { id: second!.id }, data: { dueAt: new Date(NOW.getTime() + 50 * DAY) } });
      await db.prisma.serviceOrder.update({
        where: { id: third!.id },
        data: { status: "APPROVED", dueAt: new Date(NOW.getTime() - 60 * DAY) },
      });
      await db.prisma.serviceOrder.update({ where: { id: fourth!.id }, data: { name: "Renamed" } });
      await db.prisma.serviceOrder.updateMany({ where: { status: "DECLINED" }, data: { status: "PENDING" } });
      await expectInStep();

      // A rolled-back change leaves the counts as they were.
      await expect(
        db.prisma.$transaction(async (tx) => {
          await tx.serviceOrder.updateMany({ data: { status: "COMPLETED" } });
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await expectInStep();

      // Deletes: one, many, and by cascade from the listing.
      await db.prisma.serviceOrder.delete({ where: { id: first!.id } });
      await db.prisma.serviceOrder.deleteMany({ where: { status: "APPROVED" } });
      await expectInStep();
      await db.prisma.listing.delete({ where: { id: listing.id } });
      await expectInStep();

      const again = await db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: user.id }) });
      await db.prisma.serviceOrder.create({
        data: {
          name: "After",
          dueAt: NOW,
          listingId: again.id,
          serviceProviderId: provider.id,
          details: "Work",
          createdById: user.id,
          createdByName: "Test User",
        },
      });
      await db.prisma.$executeRawUnsafe(`TRUNCATE "service_orders" CASCADE`);
      await expectInStep();
    });
  });
}
