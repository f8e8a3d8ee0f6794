import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { appForSuite, type OpenDatabase } from "./app-database";
import { cents, dateOf, iso, money, plusDays, randomSource, settleOldestFirst } from "../support/model-arithmetic";
import { clientData, listingData, userData } from "./factories";
import { paymentModules } from "./lease-fixtures";

/**
 * Both ledgers against a second, independent computation (issue 43 "Done
 * when"): leases with their own or the agency's management and late fees,
 * 14 months lived day by day — the rent run at 00:00, the late-fee pass at
 * 00:30, then the day's payments (partial, exact, over, late), returned
 * payments and waived fees, all through the server's own functions. Then every
 * late fee (day, amount, rent charge), every open part and balance of the
 * tenant's ledger, and for each owner the rent credited less the fees debited
 * (net of reversals) are checked to the cent against a model written here
 * without lib/domain/rent.ts: settling replayed event by event, percents by
 * quotient and remainder.
 */

const FIRST_DAY = "2025-10-01";
const LAST_DAY = "2026-11-30";
/** Noon in St Lucia (UTC−4) on `day`. */
const noonOf = (day: string) => new Date(`${day}T16:00:00Z`);

/** `value` × `percent` ÷ 100, half up, by quotient and remainder. */
const percentOfModel = (value: bigint, percent: string) => {
  const product = value * cents(percent);
  const quotient = product / 10_000n;
  return (product % 10_000n) * 2n >= 10_000n ? quotient + 1n : quotient;
};

interface Fee {
  kind: "percent" | "fixed";
  value: string;
}
interface Late {
  graceDays: number;
  kind: "fixed" | "percent";
  value: string;
  repeat: "once" | "daily";
  cap: string | null;
}

const AGENCY_FEE: Fee = { kind: "percent", value: "8.50" };
const AGENCY_LATE: Late = { graceDays: 5, kind: "fixed", value: "25.00", repeat: "once", cap: null };

interface Charge {
  id: string;
  type: "rent" | "deposit" | "fee";
  date: string;
  order: number;
  value: bigint;
  open: bigint;
  /** credit id → what it paid */
  paidBy: Map<string, bigint>;
  rentOf?: string;
  waived?: boolean;
  /** The live fixed management fee, when one was debited. */
  fixedFee?: bigint;
}
interface Credit {
  id: string;
  date: string;
  order: number;
  value: bigint;
  open: bigint;
}

/** One lease's tenant ledger and what its owner has been given, replayed. */
class Model {
  charges: Charge[] = [];
  credits: Credit[] = [];
  balance = 0n;
  /** Net rent-made amount on the owner's ledger: credits − debits, reversals taken out. */
  ownerNet = 0n;
  /** credit id → the owner amounts it made (signed) and for which charge, to take back when it is returned. */
  private byCredit = new Map<string, { chargeId: string; amount: bigint }[]>();
  private order = 0;

  constructor(
    readonly fee: Fee,
    readonly late: Late,
    readonly feesToOwner: boolean,
  ) {}

  charge(id: string, type: Charge["type"], date: string, value: bigint, rentOf?: string) {
    this.charges.push({ id, type, date, order: this.order++, value, open: value, paidBy: new Map(), rentOf });
    this.balance += value;
    this.settle();
  }

  pay(id: string, date: string, value: bigint) {
    this.credits.push({ id, date, order: this.order++, value, open: value });
    this.balance -= value;
    this.settle();
  }

  returnPayment(id: string) {
    const credit = this.credits.find((candidate) => candidate.id === id)!;
    for (const charge of this.charges) {
      const paid = charge.paidBy.get(id);
      if (!paid) continue;
      charge.open += paid;
      charge.paidBy.delete(id);
      // A fixed fee is owed only while the charge is paid in full.
      if (charge.fixedFee !== undefined) {
        this.ownerNet += charge.fixedFee;
        charge.fixedFee = undefined;
      }
    }
    for (const made of this.byCredit.get(id) ?? []) this.ownerNet -= made.amount;
    this.byCredit.delete(id);
    credit.open = 0n;
    this.balance += credit.value;
    this.settle();
  }

