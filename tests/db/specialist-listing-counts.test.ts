import { describe, expect, it } from "vitest";
import { clientData, listingData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The listings per specialist the database keeps for the listings list's total
 * (migration 20261124040000_specialist_listing_counts) always equal a count of
 * the listings: after single and bulk inserts, a change of specialist, an edit
 * that keeps it, single, bulk and cascaded deletes, a rolled-back transaction
 * and a truncate.
 */
describe.each(BACKENDS)("specialist listing counts on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function expectInStep() {
    const kept = await db.prisma.specialistListingCount.findMany();
    const counted = await db.prisma.listing.groupBy({ by: ["propertySpecialistId"], _count: { _all: true } });
    const actual = Object.fromEntries(counted.map((row) => [row.propertySpecialistId, row._count._all]));
    const keptNonZero = Object.fromEntries(
      kept.filter((row) => row.listings !== 0n).map((row) => [row.propertySpecialistId, Number(row.listings)]),
    );
    expect(keptNonZero).toEqual(actual);
  }

  it("follow inserts, updates, deletes, a rollback and a truncate", async () => {
    const [ann, bob] = [await db.prisma.user.create({ data: userData() }), await db.prisma.user.create({ data: userData() })];
    const [owner, other] = [await db.prisma.client.create({ data: clientData() }), await db.prisma.client.create({ data: clientData() })];
    await expectInStep();

    const first = await db.prisma.listing.create({ data: listingData({ clientId: owner.id, propertySpecialistId: ann.id }) });
    await db.prisma.listing.createMany({
      data: [ann, ann, bob, bob, bob].map((user, index) =>
        listingData({ clientId: index % 2 ? other.id : owner.id, propertySpecialistId: user.id }),
      ),
    });
    await expectInStep();

    await db.prisma.listing.update({ where: { id: first.id }, data: { propertySpecialistId: bob.id } });
    await db.prisma.listing.update({ where: { id: first.id }, data: { propertyName: "Renamed" } });
    await db.prisma.listing.updateMany({ where: { propertySpecialistId: ann.id }, data: { propertySpecialistId: bob.id } });
    await expectInStep();

    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.listing.updateMany({ data: { propertySpecialistId: ann.id } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectInStep();

    await db.prisma.listing.delete({ where: { id: first.id } });
    await db.prisma.client.delete({ where: { id: other.id } });
    await expectInStep();

    await db.prisma.$executeRawUnsafe(`TRUNCATE "listings" CASCADE`);
    await expectInStep();
    await db.prisma.listing.create({ data: listingData({ clientId: owner.id, propertySpecialistId: ann.id }) });
    await expectInStep();
  });
});
