import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { buildListings } from "@/prisma/seed/build-listings";
import { localCalendar } from "@/prisma/seed/calendar";
import { DEMO_CLIENTS } from "@/prisma/seed/data/clients";
import { createRandom } from "@/prisma/seed/random";
import { clientData, userData } from "./factories";
import { BACKENDS, MIGRATIONS_DIR, type Harness } from "./harness";

/**
 * Upgrading in place (issue 42 "Done when"): a database made by the version
 * before tenants and leases, holding the demo's listings, migrates; then every
 * listing reads its lease exactly as before, and each has a tenant and a lease
 * record that say the same — a name of one word kept whole, a company kept
 * whole too, and no rent charged for anything due before the upgrade.
 */
const MIGRATION = "20261207090000_tenants_leases";

function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-before-"));
  for (const entry of readdirSync(MIGRATIONS_DIR)) {
    if (entry < name || !/^\d/.test(entry)) cpSync(join(MIGRATIONS_DIR, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

const LEASE_COLUMNS = {
  id: true,
  leaseStartDate: true,
  leaseEndDate: true,
  tenantName: true,
  tenantPhoneNumber: true,
  tenantEmail: true,
  rentalPriceInUS: true,
} as const;

/** Listing columns later migrations add: the database before this one has none of them to read back. */
const LATER_LISTING_COLUMNS = { propertyNameOrder: true } as const;

describe.each(BACKENDS)("the tenants and leases migration on $name", (backend) => {
  let db: Harness;
  let before: string;
  let listingsBefore: Omit<Awaited<ReturnType<Harness["prisma"]["listing"]["findFirstOrThrow"]>>, keyof typeof LATER_LISTING_COLUMNS>[];

  /**
   * A row as the schema before the migration has it: the current Prisma client would also write the columns later
   * migrations add with a default (users' and clients' `language`).
   */
  async function insertRow(table: "users" | "clients", data: object): Promise<{ id: string }> {
    const columns = Object.keys(data).map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    const placeholders = columns.map((_, index) => `$${index + 1}`).join(", ");
    // updated_at is Prisma's @updatedAt: the client writes it, the table has no default.
    const [row] = await db.runner.query<{ id: string }>(
      `INSERT INTO ${table} (${columns.join(", ")}, updated_at) VALUES (${placeholders}, now()) RETURNING id::text AS id`,
      Object.values(data),
    );
    return row!;
  }

  beforeAll(async () => {
    db = await backend.open();
    before = migrationsBefore(MIGRATION);
    await applyMigrations(db.runner, { migrationsDir: before, log: () => {} });
    const specialists = await Promise.all([0, 1, 2, 3, 4].map(() => insertRow("users", userData())));
    const clients = await Promise.all(DEMO_CLIENTS.slice(0, 12).map((client) => insertRow("clients", clientData({ name: client.name }))));
    const rows = buildListings(
      createRandom(20261121),
      localCalendar(new Date("2026-12-06T12:00:00Z"), "America/St_Lucia"),
      clients,
      specialists,
    ).map((listing) => Object.fromEntries(Object.entries(listing.row).filter(([, value]) => value !== undefined)) as typeof listing.row);
    await db.prisma.listing.createMany({ data: rows.map((row) => ({ ...row, imageId: null })) });
    // The odd ones a real database holds: a one-word name, a name alone, a phone alone.
    const [first] = await db.prisma.listing.findMany({ take: 1, orderBy: { id: "asc" }, select: { clientId: true } });
    await db.prisma.listing.create({
      select: { id: true },
      data: {
        ...rows[0]!,
        id: randomUUID(),
        imageId: null,
        propertyName: "Odd 1",
        tenantName: "Madonna",
        tenantPhoneNumber: null,
        tenantEmail: null,
        leaseStartDate: null,
        leaseEndDate: null,
        clientId: first!.clientId,
      },
    });
    await db.prisma.listing.create({
      select: { id: true },
      data: {
        ...rows[0]!,
        id: randomUUID(),
        imageId: null,
        propertyName: "Odd 2",
        tenantName: null,
        tenantPhoneNumber: "+1 758 555 0100",
        tenantEmail: null,
        leaseStartDate: new Date("2026-02-01"),
        leaseEndDate: null,
        clientId: first!.clientId,
      },
    });
    listingsBefore = await db.prisma.listing.findMany({ orderBy: { id: "asc" }, omit: LATER_LISTING_COLUMNS });
    await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("leaves every listing's lease fields as they were", async () => {
    const after = await db.prisma.listing.findMany({ orderBy: { id: "asc" }, select: LEASE_COLUMNS });
    expect(after).toEqual(
      listingsBefore.map((listing) => ({
        id: listing.id,
        leaseStartDate: listing.leaseStartDate,
        leaseEndDate: listing.leaseEndDate,
        tenantName: listing.tenantName,
        tenantPhoneNumber: listing.tenantPhoneNumber,
        tenantEmail: listing.tenantEmail,
        rentalPriceInUS: listing.rentalPriceInUS,
      })),
    );
  });

  it("gives each listing with lease fields one lease and a primary tenant that say the same, charging nothing yet", async () => {
    const leased = listingsBefore.filter(
      (listing) => listing.tenantName || listing.tenantPhoneNumber || listing.tenantEmail || listing.leaseStartDate || listing.leaseEndDate,
    );
    expect(leased.length).toBeGreaterThan(10);
    const leases = await db.prisma.lease.findMany({ include: { tenants: { include: { tenant: true } } } });
    expect(leases).toHaveLength(leased.length);
    for (const listing of leased) {
      const lease = leases.find((candidate) => candidate.listingId === listing.id)!;
      expect(lease, listing.propertyName).toBeDefined();
      expect([lease.startDate, lease.endDate, lease.rent.toFixed(2), lease.balance.toFixed(2)]).toEqual([
        listing.leaseStartDate,
        listing.leaseEndDate,
        listing.rentalPriceInUS?.toFixed(2) ?? "0.00",
        "0.00",
      ]);
      expect(lease.tenants).toHaveLength(1);
      const { tenant, primary } = lease.tenants[0]!;
      expect(primary).toBe(true);
      const whole = tenant.lastName ? `${tenant.firstName} ${tenant.lastName}` : tenant.firstName;
      expect(whole || null, listing.propertyName).toBe(listing.tenantName);
      expect([tenant.phone, tenant.email]).toEqual([listing.tenantPhoneNumber, listing.tenantEmail]);
    }
    expect(await db.prisma.leaseEntry.count()).toBe(0);
    const madonna = await db.prisma.tenant.findFirstOrThrow({ where: { firstName: "Madonna" } });
    expect([madonna.lastName, madonna.displayName]).toEqual(["", "Madonna"]);
    const phoneOnly = await db.prisma.tenant.findFirstOrThrow({ where: { phone: "+1 758 555 0100" } });
    expect(phoneOnly.displayName).toBe("+1 758 555 0100");
  });
});
