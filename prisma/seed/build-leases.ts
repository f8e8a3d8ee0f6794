import { addDays, firstDayOf, fromCents, PAYMENT_DESCRIPTION, toCents, type PaymentMethod } from "@/lib/domain/rent";
import { dbDate } from "@/lib/domain/agency-time";
import { Prisma } from "@/lib/generated/prisma/client";
import { chargeDue } from "@/server/leases/charge-due";
import { splitTenantName } from "@/server/leases/listing-lease";
import { appendEntries, lockLease, settle } from "@/server/leases/tenant-ledger";
import { settleDepositIn } from "@/server/deposits/settle-deposit";
import { postLateFees } from "@/server/rent/late-fees";
import type { ListingRow } from "./build-listings";
import { SPANISH_SPEAKING_TENANTS } from "./data/listings";
import type { Random } from "./random";

/**
 * The demo's tenants and leases: every rented listing's lease fields become a
 * tenant (companies by their name) and a lease whose ledger starts at most six
 * months back, charged by the rent rules themselves (server/leases/charge-due.ts).
 * Most tenants pay on time; some pay late, some in part, one or two ahead — so
 * the rent roll shows what an agency's does. Every fourth lease ending soon has
 * its renewal waiting. The agency charges 10% of rent collected and a $50
 * late fee five days after the due day; one owner takes the late fees of their
 * lease, one lease pays a fixed $150 a month — and the late-fee pass has run
 * every day of those months, so the late payers carry their fees and every
 * owner's ledger holds the rent collected less the agency's fee. One flat
 * on the market again was let until last month: its deposit is settled, two
 * repairs deducted for the owner and the rest refunded.
 */
type Tx = Prisma.TransactionClient;

type LeasedListing = Pick<
  ListingRow,
  "leaseStartDate" | "leaseEndDate" | "tenantName" | "tenantPhoneNumber" | "tenantEmail" | "rentalPriceInUS"
> & { id: string };

const dayOf = (value: unknown) => new Date(value as Date | string).toISOString().slice(0, 10);

const METHODS: { method: PaymentMethod; reference: (random: Random) => string | null }[] = [
  { method: "transfer", reference: (random) => `FT${random.int(100000, 999999)}` },
  { method: "transfer", reference: (random) => `FT${random.int(100000, 999999)}` },
  { method: "check", reference: (random) => `CHK ${random.int(1000, 4999)}` },
  { method: "cash", reference: () => null },
  { method: "card", reference: (random) => `VISA ••${random.int(1000, 9999)}` },
];

type Habit = "on-time" | "late" | "partial" | "ahead";

/** The first day the demo's tenant ledgers cover: before it, staff typed each owner's rent by hand (build-ledgers.ts). */
export function rentLedgerStart(today: string): string {
  return firstDayOf(addDays(today, -170).slice(0, 7));
}

