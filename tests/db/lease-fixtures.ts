import type { Actor } from "@/server/auth/actor";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { createLease } from "@/server/leases/create-lease";
import type { postPayment } from "@/server/leases/ledger/post-payment";
import { listingData, unique } from "./factories";

/**
 * Leases and payments made through the server's own functions, for the money suites that call them
 * directly (deposit-settlement.shared.ts, money-reports.shared.ts): the suite's app (appForSuite) lends
 * its createLease, postPayment and prisma.
 */
/** The server modules every money suite's app holds: leases, payments, the tenant's ledger and settling a deposit. */
export const leaseModules = async () => ({
  ...(await import("@/server/leases/create-lease")),
  ...(await import("@/server/leases/get-lease")),
  ...(await import("@/server/leases/ledger/post-payment")),
  ...(await import("@/server/leases/tenant-ledger")),
  ...(await import("@/server/deposits/settle-deposit")),
});

/** Leases and their payments, taken and reversed: what every rent suite's app holds (rent-ledger, rent-owner, owner-statement). */
export const paymentModules = async () => ({
  ...(await import("@/server/leases/create-lease")),
  ...(await import("@/server/leases/ledger/post-payment")),
  ...(await import("@/server/leases/ledger/reverse-payment")),
});

/** A suite's app: the modules it loads (appForSuite) and its Prisma client. */
export type SuiteApp<Modules extends () => Promise<object>> = Awaited<ReturnType<Modules>> & { prisma: PrismaClient };

export interface LeaseApp {
  prisma: PrismaClient;
  createLease: typeof createLease;
  postPayment: typeof postPayment;
}

export interface LeaseTerms {
  start: string;
  end: string | null;
  rent: string;
  deposit: string;
  email?: string | null;
  lateFeesTo?: "agency" | "owner";
  fee?: string;
}

/**
 * makeLease and pay at `now`: a lease of a new listing of `ownerId` (made at `now`, so everything due by then is
 * charged at once), and a transfer of `value` on `date` into a lease.
 */
export function leaseFixtures(now: Date) {
  async function makeLease(app: LeaseApp, actor: Actor, ownerId: string, terms: LeaseTerms) {
    const listing = await app.prisma.listing.create({
      data: listingData({ clientId: ownerId, propertySpecialistId: actor.id }, { status: "for-rent" }),
    });
    const tenant = await app.prisma.tenant.create({
      data: {
        firstName: "Tess",
        lastName: `Tenant ${unique()}`,
        email: terms.email === undefined ? `tess.${unique()}@example.com` : terms.email,
      },
    });
    const { lease } = await app.createLease({
      data: {
        listingRef: listing.id,
        tenants: [{ _id: tenant.id, primary: true }],
        startDate: terms.start,
        endDate: terms.end,
        rent: terms.rent,
        dueDay: 1,
        deposit: terms.deposit,
        notes: null,
        managementFee: terms.fee ? { kind: "percent", value: terms.fee } : null,
        lateFee: null,
        lateFeesTo: terms.lateFeesTo ?? "agency",
      },
      actor,
      now,
    });
    return { lease, listing, tenant };
  }

  async function pay(app: LeaseApp, actor: Actor, leaseId: string, value: string, date: string) {
    return app.postPayment({ leaseId, data: { value, date, method: "transfer", reference: `T-${unique()}` }, actor, now });
  }

  return { makeLease, pay };
}
