import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { createElement } from "react";
import { render } from "@react-email/render";
import { dbDate } from "@/lib/domain/agency-time";
import { fromCents, toCents } from "@/lib/domain/rent";
import { RENT_ROLL_SORTS } from "@/lib/domain/rent-roll";
import type { RentRollRow } from "@/lib/schemas/rent-roll";
import { appForSuite, type OpenDatabase } from "./app-database";
import { refreshRollAggregates } from "@/server/leases/roll-aggregates";
import { clientData, listingData, userData } from "./factories";

/**
 * The rent roll (server/rent-roll): a month's leases — partial coverage at
 * either end, a lease with no start date, one ended early, an upcoming one —
 * with ledgers written straight into lease_entries (open parts and running
 * balances consistent, the roll's aggregates refreshed as the ledger does), read back as rows and totals, through every filter,
 * every sort in both directions, paging, and the CSV and XLSX exports.
 * "Today" is March 10, 2026 in St Lucia.
 */
const NOW = new Date("2026-03-10T16:00:00Z");
const clock = { now: NOW, timeZone: "America/St_Lucia" };

type Entry =
  | { kind: "charge"; type: "rent" | "deposit" | "fee" | "other"; date: string; value: string; open: string }
  | { kind: "payment"; date: string; value: string; reverses?: undefined }
  | { kind: "reversal"; date: string; value: string; reverses: number };