export async function seedDemoLeases(
  tx: Tx,
  { random, today, listings, adminId }: { random: Random; today: string; listings: readonly LeasedListing[]; adminId: string },
) {
  const ledgerStart = rentLedgerStart(today);
  await tx.rentSettings.update({
    where: { id: 1 },
    data: {
      managementFee: { kind: "percent", value: "10.00" },
      lateFee: { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once", cap: null },
      updatedById: adminId,
    },
  });
  const made: string[] = [];
  let leases = 0;
  let entries = 0;
  const leased = listings.filter((listing) => listing.tenantName && listing.leaseStartDate);
  for (const [index, listing] of leased.entries()) {
    const name = listing.tenantName as string;
    const company = /\b(Ltd|Associates)$/.test(name);
    const tenant = await tx.tenant.create({
      data: {
        ...(company ? { companyName: name } : splitTenantName(name)),
        email: (listing.tenantEmail as string | null) ?? null,
        phone: (listing.tenantPhoneNumber as string | null) ?? null,
        notes: company ? "Corporate let: invoices to the accounts office." : null,
        ...(SPANISH_SPEAKING_TENANTS.has(name) ? { language: "es" } : {}),
      },
      select: { id: true },
    });
    const start = dayOf(listing.leaseStartDate);
    const end = listing.leaseEndDate ? dayOf(listing.leaseEndDate) : null;
    const rent = listing.rentalPriceInUS ? new Prisma.Decimal(listing.rentalPriceInUS as string).toFixed(2) : "1500.00";
    const chargesFrom = start > ledgerStart ? start : ledgerStart;
    const dueDay = random.pick([1, 1, 1, 1, 5, 15]);
    const lease = await tx.lease.create({
      data: {
        listingId: listing.id,
        startDate: dbDate(start),
        endDate: end ? dbDate(end) : null,
        rent,
        dueDay,
        deposit: rent,
        chargesFrom: dbDate(chargesFrom),
        createdById: adminId,
        ...(index === 2 ? { lateFeesTo: "owner" } : {}),
        ...(index === 4 ? { managementFee: { kind: "fixed", value: "150.00" } } : {}),
      },
      select: { id: true },
    });
    await tx.leaseTenant.create({ data: { leaseId: lease.id, tenantId: tenant.id, primary: true } });
    made.push(lease.id);
    leases++;
    const locked = (await lockLease(tx, lease.id))!;
    entries += (await chargeDue(tx, locked, today, { postedById: adminId })).length;
    entries += await payLikeATenant(tx, random, locked.id, today, adminId, habitOf(index));

    // A renewal waiting for a lease that ends soon.
    if (end && end <= addDays(today, 45) && index % 2 === 0) {
      const next = await tx.lease.create({
        data: {
          listingId: listing.id,
          startDate: dbDate(addDays(end, 1)),
          endDate: dbDate(addDays(end, 365)),
          rent: fromCents((toCents(rent) * 104n) / 100n),
          dueDay,
          chargesFrom: dbDate(addDays(end, 1)),
          createdById: adminId,
        },
        select: { id: true },
      });
      await tx.leaseTenant.create({ data: { leaseId: next.id, tenantId: tenant.id, primary: true } });
      leases++;
    }
  }
  // The nightly late-fee pass of every day the ledgers cover.
  let lateFees = 0;
  for (let day = addDays(ledgerStart, 1); day <= today; day = addDays(day, 1)) lateFees += await postLateFees(tx, made, day);
  const settled = await seedSettledDeposit(tx, { random, today, ledgerStart, listings, adminId });
  return {
    tenants: leased.length + settled,
    leases: leases + settled,
    leaseEntries: entries + lateFees,
    lateFees,
    settledDeposits: settled,
  };
}

/** A lease that ended last month on a listing for rent again, its deposit settled: repairs deducted, the rest refunded. */
async function seedSettledDeposit(
  tx: Tx,
  {
    random,
    today,
    ledgerStart,
    listings,
    adminId,
  }: { random: Random; today: string; ledgerStart: string; listings: readonly LeasedListing[]; adminId: string },
): Promise<number> {
  const vacant = listings.find((listing) => !listing.tenantName && listing.rentalPriceInUS);
  if (!vacant) return 0;
  const tenant = await tx.tenant.create({
    data: { firstName: "Delia", lastName: "Auguste", email: "delia.auguste@example.lc", phone: "+1 758 555 0142" },
    select: { id: true },
  });
  const rent = new Prisma.Decimal(vacant.rentalPriceInUS as string).toFixed(2);
  const end = addDays(firstDayOf(today.slice(0, 7)), -12);
  const lease = await tx.lease.create({
    data: {
      listingId: vacant.id,
      startDate: dbDate(ledgerStart),
      endDate: dbDate(end),
      rent,
      dueDay: 1,
      deposit: rent,
      chargesFrom: dbDate(ledgerStart),
      notes: "Moved out early in the month; keys returned to the office.",
      createdById: adminId,
    },
    select: { id: true },
  });
  await tx.leaseTenant.create({ data: { leaseId: lease.id, tenantId: tenant.id, primary: true } });
  await chargeDue(tx, (await lockLease(tx, lease.id))!, today, { postedById: adminId });
  await payLikeATenant(tx, random, lease.id, today, adminId, "on-time");
  await settleDepositIn(tx, {
    leaseId: lease.id,
    data: {
      date: undefined,
      deductions: [
        { description: "Repainting the living-room wall (tenant's marks)", value: "180.00", documentId: null },
        { description: "Replacing a broken window latch", value: "45.50", documentId: null },
      ],
      applyToBalance: true,
      refund: { method: "transfer", reference: `FT${random.int(100000, 999999)}` },
    },
    actor: { id: adminId, name: "Demo", role: "admin" },
    letter: false,
  });
  return 1;
}

function habitOf(index: number): Habit {
  if (index % 5 === 1) return "late";
  if (index % 7 === 3) return "partial";
  if (index % 11 === 5) return "ahead";
  return "on-time";
}

/** Payments for the lease's open charges, oldest first, as this habit pays. */
async function payLikeATenant(tx: Tx, random: Random, leaseId: string, today: string, adminId: string, habit: Habit): Promise<number> {
  const charges = await tx.leaseEntry.findMany({ where: { leaseId, kind: "charge" }, orderBy: [{ date: "asc" }, { sequence: "asc" }] });
  // Late payers leave the latest month open (and paid the one before late); partial payers pay part of it.
  const payable = habit === "late" ? charges.slice(0, -1) : charges;
  let posted = 0;
  for (const [index, charge] of payable.entries()) {
    const due = charge.date.toISOString().slice(0, 10);
    const lateBy = habit === "late" && index === payable.length - 1 ? random.int(12, 20) : random.int(0, 4);
    const date = addDays(due, lateBy) > today ? today : addDays(due, lateBy);
    let value = toCents(charge.value.toFixed(2));
    if (habit === "partial" && index === payable.length - 1) value = (value * BigInt(random.int(40, 80))) / 100n;
    if (habit === "ahead" && index === payable.length - 1) value += 25_000n;
    const { method, reference } = random.pick(METHODS);
    const ref = reference(random);
    const lease = (await lockLease(tx, leaseId))!;
    await appendEntries(tx, lease, [
      {
        date,
        kind: "payment",
        method,
        reference: ref,
        description: PAYMENT_DESCRIPTION,
        value: fromCents(value),
        postedById: adminId,
      },
    ]);
    await settle(tx, leaseId);
    posted++;
  }
  return posted;
}
