import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import type { ImportKind } from "@/lib/domain/import-fields";
import type { ImportMapping } from "@/lib/schemas/import";
import { addDays } from "@/lib/domain/rent";
import { appForSuite, appOnPostgres } from "./app-database";
import { clientData, importData, listingData, unique, userData } from "./factories";

/**
 * Tenants and leases as import kinds, and the listing import's lease columns
 * (PRODUCT.md#imports), on the app's own modules (PostgreSQL): each file
 * committed by the imports.commit job's own function, then undone.
 */
describe("rent imports (PostgreSQL)", () => {
  const app = appForSuite(appOnPostgres, async () => ({
    ...(await import("@/server/imports/commit-import")),
    ...(await import("@/server/imports/undo-import")),
    ...(await import("@/server/imports/evaluate-rows")),
    ...(await import("@/server/leases/agency-today")),
    ...(await import("@/server/leases/tenant-ledger")),
    ...(await import("@/server/rent/charge-rent")),
  }));
  let actor: Actor;
  let clientId: string;
  let specialistId: string;
  let specialistEmail: string;
  let today: string;

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
    clientId = (await app.prisma.client.create({ data: clientData() })).id;
    const specialist = await app.prisma.user.create({ data: userData() });
    specialistId = specialist.id;
    specialistEmail = specialist.email;
    today = app.agencyToday();
  });

  const firstTry = { id: "test", retryCount: 0, isLastTry: true };

  /** A file of `kind` committed as the job does; answers the import as it ends. */
  async function commit(kind: ImportKind, columns: string[], rows: string[][], mapping: ImportMapping, duplicates = "skip") {
    const stored = await app.prisma.dataImport.create({
      data: importData({ kind, columns, rows, mapping }, actor, { duplicates, status: "committing" }),
    });
    await app.runImportCommit({ importId: stored.id, actor }, firstTry);
    return app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } });
  }

  const listing = (overrides: Record<string, unknown> = {}) =>
    app.prisma.listing.create({ data: listingData({ clientId, propertySpecialistId: specialistId }, overrides) });

  const tenantColumns = ["First", "Last", "Company", "E-mail", "Phone"];
  const tenantMapping = { First: "firstName", Last: "lastName", Company: "companyName", "E-mail": "email", Phone: "phone" };

  async function importTenants(rows: string[][], duplicates = "skip") {
    return commit("tenants", tenantColumns, rows, tenantMapping, duplicates);
  }

  it("tenants: a person or a company, checked by the tenant form's rule; duplicates by e-mail skipped or updated; undo", async () => {
    const tag = unique();
    const evaluation = await app.evaluateRows(
      app.prisma,
      {
        kind: "tenants",
        columns: tenantColumns,
        rows: [
          ["Ann", "Baptiste", "", `ann_${tag}@example.com`, "555 0101"],
          ["", "", "Sunset Rentals Ltd", `SUNSET_${tag}@example.com`, ""],
          ["Only", "", "", "", ""],
          ["Ann", "Again", "", `ANN_${tag}@EXAMPLE.COM`, ""],
        ],
        mapping: tenantMapping,
        dateOrder: null,
        duplicates: "skip",
      },
      actor,
    );
    expect(evaluation.plans.map((plan) => plan.status)).toEqual(["new", "new", "error", "error"]);
    expect(evaluation.errors.map((error) => [error.row, error.field, error.message])).toEqual([
      [4, "lastName", "Enter a first and last name, or a company name."],
      [4, "companyName", "Enter a first and last name, or a company name."],
      [5, "email", "Repeats row 2 of the file."],
    ]);

    const first = await importTenants([
      ["Ann", "Baptiste", "", `ann_${tag}@example.com`, "555 0101"],
      ["", "", "Sunset Rentals Ltd", `sunset_${tag}@example.com`, ""],
    ]);
    expect(first).toMatchObject({ status: "committed", createdCount: 2 });
    const ann = await app.prisma.tenant.findFirstOrThrow({ where: { email: `ann_${tag}@example.com` } });
    expect(ann).toMatchObject({ firstName: "Ann", lastName: "Baptiste", companyName: null, phone: "555 0101" });
    const audit = await app.prisma.auditLog.findFirstOrThrow({ where: { entityId: ann.id, action: "create" } });
    expect(audit.changes).toMatchObject({ importedFrom: first.fileName });

    // The same e-mail (any case): skipped, or updated — only the mapped cells change.
    const skipped = await importTenants([["Ann", "Baptiste", "", `ANN_${tag}@example.com`, "555 0199"]]);
    expect(skipped).toMatchObject({ status: "committed", createdCount: 0, skippedCount: 1 });
    const updated = await commit(
      "tenants",
      ["E-mail", "Phone"],
      [[`Ann_${tag}@example.com`, "555 0199"]],
      { "E-mail": "email", Phone: "phone" },
      "update",
    );
    expect(updated).toMatchObject({ status: "committed", updatedCount: 1 });
    expect(await app.prisma.tenant.findUniqueOrThrow({ where: { id: ann.id } })).toMatchObject({ firstName: "Ann", phone: "555 0199" });

    expect(await app.undoImport({ id: updated.id, actor })).toEqual({ removed: 0, restored: 1 });
    expect((await app.prisma.tenant.findUniqueOrThrow({ where: { id: ann.id } })).phone).toBe("555 0101");
    // Ann changed since the first import (the update and its undo): it is not undone; a tenant named on a lease since neither.
    await expect(app.undoImport({ id: first.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Ann Baptiste (tenant: edited since)"),
    });
    const more = await importTenants([
      ["Lee", "Charles", "", `lee_${tag}@example.com`, ""],
      ["Rose", "Alexis", "", `rose_${tag}@example.com`, ""],
    ]);
    const rose = await app.prisma.tenant.findFirstOrThrow({ where: { email: `rose_${tag}@example.com` } });
    const held = await app.prisma.lease.create({
      data: { listingId: (await listing()).id, startDate: new Date("2026-01-01"), rent: "500.00", chargesFrom: new Date("2026-01-01") },
    });
    await app.prisma.leaseTenant.create({ data: { leaseId: held.id, tenantId: rose.id, primary: true } });
    await expect(app.undoImport({ id: more.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Rose Alexis (tenant: a lease added since)"),
    });
    await app.prisma.lease.delete({ where: { id: held.id } });
    expect(await app.undoImport({ id: more.id, actor })).toEqual({ removed: 2, restored: 0 });
    expect(await app.prisma.tenant.count({ where: { email: { in: [`lee_${tag}@example.com`, `rose_${tag}@example.com`] } } })).toBe(0);
  });

  const leaseColumns = ["Property", "Tenant", "Start", "End", "Rent", "Due", "Deposit", "Balance"];
  const leaseMapping = {
    Property: "listing",
    Tenant: "tenant",
    Start: "startDate",
    End: "endDate",
    Rent: "rent",
    Due: "dueDay",
    Deposit: "deposit",
    Balance: "openingBalance",
  };

  async function ledgerOf(leaseId: string) {
    const entries = await app.prisma.leaseEntry.findMany({ where: { leaseId }, orderBy: { sequence: "asc" } });
    return entries.map((entry) => ({
      date: entry.date.toISOString().slice(0, 10),
      kind: entry.kind,
      chargeType: entry.chargeType,
      method: entry.method,
      reference: entry.reference,
      description: entry.description,
      value: entry.value.toFixed(2),
      open: entry.open.toFixed(2),
      balance: entry.balance.toFixed(2),
    }));
  }

  it("leases: made with their primary tenant and their opening balance (owed or a credit), charging nothing due before today; overlaps refused; undo", async () => {
    const tag = unique();
    await importTenants([
      ["Keisha", "Joseph", "", `keisha_${tag}@example.com`, ""],
      ["", "", `Trade Winds ${tag} Ltd`, "", ""],
      ["Marc", "Felix", "", `marc_${tag}@example.com`, ""],
    ]);
    const [villa, cottage, loft] = await Promise.all([listing(), listing(), listing()]);
    // The loft has a lease already: a row overlapping it is refused, naming it.
    const marc = await app.prisma.tenant.findFirstOrThrow({ where: { email: `marc_${tag}@example.com` } });
    const held = await app.prisma.lease.create({
      data: {
        listingId: loft!.id,
        startDate: new Date("2025-06-01"),
        endDate: new Date("2030-05-31"),
        rent: "900.00",
        chargesFrom: new Date("2025-06-01"),
      },
    });
    await app.prisma.leaseTenant.create({ data: { leaseId: held.id, tenantId: marc.id, primary: true } });

    const rows = [
      [villa!.propertyName.toUpperCase(), `KEISHA_${tag}@example.com`, "2025-01-01", "2030-12-31", "$1,550.00", "5", "1,550.00", "250.00"],
      [cottage!.id, `trade winds ${tag} ltd`, "2025-03-01", "", "800", "", "", "(100.50)"],
      [villa!.propertyName, `keisha_${tag}@example.com`, "2030-06-01", "2031-05-31", "1600", "1", "", ""],
      [loft!.propertyName, `keisha_${tag}@example.com`, "2026-01-01", "", "950", "1", "", ""],
      ["Nowhere House", "Nobody", "2026-01-01", "", "0", "40", "", "1.234"],
    ];
    const evaluation = await app.evaluateRows(
      app.prisma,
      { kind: "leases", columns: leaseColumns, rows, mapping: leaseMapping, dateOrder: null, duplicates: "skip" },
      actor,
    );
    expect(evaluation.plans.map((plan) => plan.status)).toEqual(["new", "new", "error", "error", "error"]);
    expect(evaluation.errors).toEqual([
      {
        row: 4,
        column: "Start",
        field: "startDate",
        message: "These dates overlap the lease on row 2 of the file (2025-01-01 to 2030-12-31) on this listing.",
        name: villa!.propertyName,
      },
      {
        row: 5,
        column: "Start",
        field: "startDate",
        message: "These dates overlap the lease of Marc Felix (2025-06-01 to 2030-05-31) on this listing.",
        name: loft!.propertyName,
      },
      {
        row: 6,
        column: "Property",
        field: "listing",
        message: "No listing is named “Nowhere House” or has that id.",
        name: "Nowhere House",
      },
      {
        row: 6,
        column: "Tenant",
        field: "tenant",
        message: "No tenant is named “Nobody” or has that e-mail address. Import the tenants first.",
        name: "Nowhere House",
      },
      { row: 6, column: "Rent", field: "rent", message: "Rent must be greater than zero.", name: "Nowhere House" },
      { row: 6, column: "Due", field: "dueDay", message: "Due day must be from 1 to 28.", name: "Nowhere House" },
      {
        row: 6,
        column: "Balance",
        field: "openingBalance",
        message: "Opening balance can have at most 2 decimal places.",
        name: "Nowhere House",
      },
    ]);

    const done = await commit("leases", leaseColumns, rows, leaseMapping);
    expect(done).toMatchObject({ status: "committed", createdCount: 2, skippedCount: 0 });

    const owed = await app.prisma.lease.findFirstOrThrow({
      where: { listingId: villa!.id },
      include: { tenants: { include: { tenant: true } } },
    });
    expect(owed).toMatchObject({ dueDay: 5, entryCount: 1, createdById: actor.id });
    // The opening balance holds what is due through the import day: the lease charges from the next day.
    expect(owed.chargesFrom.toISOString().slice(0, 10)).toBe(addDays(today, 1));
    expect([owed.rent.toFixed(2), owed.deposit.toFixed(2), owed.balance.toFixed(2)]).toEqual(["1550.00", "1550.00", "250.00"]);
    expect(owed.tenants.map(({ tenant, primary }) => [tenant.firstName, primary])).toEqual([["Keisha", true]]);
    // Only the opening balance: no month of rent, no deposit (both were due before the import day).
    expect(await ledgerOf(owed.id)).toEqual([
      {
        date: today,
        kind: "charge",
        chargeType: "other",
        method: null,
        reference: null,
        description: "Opening balance",
        value: "250.00",
        open: "250.00",
        balance: "250.00",
      },
    ]);

    const credit = await app.prisma.lease.findFirstOrThrow({ where: { listingId: cottage!.id } });
    expect([credit.endDate, credit.dueDay, credit.deposit.toFixed(2), credit.balance.toFixed(2)]).toEqual([null, 1, "0.00", "-100.50"]);
    expect(await ledgerOf(credit.id)).toEqual([
      {
        date: today,
        kind: "payment",
        chargeType: null,
        method: "other",
        reference: "Opening balance",
        description: "Opening balance",
        value: "100.50",
        open: "100.50",
        balance: "-100.50",
      },
    ]);

    // The listings read their new lease records.
    const villaNow = await app.prisma.listing.findUniqueOrThrow({ where: { id: villa!.id } });
    expect(villaNow).toMatchObject({ tenantName: "Keisha Joseph", tenantEmail: `keisha_${tag}@example.com` });
    expect(villaNow.leaseStartDate?.toISOString().slice(0, 10)).toBe("2025-01-01");
    expect((await app.prisma.listing.findUniqueOrThrow({ where: { id: cottage!.id } })).tenantName).toBe(`Trade Winds ${tag} Ltd`);

    // The same file again: the leases are there (same listing, same start) and skipped.
    const again = await commit("leases", leaseColumns, rows.slice(0, 2), leaseMapping);
    expect(again).toMatchObject({ status: "committed", createdCount: 0, skippedCount: 2 });

    // Rent charged since on one lease: the undo names it and removes nothing.
    await app.prisma.$transaction(async (tx) => {
      const lease = (await app.lockLease(tx, owed.id))!;
      await app.appendEntries(tx, lease, [
        { date: today, kind: "charge", chargeType: "fee", description: "Key copy", value: "20.00", postedById: actor.id },
      ]);
    });
    await expect(app.undoImport({ id: done.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining(`${villa!.propertyName}: Keisha Joseph, from 2025-01-01 (lease: a ledger entry added since)`),
    });
    expect(await app.prisma.lease.count({ where: { id: { in: [owed.id, credit.id] } } })).toBe(2);

    // A lease nobody added to is undone: it goes with its opening entry, the listing's lease fields with it; its tenant stays.
    const [bungalow] = await Promise.all([listing()]);
    const single = await commit(
      "leases",
      leaseColumns,
      [[bungalow!.propertyName, `marc_${tag}@example.com`, today, "", "700", "", "", "-50"]],
      leaseMapping,
    );
    expect(single).toMatchObject({ status: "committed", createdCount: 1 });
    expect((await app.prisma.listing.findUniqueOrThrow({ where: { id: bungalow!.id } })).tenantName).toBe("Marc Felix");
    expect(await app.undoImport({ id: single.id, actor })).toEqual({ removed: 1, restored: 0 });
    expect(await app.prisma.lease.count({ where: { listingId: bungalow!.id } })).toBe(0);
    expect(await app.prisma.leaseEntry.count({ where: { lease: { listingId: bungalow!.id } } })).toBe(0);
    expect((await app.prisma.listing.findUniqueOrThrow({ where: { id: bungalow!.id } })).tenantName).toBeNull();
    expect(await app.prisma.tenant.count({ where: { id: marc.id } })).toBe(1);
  });

  it("leases: rent and deposit due on the import day are in the opening balance, never charged a second time by the rent run", async () => {
    const tag = unique();
    await importTenants([["Nadia", "Charles", "", `nadia_${tag}@example.com`, ""]]);
    const [flat] = await Promise.all([listing()]);
    // Starting today: this month's rent (due on the first day) and the deposit are both due on the import day,
    // and the opening balance says what the tenant owes for them.
    const done = await commit(
      "leases",
      leaseColumns,
      [[flat!.propertyName, `nadia_${tag}@example.com`, today, "", "1200", "1", "1200", "2400.00"]],
      leaseMapping,
    );
    expect(done).toMatchObject({ status: "committed", createdCount: 1 });
    const lease = await app.prisma.lease.findFirstOrThrow({ where: { listingId: flat!.id } });
    // The month's rent run, today and tomorrow, posts nothing for it: only the opening balance is owed.
    await app.chargeRentDue();
    await app.chargeRentDue({ now: new Date(Date.now() + 86_400_000) });
    expect((await ledgerOf(lease.id)).map((entry) => [entry.date, entry.kind, entry.description, entry.value])).toEqual([
      [today, "charge", "Opening balance", "2400.00"],
    ]);
    expect((await app.prisma.lease.findUniqueOrThrow({ where: { id: lease.id } })).balance.toFixed(2)).toBe("2400.00");
  });

  const listingColumns = [
    ...["Property", "Owner", "Status", "Listing type", "Location", "Zoning", "Rent", "Lot", "Acres"],
    ...["Start", "End", "Tenant", "Phone", "E-mail", "Type", "Size", "Beds", "Baths"],
  ];
  const listingMapping = {
    Property: "propertyName",
    Owner: "client",
    Status: "status",
    "Listing type": "listingType",
    Location: "location",
    Zoning: "zoning",
    Rent: "rentalPriceInUS",
    Lot: "lotSizeSqFeet",
    Acres: "lotSizeAcres",
    Start: "leaseStartDate",
    End: "leaseEndDate",
    Tenant: "tenantName",
    Phone: "tenantPhoneNumber",
    "E-mail": "tenantEmail",
    Type: "propertyType",
    Size: "propertySizeSqFeet",
    Beds: "bedrooms",
    Baths: "bathrooms",
  };

  it("listings: the lease columns make a tenant and a lease record, as the spec's form does; an update follows; undo takes them back", async () => {
    const tag = unique();
    const owner = await app.prisma.client.findUniqueOrThrow({ where: { id: clientId } });
    const row = (name: string, tenant: string) => [
      name,
      owner.name,
      "Rented",
      "Land & Property",
      `Gros Islet ${tag}`,
      "Residential",
      "$1,200.00",
      "5000",
      "0.1",
      "2025-02-01",
      "2027-01-31",
      tenant,
      "+1 758 555 0142",
      tenant ? `${tenant.split(" ")[0]!.toLowerCase()}_${tag}@example.com` : "",
      ...["Villa", "2400", "3", "2"],
    ];
    const created = await commit(
      "listings",
      [...listingColumns, "Specialist"],
      [
        [...row(`Palm Court ${tag}`, "Maria del Carmen"), specialistEmail],
        [...row(`Bare Lot ${tag}`, ""), specialistEmail].map((cell, index) => (index >= 9 && index <= 13 ? "" : cell)),
      ],
      { ...listingMapping, Specialist: "propertySpecialist" },
    );
    const check = await app.evaluateRows(
      app.prisma,
      {
        kind: "listings",
        columns: created.columns as string[],
        rows: created.rows as string[][],
        mapping: created.mapping as ImportMapping,
        dateOrder: null,
        duplicates: "skip",
      },
      actor,
    );
    expect(check.errors).toEqual([]);
    expect(created).toMatchObject({ status: "committed", createdCount: 2, commitError: null });
    const palm = await app.prisma.listing.findFirstOrThrow({ where: { propertyName: `Palm Court ${tag}` } });
    const lease = await app.prisma.lease.findFirstOrThrow({
      where: { listingId: palm.id },
      include: { tenants: { include: { tenant: true } } },
    });
    expect(lease.rent.toFixed(2)).toBe("1200.00");
    expect(lease.chargesFrom.toISOString().slice(0, 10)).toBe(today);
    expect(lease.entryCount).toBe(0);
    expect(lease.tenants[0]!.tenant).toMatchObject({ firstName: "Maria", lastName: "del Carmen", email: `maria_${tag}@example.com` });
    const bare = await app.prisma.listing.findFirstOrThrow({ where: { propertyName: `Bare Lot ${tag}` } });
    expect(await app.prisma.lease.count({ where: { listingId: bare.id } })).toBe(0);

    // Rent charged on the lease since: the undo names it; without it, the listings, the lease and its tenant go
    // (the lease and tenant are the import's own, not "added since").
    const rent = await app.prisma.$transaction(async (tx) => {
      const locked = (await app.lockLease(tx, lease.id))!;
      return app.appendEntries(tx, locked, [
        { date: today, kind: "charge", chargeType: "rent", description: "Rent", value: "1200.00", postedById: null },
      ]);
    });
    await expect(app.undoImport({ id: created.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/^Nothing was undone: 1 record was .*\(lease: a ledger entry added since\)\.$/),
    });
    await app.prisma.leaseEntry.deleteMany({ where: { id: { in: rent } } });
    expect(await app.undoImport({ id: created.id, actor })).toEqual({ removed: 4, restored: 0 });
    expect(await app.prisma.listing.count({ where: { id: { in: [palm.id, bare.id] } } })).toBe(0);
    expect(await app.prisma.lease.count({ where: { id: lease.id } })).toBe(0);
    expect(await app.prisma.tenant.count({ where: { id: lease.tenants[0]!.tenantId } })).toBe(0);

    // An update of the lease columns (another listing): the lease's tenant follows; the undo puts the listing and its tenant back.
    const second = await commit(
      "listings",
      [...listingColumns, "Specialist"],
      [[...row(`Sea Grape ${tag}`, "Maria del Carmen"), specialistEmail]],
      {
        ...listingMapping,
        Specialist: "propertySpecialist",
      },
    );
    expect(second).toMatchObject({ status: "committed", createdCount: 1 });
    const grape = await app.prisma.listing.findFirstOrThrow({ where: { propertyName: `Sea Grape ${tag}` } });
    const grapeLease = await app.prisma.lease.findFirstOrThrow({ where: { listingId: grape.id }, include: { tenants: true } });
    const update = await commit(
      "listings",
      ["Property", "Location", "Tenant", "Phone"],
      [[`Sea Grape ${tag}`, `Gros Islet ${tag}`, "Jean Pierre", "+1 758 555 0177"]],
      { Property: "propertyName", Location: "location", Tenant: "tenantName", Phone: "tenantPhoneNumber" },
      "update",
    );
    expect(update).toMatchObject({ status: "committed", updatedCount: 1, commitError: null });
    const renamed = await app.prisma.tenant.findUniqueOrThrow({ where: { id: grapeLease.tenants[0]!.tenantId } });
    expect(renamed).toMatchObject({ firstName: "Jean", lastName: "Pierre", phone: "+1 758 555 0177" });
    expect(await app.undoImport({ id: update.id, actor })).toEqual({ removed: 0, restored: 1 });
    expect(await app.prisma.tenant.findUniqueOrThrow({ where: { id: renamed.id } })).toMatchObject({
      firstName: "Maria",
      lastName: "del Carmen",
      phone: "+1 758 555 0142",
    });
    expect((await app.prisma.listing.findUniqueOrThrow({ where: { id: grape.id } })).tenantName).toBe("Maria del Carmen");
  });
});