export function rentRollSuite(name: string, open: OpenDatabase) {
  describe(`the rent roll (${name})`, { timeout: 120_000 }, () => {
    const app = appForSuite(
      open,
      async () => ({
        ...(await import("@/server/rent-roll/find-rent-roll")),
        ...(await import("@/server/rent-roll/export-rent-roll")),
        ...(await import("@/server/rent-roll/rent-summary")),
        ...(await import("@/server/digest/digest-content")),
        ...(await import("@/server/digest/digest-email")),
      }),
      { settings: { APP_TIME_ZONE: "America/St_Lucia" } },
    );
    const ids: Record<string, string> = {};
    const people: Record<string, string> = {};

    async function tenant(firstName: string, lastName: string) {
      const row = await app.prisma.tenant.create({ data: { firstName, lastName } });
      return row.id;
    }

    async function lease(
      key: string,
      listing: { id: string },
      terms: { start: string | null; end?: string; endedOn?: string; chargesFrom?: string; rent: string; dueDay?: number },
      tenants: { id: string; primary: boolean }[],
      entries: Entry[],
    ) {
      let balance = 0n;
      const created = await app.prisma.lease.create({
        data: {
          listingId: listing.id,
          startDate: terms.start ? dbDate(terms.start) : null,
          endDate: terms.end ? dbDate(terms.end) : null,
          endedOn: terms.endedOn ? dbDate(terms.endedOn) : null,
          chargesFrom: dbDate(terms.chargesFrom ?? terms.start!),
          rent: terms.rent,
          dueDay: terms.dueDay ?? 1,
          tenants: { create: tenants.map((person, position) => ({ tenantId: person.id, primary: person.primary, position })) },
        },
      });
      const written: string[] = [];
      for (const entry of entries) {
        const value = toCents(entry.value);
        balance += entry.kind === "payment" ? -value : value;
        const row = await app.prisma.leaseEntry.create({
          data: {
            leaseId: created.id,
            date: dbDate(entry.date),
            kind: entry.kind,
            chargeType: entry.kind === "charge" ? entry.type : null,
            method: entry.kind === "payment" ? "transfer" : null,
            reference: entry.kind === "payment" ? "T-1" : null,
            description: `${entry.kind} ${entry.date}`,
            value: entry.value,
            open: entry.kind === "charge" ? entry.open : "0",
            balance: fromCents(balance),
            reversesId: entry.kind === "reversal" ? written[entry.reverses] : null,
            reversalReason: entry.kind === "reversal" ? "Returned cheque" : null,
          },
        });
        written.push(row.id);
      }
      await app.prisma.lease.update({ where: { id: created.id }, data: { balance: fromCents(balance), entryCount: entries.length } });
      // The roll's aggregates, as the ledger's postings keep them.
      await app.prisma.$transaction(async (tx) => {
        await refreshRollAggregates(tx, created.id, entries);
        await refreshRollAggregates(tx, created.id);
      });
      ids[key] = created.id;
    }

    beforeAll(async () => {
      const [first, second] = await Promise.all([
        app.prisma.user.create({ data: userData() }),
        app.prisma.user.create({ data: userData({ firstName: "Devon" }) }),
      ]);
      people.first = first.id;
      people.second = second.id;
      const [ownerOne, ownerTwo] = await Promise.all([
        app.prisma.client.create({ data: clientData({ name: "Anse Holdings" }) }),
        app.prisma.client.create({ data: clientData({ name: "Zenith Estates" }) }),
      ]);
      people.ownerOne = ownerOne.id;
      people.ownerTwo = ownerTwo.id;
      const listing = (propertyName: string, owner = ownerOne.id, specialist = first.id) =>
        app.prisma.listing.create({ data: listingData({ clientId: owner, propertySpecialistId: specialist }, { propertyName }) });

      const names = [
        "Mia Alvarez",
        "Noel Baptiste",
        "Olive Charles",
        "Paul Daniel",
        "Quinn Edwards",
        "Rosa Felix",
        "Amy Zed",
        "Zoe Grant",
        "Hugo Henry",
      ];
      const t: Record<string, string> = {};
      for (const full of names) t[full] = await tenant(full.split(" ")[0]!, full.split(" ")[1]!);

      // A: since January; February's rent partly open (37 days late today), March's unpaid; a March payment reversed.
      await lease(
        "A",
        await listing("Alpha Villa"),
        { start: "2026-01-01", rent: "1000.00" },
        [{ id: t["Mia Alvarez"]!, primary: true }],
        [
          { kind: "charge", type: "deposit", date: "2026-01-01", value: "1000.00", open: "0" },
          { kind: "charge", type: "rent", date: "2026-01-01", value: "1000.00", open: "0" },
          { kind: "payment", date: "2026-01-01", value: "2000.00" },
          { kind: "charge", type: "rent", date: "2026-02-01", value: "1000.00", open: "100.00" },
          { kind: "payment", date: "2026-02-05", value: "600.00" },
          { kind: "charge", type: "rent", date: "2026-03-01", value: "1000.00", open: "1000.00" },
          { kind: "payment", date: "2026-03-03", value: "300.00" },
          { kind: "payment", date: "2026-03-05", value: "200.00" },
          { kind: "reversal", date: "2026-03-08", value: "200.00", reverses: 7 },
        ],
      );
      // B: starts on March 15 (the month in part), nothing posted yet.
      await lease(
        "B",
        await listing("Bravo Condo"),
        { start: "2026-03-15", end: "2027-03-14", rent: "2000.00" },
        [{ id: t["Noel Baptiste"]!, primary: true }],
        [],
      );
      // C: ended on March 5 (the month in part): its prorated rent paid; the deposit held.
      await lease(
        "C",
        await listing("Cedar House"),
        { start: "2025-06-01", end: "2026-03-05", rent: "1500.00" },
        [{ id: t["Olive Charles"]!, primary: true }],
        [
          { kind: "charge", type: "deposit", date: "2025-06-01", value: "1500.00", open: "0" },
          { kind: "payment", date: "2025-06-01", value: "1500.00" },
          { kind: "charge", type: "rent", date: "2026-03-01", value: "241.94", open: "0" },
          { kind: "payment", date: "2026-03-02", value: "241.94" },
        ],
      );
      // D: ended early on February 20: February's roll, not March's.
      await lease(
        "D",
        await listing("Delta Loft"),
        { start: "2025-09-01", end: "2026-12-31", endedOn: "2026-02-20", rent: "700.00" },
        [{ id: t["Paul Daniel"]!, primary: true }],
        [],
      );
      // E: starts in April.
      await lease(
        "E",
        await listing("Echo Flat"),
        { start: "2026-04-01", rent: "650.00" },
        [{ id: t["Quinn Edwards"]!, primary: true }],
        [],
      );
      // F: from the spec's form (no start date: its first day is charges_from), another owner and specialist; two tenants,
      // the primary listed second; its rent due today (not late yet).
      await lease(
        "F",
        await listing("Fig Cottage", ownerTwo.id, second.id),
        { start: null, chargesFrom: "2026-03-09", rent: "800.00", dueDay: 10 },
        [
          { id: t["Amy Zed"]!, primary: false },
          { id: t["Zoe Grant"]!, primary: true },
        ],
        [{ kind: "charge", type: "rent", date: "2026-03-10", value: "800.00", open: "800.00" }],
      );
      // G: ends April 30 (within 60 days); paid ahead in February: a credit.
      await lease(
        "G",
        await listing("Gull Suite", ownerTwo.id),
        { start: "2025-12-01", end: "2026-04-30", rent: "1200.00" },
        [{ id: t["Rosa Felix"]!, primary: true }],
        [
          { kind: "payment", date: "2026-02-25", value: "1500.00" },
          { kind: "charge", type: "rent", date: "2026-03-01", value: "1200.00", open: "0" },
        ],
      );
      // H: rent due on the 5th, unpaid: 5 days late.
      await lease(
        "H",
        await listing("Harbor View"),
        { start: "2025-10-01", rent: "900.00", dueDay: 5 },
        [{ id: t["Hugo Henry"]!, primary: true }],
        [{ kind: "charge", type: "rent", date: "2026-03-05", value: "900.00", open: "900.00" }],
      );
    });

    const roll = (query: Record<string, unknown> = {}) => app.findRentRoll({ late: false, skip: 0, limit: 50, ...query }, clock);
    const keys = (rows: RentRollRow[]) => rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.leaseRef._id));

    it("has a row per lease covering the month, in part or whole, with its figures", async () => {
      const march = await roll({ month: "2026-03" });
      expect(march.month).toBe("2026-03");
      expect(keys(march.rows)).toEqual(["A", "B", "C", "F", "G", "H"]);
      const byKey: Record<string, RentRollRow> = Object.fromEntries(march.rows.map((row) => [keys([row])[0], row]));
      expect(byKey.A).toMatchObject({
        listingRef: { propertyName: "Alpha Villa" },
        owner: { _id: people.ownerOne, name: "Anse Holdings" },
        tenants: [{ name: "Mia Alvarez", primary: true }],
        rent: "1000.00",
        charged: "1000.00",
        paid: "300.00",
        balance: "1100.00",
        daysLate: 37,
        depositHeld: "1000.00",
        endDate: null,
      });
      expect(byKey.B).toMatchObject({
        charged: "0.00",
        paid: "0.00",
        balance: "0.00",
        daysLate: 0,
        depositHeld: "0.00",
        endDate: "2027-03-14",
      });
      expect(byKey.C).toMatchObject({
        charged: "241.94",
        paid: "241.94",
        balance: "0.00",
        daysLate: 0,
        depositHeld: "1500.00",
        endDate: "2026-03-05",
      });
      expect(byKey.F!.tenants.map((tenant) => [tenant.name, tenant.primary])).toEqual([
        ["Zoe Grant", true],
        ["Amy Zed", false],
      ]);
      expect(byKey.F).toMatchObject({ charged: "800.00", balance: "800.00", daysLate: 0, endDate: null });
      expect(byKey.G).toMatchObject({ charged: "1200.00", paid: "0.00", balance: "-300.00", daysLate: 0, endDate: "2026-04-30" });
      expect(byKey.H).toMatchObject({ charged: "900.00", paid: "0.00", balance: "900.00", daysLate: 5 });
    });

    it("totals every matching lease, exactly", async () => {
      const { totals } = await roll({ month: "2026-03", limit: 1 });
      expect(totals).toEqual({
        count: 6,
        late: 2,
        rent: "7400.00",
        charged: "4141.94",
        paid: "541.94",
        balance: "2500.00",
        depositHeld: "2500.00",
      });
    });

    it("reads another month: the lease ended early is in, the later ones out; the current month by default", async () => {
      const february = await roll({ month: "2026-02" });
      expect(keys(february.rows)).toEqual(["A", "C", "D", "G", "H"]);
      const alpha = february.rows.find((row) => row.leaseRef._id === ids.A)!;
      expect(alpha).toMatchObject({ charged: "1000.00", paid: "600.00" });
      expect(february.rows.find((row) => row.leaseRef._id === ids.D)!.endDate).toBe("2026-02-20");
      expect((await roll()).month).toBe("2026-03");
      expect(keys((await roll({ month: "2026-04" })).rows)).toEqual(["A", "B", "E", "F", "G", "H"]);
    });

    it("filters: late only, owner, specialist, ending within", async () => {
      const late = await roll({ month: "2026-03", late: true });
      expect(keys(late.rows)).toEqual(["A", "H"]);
      expect(late.totals).toMatchObject({ count: 2, late: 2, balance: "2000.00" });
      expect(keys((await roll({ month: "2026-03", owner: people.ownerTwo })).rows)).toEqual(["F", "G"]);
      expect(keys((await roll({ month: "2026-03", specialist: people.second })).rows)).toEqual(["F"]);
      expect(keys((await roll({ month: "2026-03", specialist: people.first, owner: people.ownerTwo })).rows)).toEqual(["G"]);
      expect(keys((await roll({ month: "2026-03", ending: 60 })).rows)).toEqual(["G"]);
      expect(keys((await roll({ month: "2026-03", ending: 400 })).rows)).toEqual(["B", "G"]);
    });

    it("sorts by every column, both ways, with the listing then the lease breaking ties", async () => {
      const all = (await roll({ month: "2026-03" })).rows;
      const valueOf: Record<(typeof RENT_ROLL_SORTS)[number], (row: RentRollRow) => string | number | bigint | null> = {
        listing: (row) => row.listingRef.propertyName.toLowerCase(),
        owner: (row) => row.owner.name.toLowerCase(),
        tenants: (row) => row.tenants[0]!.name.toLowerCase(),
        rent: (row) => toCents(row.rent),
        charged: (row) => toCents(row.charged),
        paid: (row) => toCents(row.paid),
        balance: (row) => toCents(row.balance),
        daysLate: (row) => row.daysLate,
        depositHeld: (row) => toCents(row.depositHeld),
        endDate: (row) => row.endDate,
      };
      for (const sort of RENT_ROLL_SORTS) {
        for (const order of ["asc", "desc"] as const) {
          const sign = order === "asc" ? 1 : -1;
          const compare = (a: RentRollRow, b: RentRollRow) => {
            const [x, y] = [valueOf[sort](a), valueOf[sort](b)];
            // PostgreSQL: nulls last ascending, first descending.
            if (x !== y) return x === null ? sign : y === null ? -sign : x < y ? -sign : sign;
            const [p, q] = [valueOf.listing(a)!, valueOf.listing(b)!];
            return p === q ? 0 : p < q ? -sign : sign;
          };
          const expected = [...all].sort(compare);
          const rows = (await roll({ month: "2026-03", sort, order })).rows;
          expect(keys(rows), `${sort} ${order}`).toEqual(keys(expected));
        }
      }
      expect(keys((await roll({ month: "2026-03", sort: "daysLate", order: "desc" })).rows)).toEqual(["A", "H", "G", "F", "C", "B"]);
      expect(keys((await roll({ month: "2026-03", sort: "balance" })).rows)).toEqual(["G", "B", "C", "F", "H", "A"]);
      // Late only, days late is read from the oldest open due day (its index): the same order as the late rows of the full sort.
      for (const order of ["asc", "desc"] as const) {
        const lateOnly = (await roll({ month: "2026-03", late: true, sort: "daysLate", order })).rows;
        const full = (await roll({ month: "2026-03", sort: "daysLate", order })).rows.filter((row) => row.daysLate > 0);
        expect(keys(lateOnly), `late only, daysLate ${order}`).toEqual(keys(full));
      }
    });

    it("pages in SQL, the totals of every row beside any page", async () => {
      for (const sort of ["listing", "charged"] as const) {
        const page = await roll({ month: "2026-03", sort, skip: 2, limit: 2 });
        const all = await roll({ month: "2026-03", sort });
        expect(keys(page.rows)).toEqual(keys(all.rows).slice(2, 4));
        expect(page.totals.count).toBe(6);
      }
      const past = await roll({ month: "2026-03", skip: 40 });
      expect(past.rows).toEqual([]);
      expect(past.totals.count).toBe(6);
    });

    it("exports every row and the totals as CSV and XLSX", async () => {
      const csv = await app.exportRentRoll("csv", { month: "2026-03", late: false }, clock);
      expect(csv).toMatchObject({ fileName: "rent-roll-2026-03.csv", total: 6 });
      const text = await new Response(csv.body).text();
      const lines = text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Listing,Owner,Tenants,Rent,Charged,Paid,Balance,Days late,Deposit held,Lease end,Lease id");
      expect(lines).toHaveLength(8);
      expect(lines[1]).toMatch(/^Alpha Villa,Anse Holdings,Mia Alvarez,1000.00,1000.00,300.00,1100.00,37,1000.00,Month to month,/);
      expect(lines[4]).toContain("Fig Cottage,Zenith Estates,Zoe Grant; Amy Zed,800.00");
      expect(lines[7]).toBe("Total,6 leases,,7400.00,4141.94,541.94,2500.00,2 late,2500.00,,");

      const xlsx = await app.exportRentRoll("xlsx", { month: "2026-03", late: true }, clock);
      expect(xlsx).toMatchObject({ fileName: "rent-roll-2026-03.xlsx", total: 2 });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await new Response(xlsx.body).arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe("Rent roll March 2026");
      expect(sheet.getRow(3).getCell(1).value).toBe("Alpha Villa");
      expect(sheet.getRow(3).getCell(7).value).toBe(1100);
      expect(sheet.getRow(4).getCell(1).value).toBe("Harbor View");
      expect(sheet.getRow(5).getCell(1).value).toBe("Total");
      expect(sheet.getRow(5).getCell(7).value).toBe(2000);
    });

    it("the dashboard's line and the digest's block", async () => {
      const everyone = await app.getRentSummary(null, clock);
      expect(everyone).toEqual({ month: "2026-03", collected: "541.94", charged: "4141.94", late: 2 });
      expect(await app.getRentSummary(people.second!, clock)).toEqual({ month: "2026-03", collected: "0.00", charged: "800.00", late: 0 });
      const block = await app.getLateRent(people.first!, { ...clock, limit: 1 });
      expect(block.total).toBe(2);
      expect(block.rows).toEqual([
        {
          _id: ids.A,
          listingId: expect.any(String),
          propertyName: "Alpha Villa",
          tenant: "Mia Alvarez",
          balance: "1100.00",
          daysLate: 37,
        },
      ]);
      expect((await app.getLateRent(people.second!, clock)).total).toBe(0);

      const specialist = { id: people.first!, name: "Marisol Ortiz", role: "property-specialist" as const };
      const content = await app.buildDigestContent(specialist, clock);
      expect(content.lateRent.total).toBe(2);
      const { translatorFor } = await import("@/server/i18n/translator");
      const t = await translatorFor("en");
      expect(app.digestSubject(content, t, "en")).toContain("2 leases late on rent");
      const html = await render(
        createElement(app.DigestEmail, {
          t,
          language: "en",
          firstName: "Marisol",
          content,
          digestHour: 7,
          unsubscribeUrl: "https://x.test/u",
        }),
      );
      expect(html).toContain("Late rent");
      expect(html).toContain("37 days late · owes $1,100.00 · Mia Alvarez");
      expect(html).toContain(`/leases/view/${ids.A}`);
    });

    it("holds the totals while no lease row changes, and sums again after any change, once a transaction", async () => {
      const march = () => roll({ month: "2026-03", limit: 1 }).then((result) => result.totals);
      const version = async () =>
        Number((await app.prisma.$queryRaw<{ version: bigint }[]>`SELECT version FROM rent_roll_version`)[0]!.version);
      const before = await march();
      expect(before).toMatchObject({ count: 6, rent: "7400.00", paid: "541.94" });

      // Held: a change the triggers do not see (switched off for the test) leaves the held totals as they were.
      await app.prisma.$executeRawUnsafe(`ALTER TABLE leases DISABLE TRIGGER leases_rent_roll_version`);
      try {
        await app.prisma.lease.update({ where: { id: ids.A }, data: { rent: "1100.00" } });
        expect(await march()).toEqual(before);
      } finally {
        await app.prisma.$executeRawUnsafe(`ALTER TABLE leases ENABLE TRIGGER leases_rent_roll_version`);
      }
      await app.prisma.lease.update({ where: { id: ids.A }, data: { rent: "1000.00" } });

      // A lease's rent, its month's payments, a listing's specialist: each is summed again at once.
      let seen = await version();
      await app.prisma.lease.update({ where: { id: ids.H }, data: { rent: "950.00" } });
      expect(await version()).toBe(seen + 1);
      expect(await march()).toMatchObject({ rent: "7450.00" });
      await app.prisma.leaseMonth.update({
        where: { leaseId_month: { leaseId: ids.H!, month: dbDate("2026-03-01") } },
        data: { paid: "100.00" },
      });
      expect(await march()).toMatchObject({ paid: "641.94" });
      const listingOfF = (await app.prisma.lease.findUniqueOrThrow({ where: { id: ids.F } })).listingId;
      const bySecond = () => roll({ month: "2026-03", specialist: people.second, limit: 1 }).then((result) => result.totals.count);
      expect(await bySecond()).toBe(1);
      await app.prisma.listing.update({ where: { id: listingOfF }, data: { propertySpecialistId: people.first } });
      expect(await bySecond()).toBe(0);

      // One raise a transaction however many rows it writes; none for a transaction rolled back.
      seen = await version();
      await app.prisma.$transaction([
        app.prisma.lease.update({ where: { id: ids.H }, data: { rent: "900.00" } }),
        app.prisma.leaseMonth.update({ where: { leaseId_month: { leaseId: ids.H!, month: dbDate("2026-03-01") } }, data: { paid: "0" } }),
        app.prisma.listing.update({ where: { id: listingOfF }, data: { propertySpecialistId: people.second } }),
      ]);
      expect(await version()).toBe(seen + 1);
      await expect(
        app.prisma.$transaction(async (tx) => {
          await tx.lease.update({ where: { id: ids.H }, data: { rent: "1.00" } });
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      expect(await version()).toBe(seen + 1);
      expect(await march()).toEqual(before);
      expect(await bySecond()).toBe(1);
    });
  });
}
