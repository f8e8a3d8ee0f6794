import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { evaluateRows } from "@/server/imports/evaluate-rows";
import { IMPORTERS } from "@/server/imports/importers";
import { postEntry } from "@/server/accounts/post-transaction";
import { clientData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The import kinds' plan (the dry run) and write (the commit) by direct call,
 * on PostgreSQL and PGlite: references found in any case, duplicates, the
 * batch insert with its audit rows, and opening balances through the ledger.
 * (The HTTP flow is tests/api/imports.spec.ts, on PostgreSQL.)
 */
describe.each(BACKENDS)("imports on $name", (backend) => {
  const db = migratedDatabase(backend);
  let actor: Actor;

  beforeAll(async () => {
    const user = await db.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
  });

  const choices = { dateOrder: null, duplicates: "skip" as const };

  it("listings: the owner by e-mail in any case, the specialist by name; a second import of the same rows finds duplicates", async () => {
    const client = await db.prisma.client.create({ data: clientData() });
    const specialist = await db.prisma.user.create({ data: userData({ firstName: "Rita", lastName: "Moreau" }) });
    const columns = ["Property", "Owner", "Specialist", "Status", "Listing type", "Location", "Zoning", "Sale price", "Lot size", "Acres"];
    const rows = [
      [
        "Sea Lot",
        client.contactEmailAddress.toUpperCase(),
        "rita moreau",
        "For Sale",
        "Land Only",
        "Soufrière",
        "Residential",
        "$90,000",
        "8,000",
        "0.18",
      ],
      ["Bad Lot", "Nobody Known", "rita moreau", "For Sale", "Land Only", "Soufrière", "Residential", "", "8000", "0.18"],
    ];
    const mapping = {
      Property: "propertyName",
      Owner: "client",
      Specialist: "propertySpecialist",
      Status: "status",
      "Listing type": "listingType",
      Location: "location",
      Zoning: "zoning",
      "Sale price": "salePriceInUS",
      "Lot size": "lotSizeSqFeet",
      Acres: "lotSizeAcres",
    };
    const input = { kind: "listings" as const, columns, rows, mapping, ...choices };
    const first = await evaluateRows(db.prisma, input, actor);
    expect(first.plans.map((plan) => plan.status)).toEqual(["new", "error"]);
    expect(first.errors.map((error) => [error.row, error.field])).toEqual([
      [3, "client"],
      [3, "salePriceInUS"],
    ]);

    const records = await db.prisma.$transaction((tx) =>
      IMPORTERS.listings.write(tx, first.plans, { actor, fileName: "lots.csv", now: new Date() }),
    );
    expect(records).toMatchObject([{ type: "listing", action: "created", name: "Sea Lot" }]);
    const listing = await db.prisma.listing.findUniqueOrThrow({ where: { id: records[0]!.id } });
    expect(listing).toMatchObject({
      clientId: client.id,
      propertySpecialistId: specialist.id,
      status: "for-sale",
      listingType: "land-only",
    });
    expect(listing.salePriceInUS?.toFixed(2)).toBe("90000.00");
    const audit = await db.prisma.auditLog.findFirstOrThrow({ where: { entityId: listing.id } });
    expect(audit).toMatchObject({
      action: "create",
      entityType: "listing",
      changes: expect.objectContaining({ importedFrom: "lots.csv" }),
    });

    const second = await evaluateRows(db.prisma, input, actor);
    expect(second.plans[0]).toEqual({ status: "skip", existingId: listing.id });
  });

  it("opening balances: posted through the ledger in one transaction, a debit for a negative amount", async () => {
    const client = await db.prisma.client.create({ data: clientData() });
    const input = {
      kind: "opening-balances" as const,
      columns: ["Client", "Date", "Amount"],
      rows: [
        [client.name, "2025-01-02", "1,000.00"],
        [client.name, "2025-01-03", "(250.50)"],
      ],
      mapping: { Client: "client", Date: "date", Amount: "amount" },
      ...choices,
    };
    const evaluation = await evaluateRows(db.prisma, input, actor);
    expect(evaluation.errors).toEqual([]);
    await db.prisma.$transaction((tx) =>
      IMPORTERS["opening-balances"].write(tx, evaluation.plans, { actor, fileName: "open.csv", now: new Date() }),
    );
    const account = await db.prisma.account.findUniqueOrThrow({ where: { clientId: client.id } });
    expect(account.balance.toFixed(2)).toBe("749.50");
    const entries = await db.prisma.accountTransaction.findMany({ where: { clientId: client.id }, orderBy: { sequence: "asc" } });
    expect(entries.map((entry) => [entry.column, entry.value.toFixed(2), entry.closingBalance.toFixed(2)])).toEqual([
      ["credit", "1000.00", "1000.00"],
      ["debit", "250.50", "749.50"],
    ]);
    // The same rows again are duplicates, skipped.
    const again = await evaluateRows(db.prisma, input, actor);
    expect(again.plans.map((plan) => plan.status)).toEqual(["skip", "skip"]);
  });

  it("opening balances in bulk: each ledger's closing balances and its account are what posting one at a time gives, back-dated rows included", async () => {
    const clients = await Promise.all([0, 1, 2].map(() => db.prisma.client.create({ data: clientData() })));
    // Existing entries: a back-dated opening balance lands before them and moves their closing balances.
    for (const [index, client] of clients.entries())
      await db.prisma.$transaction((tx) =>
        postEntry(tx, {
          data: {
            clientRef: client.id,
            column: "credit",
            type: "cash",
            description: "Rent",
            value: `${100 * (index + 1)}.00`,
            date: "2025-03-01",
          },
          date: new Date("2025-03-01T12:00:00Z"),
          actor,
        }),
      );
    const rows = clients.flatMap((client, index) => [
      [client.name, "2025-01-15", `${(index + 1) * 1000}.25`],
      [client.name, "2025-06-30", "(99.99)"],
      [client.name, "2025-02-01", "10"],
    ]);
    const evaluation = await evaluateRows(
      db.prisma,
      {
        kind: "opening-balances",
        columns: ["Client", "Date", "Amount"],
        rows,
        mapping: { Client: "client", Date: "date", Amount: "amount" },
        ...choices,
      },
      actor,
    );
    expect(evaluation.errors).toEqual([]);
    const records = await db.prisma.$transaction((tx) =>
      IMPORTERS["opening-balances"].write(tx, evaluation.plans, { actor, fileName: "bulk.csv", now: new Date() }),
    );
    expect(records.map((record) => record.clientId)).toEqual(clients.flatMap((client) => [client.id, client.id, client.id]));
    expect(records[0]!.name).toBe(`${clients[0]!.name}: opening balance 1000.25`);
    for (const [index, client] of clients.entries()) {
      const entries = await db.prisma.accountTransaction.findMany({
        where: { clientId: client.id },
        orderBy: [{ date: "asc" }, { sequence: "asc" }],
      });
      let running = 0;
      for (const entry of entries) {
        running += (entry.column === "credit" ? 1 : -1) * Math.round(Number(entry.value) * 100);
        expect(Math.round(Number(entry.closingBalance) * 100)).toBe(running);
      }
      const account = await db.prisma.account.findUniqueOrThrow({ where: { clientId: client.id } });
      expect(account.entryCount).toBe(4);
      expect(Math.round(Number(account.balance) * 100)).toBe(running);
      expect(running).toBe((index + 1) * 100_000 + 25 + 1_000 - 9_999 + (index + 1) * 10_000);
    }
    const audits = await db.prisma.auditLog.findMany({ where: { entityId: clients[0]!.id, action: "post" }, orderBy: { at: "asc" } });
    expect(audits).toHaveLength(4);
    expect(audits.filter((audit) => (audit.changes as { importedFrom?: string }).importedFrom === "bulk.csv")).toHaveLength(3);
    expect(audits.some((audit) => (audit.changes as { backDated?: boolean }).backDated)).toBe(true);
  });
});