  waive(feeId: string) {
    const fee = this.charges.find((charge) => charge.id === feeId)!;
    for (const [creditId, paid] of fee.paidBy) {
      this.credits.find((credit) => credit.id === creditId)!.open += paid;
      const made = this.byCredit.get(creditId) ?? [];
      for (const entry of made.filter((candidate) => candidate.chargeId === feeId)) this.ownerNet -= entry.amount;
      this.byCredit.set(
        creditId,
        made.filter((candidate) => candidate.chargeId !== feeId),
      );
    }
    fee.paidBy.clear();
    fee.open = 0n;
    fee.waived = true;
    this.balance -= fee.value;
    this.settle();
  }

  /** The open part of a rent charge at the start of `day`: what credits dated before it paid is taken off. */
  openAt(charge: Charge, day: string) {
    let paid = 0n;
    for (const [creditId, value] of charge.paidBy) if (this.credits.find((credit) => credit.id === creditId)!.date < day) paid += value;
    return charge.value - paid;
  }

  /** The late fees due on `day`: [rent charge, value]. */
  lateFeesOn(day: string): { charge: Charge; value: bigint }[] {
    const out: { charge: Charge; value: bigint }[] = [];
    for (const charge of this.charges) {
      if (charge.type !== "rent" || plusDays(charge.date, this.late.graceDays) >= day) continue;
      const open = this.openAt(charge, day);
      if (open <= 0n) continue;
      const fees = this.charges.filter((candidate) => candidate.rentOf === charge.id);
      if (this.late.repeat === "once" && fees.length > 0) continue;
      let value = this.late.kind === "fixed" ? cents(this.late.value) : percentOfModel(open, this.late.value);
      if (this.late.cap !== null) {
        const charged = fees.filter((fee) => !fee.waived).reduce((sum, fee) => sum + fee.value, 0n);
        const room = cents(this.late.cap) - charged;
        if (value > room) value = room;
      }
      if (value > 0n) out.push({ charge, value });
    }
    return out;
  }

  private settle() {
    settleOldestFirst(this.charges, this.credits, (charge, credit, value) => {
      charge.paidBy.set(credit.id, (charge.paidBy.get(credit.id) ?? 0n) + value);
      this.owed(credit.id, charge, value);
    });
  }

  /** What the owner is given when `value` of `charge` is paid. */
  private owed(creditId: string, charge: Charge, value: bigint) {
    const made = this.byCredit.get(creditId) ?? [];
    this.byCredit.set(creditId, made);
    if (charge.type === "rent") {
      this.ownerNet += value;
      made.push({ chargeId: charge.id, amount: value });
      if (this.fee.kind === "percent") {
        const fee = percentOfModel(value, this.fee.value);
        if (fee > 0n) {
          this.ownerNet -= fee;
          made.push({ chargeId: charge.id, amount: -fee });
        }
      } else if (charge.open === 0n && cents(this.fee.value) > 0n) {
        charge.fixedFee = cents(this.fee.value);
        this.ownerNet -= charge.fixedFee;
      }
    } else if (charge.rentOf && this.feesToOwner) {
      this.ownerNet += value;
      made.push({ chargeId: charge.id, amount: value });
    }
  }
}

