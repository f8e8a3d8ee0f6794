import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { appForSuite, type OpenDatabase } from "./app-database";
import { cents, iso, money, plusDays, randomSource, settleOldestFirst } from "../support/model-arithmetic";
import { clientData, listingData, userData } from "./factories";
import { paymentModules } from "./lease-fixtures";

/**
 * The tenant's ledger against a second, independent computation (issue 42
 * "Done when"): leases with starts and ends on any day, 28–31-day months and
 * leap February, due days 1–28, deposits, payments partial and over, extra
 * charges and reversed payments — each posted through the server's own
 * functions — then every charge's amount and due day, every open part, every
 * running balance and the lease's balance — and the rent roll's aggregates (oldest open due day, deposit
 * held, each month's charged and paid) — checked to the cent against a model
 * written here without lib/domain/rent.ts: days counted one by one, cents
 * rounded by quotient and remainder, settling replayed event by event.
 */

// ---------------------------------------------------------------- the model

const TODAY = "2026-12-06";
const NOW = new Date("2026-12-06T16:00:00Z");

interface Terms {
  start: string;
  end: string | null;
  rent: string;
  dueDay: number;
  deposit: string;
}

interface ModelCharge {
  key: string;
  type: "rent" | "deposit" | "fee" | "other";
  date: string;
  value: bigint;
  open: bigint;
  order: number;
}

/** Each month's rent the model expects posted by TODAY: days walked one at a time, up to the end of TODAY's month. */
function expectedRent(terms: Terms): { month: string; due: string; value: bigint }[] {
  const horizon = "2026-12-31";
  const last = terms.end !== null && terms.end < horizon ? terms.end : horizon;
  const byMonth = new Map<string, string[]>();
  for (let day = terms.start; day <= last; day = plusDays(day, 1))
    byMonth.set(day.slice(0, 7), [...(byMonth.get(day.slice(0, 7)) ?? []), day]);
  const out: { month: string; due: string; value: bigint }[] = [];
  for (const [month, days] of byMonth) {
    let length = 0;
    for (let day = `${month}-01`; day.slice(0, 7) === month; day = plusDays(day, 1)) length++;
    const dueDayText = `${month}-${String(terms.dueDay).padStart(2, "0")}`;
    const due = days[0]! > dueDayText ? days[0]! : days[days.length - 1]! < dueDayText ? days[days.length - 1]! : dueDayText;
    if (due > TODAY) continue;
    const product = cents(terms.rent) * BigInt(days.length);
    const quotient = product / BigInt(length);
    const remainder = product % BigInt(length);
    const value = days.length === length ? cents(terms.rent) : remainder * 2n >= BigInt(length) ? quotient + 1n : quotient;
    if (value > 0n) out.push({ month, due, value });
  }
  return out;
}

class ModelLedger {
  charges: ModelCharge[] = [];
  credits: { id: string; date: string; order: number; open: bigint; value: bigint; applied: Map<string, bigint> }[] = [];
  balance = 0n;
  /** The rent roll's month figures: charged in the month, paid in it less reversals (by entry day). */
  months = new Map<string, { charged: bigint; paid: bigint }>();
  private order = 0;

  private month(date: string) {
    const key = `${date.slice(0, 7)}-01`;
    const figures = this.months.get(key) ?? { charged: 0n, paid: 0n };
    this.months.set(key, figures);
    return figures;
  }

  /** The due day of the oldest open charge (days late), and what the deposits have been paid. */
  get oldestOpenDue(): string | null {
    const open = this.charges.filter((charge) => charge.open > 0n).map((charge) => charge.date);
    return open.length ? open.sort()[0]! : null;
  }

  get depositHeld(): bigint {
    return this.charges.filter((charge) => charge.type === "deposit").reduce((sum, charge) => sum + charge.value - charge.open, 0n);
  }

  charge(key: string, type: ModelCharge["type"], date: string, value: bigint) {
    this.charges.push({ key, type, date, value, open: value, order: this.order++ });
    this.balance += value;
    this.month(date).charged += value;
    this.settle();
  }

