import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { evaluateRows } from "@/server/imports/evaluate-rows";
import { IMPORTERS } from "@/server/imports/importers";
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
});