export function rentOwnerSuite(name: string, open: OpenDatabase, leaseCount: number) {
  describe(`both ledgers over 14 months against an independent computation (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({
        ...(await paymentModules()),
        ...(await import("@/server/leases/ledger/waive-fee")),
        ...(await import("@/server/rent/charge-rent")),
        ...(await import("@/server/rent/late-fees")),
      }),
      { settings: { APP_TIME_ZONE: "America/St_Lucia" } },
    );
    let actor: Actor;
    let specialistId: string;

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
      specialistId = user.id;
      await app.prisma.rentSettings.update({ where: { id: 1 }, data: { managementFee: { ...AGENCY_FEE }, lateFee: { ...AGENCY_LATE } } });
    });

    it(
      `${leaseCount} leases, day by day: every late fee, open part, balance and owner amount to the cent`,
      { timeout: 900_000 },
      async () => {
        const random = randomSource(43_2026);
        const tenant = await app.prisma.tenant.create({ data: { firstName: "Test", lastName: "Tenant" } });
        const owners = await Promise.all([0, 1, 2].map(() => app.prisma.client.create({ data: clientData() })));
        const leases: { id: string; ownerId: string; model: Model; payments: string[] }[] = [];
        for (let index = 0; index < leaseCount; index++) {
          const owner = random.pick(owners);
          const listing = await app.prisma.listing.create({
            data: listingData({ clientId: owner.id, propertySpecialistId: specialistId }, { status: "for-rent" }),
          });
          const start = plusDays(FIRST_DAY, random.int(0, 240));
          const end = random.next() < 0.4 ? null : plusDays(start, random.int(60, 500));
          const fee: Fee | null = random.pick([
            null,
            { kind: "percent", value: "10.00" },
            { kind: "fixed", value: "75.00" },
            { kind: "percent", value: "7.25" },
          ]);
          const late: Late | null = random.pick([
            null,
            { graceDays: 0, kind: "percent", value: "5.00", repeat: "daily", cap: "40.00" },
            { graceDays: 3, kind: "fixed", value: "10.00", repeat: "daily", cap: "35.00" },
            { graceDays: 10, kind: "percent", value: "2.50", repeat: "once", cap: null },
          ]);
          const feesToOwner = random.next() < 0.3;
          const rent = money(BigInt(random.int(40_000, 400_000)));
          const deposit = random.next() < 0.5 ? "0.00" : money(BigInt(random.int(10_000, 200_000)));
          const { lease } = await app.createLease({
            data: {
              listingRef: listing.id,
              tenants: [{ _id: tenant.id, primary: true }],
              startDate: start,
              endDate: end,
              rent,
              dueDay: random.int(1, 28),
              deposit,
              notes: null,
              managementFee: fee,
              lateFee: late,
              lateFeesTo: feesToOwner ? "owner" : "agency",
            },
            actor,
            now: noonOf(FIRST_DAY),
          });
          leases.push({
            id: lease._id,
            ownerId: owner.id,
            model: new Model(fee ?? AGENCY_FEE, late ?? AGENCY_LATE, feesToOwner),
            payments: [],
          });
        }
        const byId = new Map(leases.map((lease) => [lease.id, lease]));

        /** Brings the model the charges the server posted since (rent, deposits, late fees), in ledger order. */
        let seen = 0n;
        const follow = async () => {
          const rows = await app.prisma.leaseEntry.findMany({
            where: { kind: "charge", sequence: { gt: seen } },
            orderBy: [{ sequence: "asc" }],
          });
          for (const row of rows) {
            seen = row.sequence;
            const lease = byId.get(row.leaseId)!;
            lease.model.charge(
              row.id,
              row.chargeType as Charge["type"],
              iso(row.date),
              cents(row.value.toFixed(2)),
              row.feeForId ?? undefined,
            );
          }
        };

        let lateFees = 0;
        let waived = 0;
        let returned = 0;
        for (let day = FIRST_DAY; day <= LAST_DAY; day = plusDays(day, 1)) {
          // 00:00 the rent run, 00:30 the late-fee pass: what each posts, the model must have predicted.
          await app.chargeRentDue({ now: noonOf(day) });
          await follow();
          const predicted = leases.flatMap((lease) => lease.model.lateFeesOn(day).map((fee) => ({ lease, ...fee })));
          const posted = await app.chargeLateFees({ day });
          expect(posted, `late fees on ${day}`).toBe(predicted.length);
          const fees = await app.prisma.leaseEntry.findMany({ where: { kind: "charge", feeForId: { not: null }, date: dateOf(day) } });
          for (const { lease, charge, value } of predicted) {
            const fee = fees.find((candidate) => candidate.leaseId === lease.id && candidate.feeForId === charge.id);
            expect(fee?.value.toFixed(2), `late fee on ${day} for ${charge.id}`).toBe(money(value));
          }
          await follow();
          lateFees += posted;

          // The day's business.
          for (const lease of leases) {
            const roll = random.next();
            if (roll < 0.05) {
              const owed = lease.model.balance > 0n ? lease.model.balance : BigInt(random.int(1_000, 100_000));
              const value = BigInt(Math.max(1, Math.round(Number(owed) * (0.3 + random.next() * 0.9))));
              const { payment } = await app.postPayment({
                leaseId: lease.id,
                data: { value: money(value), date: day, method: "transfer", reference: `T-${day}` },
                actor,
                now: noonOf(day),
              });
              lease.model.pay(payment._id, day, value);
              lease.payments.push(payment._id);
            } else if (roll < 0.056 && lease.payments.length > 0) {
              const paymentId = lease.payments.splice(random.int(0, lease.payments.length - 1), 1)[0]!;
              await app.reversePayment({ leaseId: lease.id, paymentId, reason: "Returned cheque", actor, now: noonOf(day) });
              lease.model.returnPayment(paymentId);
              returned++;
            } else if (roll < 0.07) {
              const fee = lease.model.charges.find((charge) => charge.rentOf && !charge.waived);
              if (fee) {
                await app.waiveFee({ leaseId: lease.id, chargeId: fee.id, reason: "Goodwill", actor, now: noonOf(day) });
                lease.model.waive(fee.id);
                waived++;
              }
            }
          }
        }

        // The tenant's ledgers.
        for (const [index, lease] of leases.entries()) {
          const stored = await app.prisma.lease.findUniqueOrThrow({ where: { id: lease.id } });
          expect(stored.balance.toFixed(2), `balance of lease ${index}`).toBe(money(lease.model.balance));
          const rows = await app.prisma.leaseEntry.findMany({
            where: { leaseId: lease.id },
            orderBy: [{ date: "asc" }, { sequence: "asc" }],
          });
          let running = 0n;
          for (const row of rows) {
            running += row.kind === "payment" || row.kind === "waiver" ? -cents(row.value.toFixed(2)) : cents(row.value.toFixed(2));
            expect(row.balance.toFixed(2), `running balance of lease ${index}`).toBe(money(running));
            if (row.kind === "charge") {
              const charge = lease.model.charges.find((candidate) => candidate.id === row.id)!;
              expect(row.open.toFixed(2), `open part of ${row.description} (lease ${index})`).toBe(money(charge.open));
            }
            if (row.kind === "payment")
              expect(row.open.toFixed(2), `credit left (lease ${index})`).toBe(
                money(lease.model.credits.find((credit) => credit.id === row.id)!.open),
              );
          }
        }
        // The owners' ledgers: rent credited less fees debited, net of reversals, per owner.
        for (const owner of owners) {
          const rows = await app.prisma.$queryRaw<{ net: string | null }[]>`
          SELECT sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END)::text AS net
            FROM account_transactions t JOIN rent_postings p ON p.transaction_id = t.id WHERE t.client_id = ${owner.id}::uuid`;
          const expected = leases.filter((lease) => lease.ownerId === owner.id).reduce((sum, lease) => sum + lease.model.ownerNet, 0n);
          expect(money(cents(rows[0]!.net ?? "0")), `owner ${owner.id}`).toBe(money(expected));
          const account = await app.prisma.account.findUnique({ where: { clientId: owner.id } });
          expect(account?.balance.toFixed(2) ?? "0.00", `account balance of owner ${owner.id}`).toBe(money(expected));
        }
        // Enough of everything happened for the comparison to mean something.
        expect(lateFees).toBeGreaterThan(leaseCount);
        expect(returned).toBeGreaterThan(0);
        expect(waived).toBeGreaterThan(0);
        // A second pass for the last day posts nothing.
        expect(await app.chargeLateFees({ day: LAST_DAY })).toBe(0);
      },
    );
  });
}