  pay(id: string, date: string, value: bigint) {
    this.credits.push({ id, date, order: this.order++, open: value, value, applied: new Map() });
    this.balance -= value;
    this.month(date).paid += value;
    this.settle();
  }

  reverse(id: string, date: string) {
    const credit = this.credits.find((candidate) => candidate.id === id)!;
    this.month(date).paid -= credit.value;
    for (const [key, value] of credit.applied) this.charges.find((charge) => charge.key === key)!.open += value;
    credit.applied.clear();
    credit.open = 0n;
    this.balance += credit.value;
    this.settle();
  }

  private settle() {
    settleOldestFirst(this.charges, this.credits, (charge, credit, value) =>
      credit.applied.set(charge.key, (credit.applied.get(charge.key) ?? 0n) + value),
    );
  }
}

// ---------------------------------------------------------------- the suite

export function rentLedgerSuite(name: string, open: OpenDatabase, leaseCount: number) {
  describe(`the tenant's ledger against an independent computation (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({
        ...(await paymentModules()),
        ...(await import("@/server/leases/ledger/post-charge")),
        ...(await import("@/server/rent/charge-rent")),
      }),
      { settings: { APP_TIME_ZONE: "America/St_Lucia" } },
    );
    let actor: Actor;
    let refs: { clientId: string; propertySpecialistId: string };

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
      const client = await app.prisma.client.create({ data: clientData() });
      refs = { clientId: client.id, propertySpecialistId: user.id };
    });

    it(`${leaseCount} random leases: every charge, open part and balance to the cent`, { timeout: 600_000 }, async () => {
      const random = randomSource(42_2026);
      const tenant = await app.prisma.tenant.create({ data: { firstName: "Test", lastName: "Tenant" } });
      let charges = 0;
      let payments = 0;
      for (let index = 0; index < leaseCount; index++) {
        // An owner for every ten leases: the owner's share is posted with each payment, and one owner's ledger of
        // thousands of back-dated entries would test that ledger's re-balancing, not the tenant's.
        if (index % 10 === 0) refs.clientId = (await app.prisma.client.create({ data: clientData() })).id;
        const listing = await app.prisma.listing.create({ data: listingData(refs, { status: "for-rent" }) });
        // Starts from 2023 (a leap February in 2024) to two months ahead; ends on any day, or month to month.
        const start = plusDays("2023-11-01", random.int(0, 1_160));
        const end = random.next() < 0.3 ? null : plusDays(start, random.int(0, 500));
        const terms: Terms = {
          start,
          end,
          rent: money(BigInt(random.int(1, 500_000))),
          dueDay: random.int(1, 28),
          deposit: random.next() < 0.5 ? "0.00" : money(BigInt(random.int(1, 300_000))),
        };
        const { lease, charged } = await app.createLease({
          data: {
            listingRef: listing.id,
            tenants: [{ _id: tenant.id, primary: true }],
            startDate: start,
            endDate: end,
            rent: terms.rent,
            dueDay: terms.dueDay,
            managementFee: null,
            lateFee: null,
            lateFeesTo: "agency",
            deposit: terms.deposit,
            notes: null,
          },
          actor,
          now: NOW,
        });

        const model = new ModelLedger();
        const expected = [
          ...(cents(terms.deposit) > 0n && start <= TODAY
            ? [{ key: "deposit", type: "deposit" as const, date: start, value: cents(terms.deposit) }]
            : []),
          ...expectedRent(terms).map((rent) => ({ key: `rent:${rent.month}`, type: "rent" as const, date: rent.due, value: rent.value })),
        ];
        // Posted at creation in date order (deposit before rent on the same day, as appendEntries sorts stably).
        for (const charge of [...expected].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
          model.charge(charge.key, charge.type, charge.date, charge.value);
        expect(charged.map((entry) => [entry.date, entry.value]).sort()).toEqual(
          expected.map((charge) => [charge.date, money(charge.value)]).sort(),
        );
        charges += charged.length;

        const paymentIds: string[] = [];
        for (let event = random.int(0, 6); event > 0; event--) {
          const roll = random.next();
          if (roll < 0.6) {
            const owed = model.balance > 0n ? model.balance : 10_000n;
            // Partial, exact or over.
            const value = BigInt(Math.max(1, Math.round(Number(owed) * (0.2 + random.next() * 1.1))));
            const date = plusDays(TODAY, -random.int(0, 40));
            const result = await app.postPayment({
              leaseId: lease._id,
              data: { value: money(value), date, method: "transfer", reference: `T-${index}-${event}` },
              actor,
              now: NOW,
            });
            model.pay(result.payment._id, date, value);
            paymentIds.push(result.payment._id);
            payments++;
          } else if (roll < 0.8) {
            const value = BigInt(random.int(1, 50_000));
            const date = plusDays(TODAY, -random.int(0, 90));
            const type = random.pick(["fee", "other", "rent"] as const);
            const entry = await app.postCharge({
              leaseId: lease._id,
              data: { type, value: money(value), date, description: "Extra" },
              actor,
              now: NOW,
            });
            model.charge(entry._id, type, date, value);
          } else if (paymentIds.length) {
            const paymentId = paymentIds.splice(random.int(0, paymentIds.length - 1), 1)[0]!;
            await app.reversePayment({ leaseId: lease._id, paymentId, reason: "Returned cheque", actor, now: NOW });
            model.reverse(paymentId, TODAY);
          }
        }

        const rows = await app.prisma.leaseEntry.findMany({
          where: { leaseId: lease._id },
          orderBy: [{ date: "asc" }, { sequence: "asc" }],
        });
        const stored = await app.prisma.lease.findUniqueOrThrow({ where: { id: lease._id } });
        expect(money(cents(stored.balance.toFixed(2))), `lease ${index}`).toBe(money(model.balance));
        let running = 0n;
        for (const row of rows) {
          running += row.kind === "payment" ? -cents(row.value.toFixed(2)) : cents(row.value.toFixed(2));
          expect(row.balance.toFixed(2), `running balance of lease ${index}`).toBe(money(running));
          if (row.kind === "charge") {
            const key = row.autoKey ?? row.id;
            const charge = model.charges.find((candidate) => candidate.key === key)!;
            expect(charge, `charge ${key} of lease ${index}`).toBeDefined();
            expect([iso(row.date), row.value.toFixed(2), row.open.toFixed(2)]).toEqual([
              charge.date,
              money(charge.value),
              money(charge.open),
            ]);
          }
          if (row.kind === "payment") {
            expect(row.open.toFixed(2), `credit left on a payment of lease ${index}`).toBe(
              money(model.credits.find((credit) => credit.id === row.id)!.open),
            );
          }
        }
        expect(rows.filter((row) => row.kind === "charge")).toHaveLength(model.charges.length);
        // The rent roll's aggregates (server/leases/roll-aggregates.ts) agree with the model.
        expect(stored.oldestOpenDue ? iso(stored.oldestOpenDue) : null, `oldest open due of lease ${index}`).toBe(model.oldestOpenDue);
        expect(stored.depositHeld.toFixed(2), `deposit held of lease ${index}`).toBe(money(model.depositHeld));
        const months = await app.prisma.leaseMonth.findMany({ where: { leaseId: lease._id }, orderBy: { month: "asc" } });
        const nonZero = <T extends { charged: string; paid: string }>(list: T[]) =>
          list.filter((month) => month.charged !== "0.00" || month.paid !== "0.00");
        expect(
          nonZero(months.map((month) => ({ month: iso(month.month), charged: month.charged.toFixed(2), paid: month.paid.toFixed(2) }))),
          `months of lease ${index}`,
        ).toEqual(
          nonZero(
            [...model.months]
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([month, figures]) => ({ month, charged: money(figures.charged), paid: money(figures.paid) })),
          ),
        );
      }
      // The run finds nothing more to post for these leases today: everything due was charged at creation.
      expect(await app.chargeRentDue({ now: NOW })).toBe(0);
      expect(charges).toBeGreaterThan(leaseCount);
      expect(payments).toBeGreaterThan(leaseCount / 2);
    });
  });
}
