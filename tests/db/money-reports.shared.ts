import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { money } from "../support/model-arithmetic";
import { appForSuite, type OpenDatabase } from "./app-database";
import { leaseFixtures, leaseModules, type SuiteApp } from "./lease-fixtures";
import { clientData, userData } from "./factories";

/**
 * The admins' money reports (issue 43, PRODUCT.md#rent "Reports"), called
 * directly on PostgreSQL over leases, payments, reversals and late fees posted
 * through the server's own functions: deposits held (a settled one left out)
 * and what the agency earned in a month, each figure checked to the cent
 * against sums written here, in pages and as CSV.
 */

const NOW = new Date("2026-12-06T16:00:00Z");
const { makeLease, pay } = leaseFixtures(NOW);

const modules = async () => ({
  ...(await leaseModules()),
  ...(await import("@/server/leases/ledger/reverse-payment")),
  ...(await import("@/server/reports/deposits-report")),
  ...(await import("@/server/reports/agency-fees-report")),
  ...(await import("@/server/reports/export-reports")),
});
type App = SuiteApp<typeof modules>;

export function moneyReportsSuite(name: string, open: OpenDatabase) {
  describe(`the deposits and agency-fees reports (${name})`, () => {
    const app = appForSuite(open, modules, { settings: { APP_TIME_ZONE: "America/St_Lucia" } }) as App;
    let actor: Actor;

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
    });

    const csvText = async (body: ReadableStream<Uint8Array>) => (await new Response(body).text()).replace(/^\uFEFF/, "");

    it("lists every lease holding a deposit and the total, to the cent, in pages and as CSV", async () => {
      const owner = (await app.prisma.client.create({ data: clientData({ name: "Olive Owner" }) })).id;
      const full = await makeLease(app, actor, owner, { start: "2026-10-01", end: null, rent: "1000.00", deposit: "1500.00" });
      await pay(app, actor, full.lease._id, "1500.00", "2026-10-01");
      const part = await makeLease(app, actor, owner, { start: "2026-10-01", end: null, rent: "800.00", deposit: "800.00" });
      await pay(app, actor, part.lease._id, "300.55", "2026-10-01");
      const settled = await makeLease(app, actor, owner, { start: "2026-01-01", end: "2026-06-30", rent: "500.00", deposit: "1000.00" });
      await pay(app, actor, settled.lease._id, "1000.00", "2026-01-01");
      await app.settleDeposit({
        leaseId: settled.lease._id,
        data: { deductions: [], applyToBalance: false, refund: { method: "cash", reference: null } },
        actor,
        now: NOW,
      });
      await makeLease(app, actor, owner, { start: "2026-10-01", end: null, rent: "700.00", deposit: "0.00" });

      const report = await app.findDepositsReport({ skip: 0, limit: 50 }, NOW);
      expect(report.totals).toEqual({ count: 2, held: money(150_000n + 30_055n) });
      expect(report.rows.map((row) => [row.leaseRef._id, row.held, row.status, row.owner.name, row.tenants.length]).sort()).toEqual(
        [
          [full.lease._id, "1500.00", "active", "Olive Owner", 1],
          [part.lease._id, "300.55", "active", "Olive Owner", 1],
        ].sort(),
      );
      const [first] = (await app.findDepositsReport({ skip: 1, limit: 1 }, NOW)).rows;
      expect(first!.leaseRef._id).toBe(report.rows[1]!.leaseRef._id);

      const file = await app.exportDepositsReport("2026-12-06", NOW);
      expect([file.fileName, file.total]).toEqual(["deposits-held-2026-12-06.csv", 2]);
      const lines = (await csvText(file.body)).trim().split("\r\n");
      expect(lines[0]).toBe("Listing,Owner,Tenants,Lease status,Lease end,Deposit held,Lease id");
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe("Total,2 leases,,,,1800.55,");
    });

    it("sums a month's management fees less their reversals, and the late fees the agency keeps, per owner and lease", async () => {
      const ownerA = (await app.prisma.client.create({ data: clientData({ name: "Anna Owner" }) })).id;
      const ownerB = (await app.prisma.client.create({ data: clientData({ name: "Bert Owner" }) })).id;
      // A: 10% (the agency's), late fees to the agency. September to December charged at NOW.
      const a = await makeLease(app, actor, ownerA, { start: "2026-09-01", end: null, rent: "1000.00", deposit: "0.00" });
      const october = await pay(app, actor, a.lease._id, "1000.00", "2026-10-15"); // September: fee $100 in October
      await pay(app, actor, a.lease._id, "2000.00", "2026-11-05"); // October and November: fees $100 + $100 in November
      const novemberRent = await app.prisma.leaseEntry.findFirstOrThrow({ where: { leaseId: a.lease._id, autoKey: "rent:2026-11" } });
      await lateFee(a.lease._id, novemberRent.id, "50.00", "2026-11-10");
      await pay(app, actor, a.lease._id, "50.00", "2026-11-20"); // pays the late fee (the oldest open charge): $50 kept
      // The October payment returned on November 25: its $100 fee reversed in November.
      await app.reversePayment({
        leaseId: a.lease._id,
        paymentId: october.payment._id,
        reason: "Returned",
        actor,
        now: new Date("2026-11-25T16:00:00Z"),
      });

      // B: 8%, late fees to the owner.
      const b = await makeLease(app, actor, ownerB, {
        start: "2026-11-01",
        end: null,
        rent: "2000.00",
        deposit: "0.00",
        lateFeesTo: "owner",
        fee: "8.00",
      });
      await pay(app, actor, b.lease._id, "2000.00", "2026-11-03"); // November: $160
      const bRent = await app.prisma.leaseEntry.findFirstOrThrow({ where: { leaseId: b.lease._id, autoKey: "rent:2026-11" } });
      await lateFee(b.lease._id, bRent.id, "30.00", "2026-11-10");
      await pay(app, actor, b.lease._id, "30.00", "2026-11-12"); // the owner's

      const november = await app.findAgencyFeesReport({ month: "2026-11", skip: 0, limit: 50 }, { now: NOW });
      expect(november.rows.map((row) => [row.owner.name, row.leaseRef._id, row.managementFees, row.lateFees, row.total])).toEqual([
        ["Anna Owner", a.lease._id, money(10_000n + 10_000n - 10_000n), "50.00", money(10_000n + 5_000n)],
        ["Bert Owner", b.lease._id, money((200_000n * 8n) / 100n), "0.00", "160.00"],
      ]);
      expect(november.totals).toEqual({ count: 2, owners: 2, managementFees: "260.00", lateFees: "50.00", total: "310.00" });

      const octoberReport = await app.findAgencyFeesReport({ month: "2026-10", skip: 0, limit: 50 }, { now: NOW });
      expect(octoberReport.rows.map((row) => [row.leaseRef._id, row.managementFees, row.lateFees])).toEqual([
        [a.lease._id, "100.00", "0.00"],
      ]);

      const file = await app.exportAgencyFeesReport("2026-11", { now: NOW });
      expect([file.fileName, file.total]).toEqual(["agency-fees-2026-11.csv", 2]);
      const lines = (await csvText(file.body)).trim().split("\r\n");
      expect(lines[0]).toBe("Owner,Listing,Management fees,Late fees,Total,Lease id");
      expect(lines[1]).toBe(`Anna Owner,${a.listing.propertyName},100.00,50.00,150.00,${a.lease._id}`);
      expect(lines[3]).toBe("Total,2 leases,260.00,50.00,310.00,");
    });

    /** A late fee on `chargeId`, posted and settled as the late-fee pass does. */
    async function lateFee(leaseId: string, chargeId: string, value: string, date: string) {
      await app.prisma.$transaction(async (tx) => {
        const lease = (await app.lockLease(tx, leaseId))!;
        await app.appendEntries(tx, lease, [
          { date, kind: "charge", chargeType: "fee", description: "Late fee", value, feeForId: chargeId, postedById: null },
        ]);
        await app.settle(tx, leaseId, { now: NOW });
      });
    }
  });
}
