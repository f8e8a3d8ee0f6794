import { describe, expect, it } from "vitest";
import { clientData, listingData, seedGraph, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The row counts the database keeps for GET /references/stats (migration
 * 20261121110000_record_counts) always equal count(*): after single and bulk
 * inserts, deletes, cascaded deletes, a rolled-back transaction and a truncate.
 */
const COUNTED = ["clients", "listings", "service_orders"] as const;

describe.each(BACKENDS)("record counts on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function kept(): Promise<Record<string, number>> {
    const rows = await db.prisma.recordCount.findMany();
    return Object.fromEntries(rows.map((row) => [row.tableName, Number(row.rowCount)]));
  }

  async function actual(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      COUNTED.map(async (table) => {
        const rows = await db.prisma.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM "${table}"`);
        return [table, Number(rows[0]!.count)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async function expectInStep(expected?: Record<string, number>) {
    const counts = await kept();
    expect(counts).toEqual(await actual());
    if (expected) expect(counts).toEqual(expected);
  }

  it("start at zero on an empty database", async () => {
    await expectInStep({ clients: 0, listings: 0, service_orders: 0 });
  });

  it("follow single inserts, bulk inserts and a cascaded delete", async () => {
    const graph = await seedGraph(db.prisma);
    await expectInStep({ clients: 1, listings: 1, service_orders: 1 });

    await db.prisma.client.createMany({ data: [clientData(), clientData(), clientData()] });
    await expectInStep({ clients: 4, listings: 1, service_orders: 1 });

    // Deleting the client removes its listing and the listing's order by cascade.
    await db.prisma.client.delete({ where: { id: graph.client.id } });
    await expectInStep({ clients: 3, listings: 0, service_orders: 0 });
  });

  it("follow a bulk delete, and ignore a rolled-back insert", async () => {
    const specialist = await db.prisma.user.create({ data: userData() });
    const owner = await db.prisma.client.create({ data: clientData() });
    await db.prisma.listing.createMany({
      data: [1, 2, 3].map(() => listingData({ clientId: owner.id, propertySpecialistId: specialist.id })),
    });
    const before = await kept();

    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.client.create({ data: clientData() });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectInStep(before);

    await db.prisma.listing.deleteMany({ where: { clientId: owner.id } });
    await expectInStep({ ...before, listings: before.listings! - 3 });
  });

  it("reset on truncate", async () => {
    await db.prisma.$executeRawUnsafe(`TRUNCATE "clients" CASCADE`);
    await expectInStep({ clients: 0, listings: 0, service_orders: 0 });
  });
});
