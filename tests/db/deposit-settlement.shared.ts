import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { pdfText } from "../support/pdf-text";
import { cents, money } from "../support/model-arithmetic";
import { appForSuite, type OpenDatabase } from "./app-database";
import { leaseFixtures, leaseModules, type SuiteApp } from "./lease-fixtures";
import { clientData, userData } from "./factories";

/**
 * Deposits held apart (issue 43 §3, PRODUCT.md#rent
 * "Settling a deposit", "Reports"), called directly on PostgreSQL: settling
 * refuses a running lease, a second settlement and deductions above what is
 * held; the deductions credit the owner exactly; taking the unpaid balance
 * pays rent like a payment (and credits the owner, less the fee); the refund is
 * what is left; nothing is held after; two requests at once settle once.
 */

const NOW = new Date("2026-12-06T16:00:00Z");
const { makeLease, pay } = leaseFixtures(NOW);

const modules = async () => ({
  ...(await leaseModules()),
  ...(await import("@/server/rent-roll/find-rent-roll")),
  ...(await import("@/server/deposits/deposit-settlement")),
  ...(await import("@/server/deposits/settlement-letter-pdf")),
});
type App = SuiteApp<typeof modules>;

async function ownerBalance(app: App, ownerId: string): Promise<bigint> {
  const account = await app.prisma.account.findUnique({ where: { clientId: ownerId } });
  return account ? cents(account.balance.toFixed(2)) : 0n;
}

async function rejection(work: Promise<unknown>): Promise<{ code: string; message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    await work;
  } catch (error) {
    return error as { code: string; message: string; fieldErrors?: Record<string, string[]> };
  }
  throw new Error("expected a refusal");
}

export function depositSettlementSuite(name: string, open: OpenDatabase) {
  describe(`settling a deposit (${name})`, () => {
    const app = appForSuite(open, modules, { settings: { APP_TIME_ZONE: "America/St_Lucia" } }) as App;
    let actor: Actor;
    let ownerId: string;

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      actor = { id: user.id, name: "Ada Admin", role: "admin" };
      ownerId = (await app.prisma.client.create({ data: clientData() })).id;
    });

    /** January to June 2026, $1,000 a month, deposit $1,500 — ended by NOW. */
    const ended = (deposit = "1500.00", email?: string | null) =>
      makeLease(app, actor, ownerId, { start: "2026-01-01", end: "2026-06-30", rent: "1000.00", deposit, email });
    const refund = { method: "transfer" as const, reference: "TRX-1" };

    it("refuses a running lease (409) and a lease that holds nothing (409)", async () => {
      const { lease } = await makeLease(app, actor, ownerId, { start: "2026-11-01", end: null, rent: "900.00", deposit: "900.00" });
      await pay(app, actor, lease._id, "900.00", "2026-11-01");
      const running = await rejection(
        app.settleDeposit({ leaseId: lease._id, data: { deductions: [], applyToBalance: false, refund }, actor, now: NOW }),
      );
      expect([running.code, running.message]).toEqual(["CONFLICT", app.LEASE_RUNNING]);

      const { lease: unpaid } = await ended();
      const nothing = await rejection(
        app.settleDeposit({ leaseId: unpaid._id, data: { deductions: [], applyToBalance: false, refund }, actor, now: NOW }),
      );
      expect([nothing.code, nothing.message]).toEqual(["CONFLICT", app.NOTHING_HELD]);
    });

    it("refuses deductions above what is held, a date in the future or before the lease's end, and another lease's document (400, naming the field)", async () => {
      const { lease } = await ended();
      await pay(app, actor, lease._id, "1000.00", "2026-06-30"); // the deposit is paid first: $1,000 of it held
      const settle = (data: Partial<Parameters<typeof app.settleDeposit>[0]["data"]>) =>
        rejection(
          app.settleDeposit({ leaseId: lease._id, data: { deductions: [], applyToBalance: false, refund, ...data }, actor, now: NOW }),
        );
      const over = await settle({
        deductions: [
          { description: "Repainting", value: "600.00", documentId: null },
          { description: "Cleaning", value: "400.01", documentId: null },
        ],
      });
      expect(over.code).toBe("BAD_REQUEST");
      expect(over.fieldErrors?.deductions?.[0]).toBe("The deductions ($1,000.01) are more than the deposit held ($1,000.00).");
      expect((await settle({ date: "2026-12-07" })).fieldErrors?.date).toEqual(["The date cannot be in the future."]);
      expect((await settle({ date: "2026-06-29" })).fieldErrors?.date?.[0]).toMatch(/before the lease's last day/);

      const other = await ended();
      const document = await app.prisma.document.create({
        data: {
          entity: "leases",
          recordId: other.lease._id,
          title: "Invoice",
          category: "invoice",
          fileName: "invoice.pdf",
          contentType: "application/pdf",
          uploadedByName: "Ada",
          complete: true,
        },
      });
      const foreign = await settle({ deductions: [{ description: "Repainting", value: "10.00", documentId: document.id }] });
      expect(Object.keys(foreign.fieldErrors ?? {})).toEqual(["deductions.0.documentId"]);
      expect(await app.prisma.depositSettlement.count({ where: { leaseId: lease._id } })).toBe(0);
    });

    it("credits the owner each deduction, pays the unpaid rent from the deposit, refunds the rest and holds nothing after", async () => {
      const { lease, tenant, listing } = await ended();
      await pay(app, actor, lease._id, "6500.00", "2026-06-30"); // deposit + January–May: June's $1,000 unpaid
      const document = await app.prisma.document.create({
        data: {
          entity: "leases",
          recordId: lease._id,
          title: "Glazier's invoice",
          category: "invoice",
          fileName: "glazier.pdf",
          contentType: "application/pdf",
          uploadedByName: "Ada",
          complete: true,
        },
      });
      const before = await ownerBalance(app, ownerId);
      const ownerEntriesBefore = await app.prisma.accountTransaction.count({ where: { clientId: ownerId } });

      const deductions = [
        { description: "Broken window", value: "200.00", documentId: document.id },
        { description: "Cleaning", value: "50.25", documentId: null },
      ];
      const settlement = await app.settleDeposit({
        leaseId: lease._id,
        data: { date: "2026-12-01", deductions, applyToBalance: true, refund },
        actor,
        now: NOW,
      });

      // The figures, computed here: held 1500.00; deducted 250.25; applied min(1000.00, 1249.75); refund the rest.
      const held = 150_000n;
      const deducted = 20_000n + 5_025n;
      const applied = 100_000n < held - deducted ? 100_000n : held - deducted;
      expect(settlement).toMatchObject({
        leaseId: lease._id,
        date: "2026-12-01",
        held: money(held),
        deducted: money(deducted),
        applied: money(applied),
        refund: { value: money(held - deducted - applied), method: "transfer", reference: "TRX-1" },
        settledBy: { _id: actor.id },
      });
      expect(settlement.refund.value).toBe("249.75");
      expect(settlement.deductions).toEqual([
        { description: "Broken window", value: "200.00", documentId: document.id, documentTitle: "Glazier's invoice" },
        { description: "Cleaning", value: "50.25", documentId: null, documentTitle: null },
      ]);
      expect(settlement.letter.messageId).toMatch(/^[0-9a-f-]{36}$/);
      expect(settlement.letter.skipped).toBeNull();

      // The owner: each deduction credited, with its rent_postings row on the deposit charge; June's rent less 10%.
      const depositCharge = await app.prisma.leaseEntry.findFirstOrThrow({ where: { leaseId: lease._id, chargeType: "deposit" } });
      const postings = await app.prisma.rentPosting.findMany({
        where: { leaseId: lease._id, share: "deposit_deduction" },
        include: { transaction: true },
        orderBy: { transaction: { sequence: "asc" } },
      });
      expect(
        postings.map((posting) => [
          posting.transaction.column,
          posting.transaction.value.toFixed(2),
          posting.transaction.description,
          posting.chargeId,
        ]),
      ).toEqual([
        ["credit", "200.00", `Deposit deduction — Broken window — ${listing.propertyName}`, depositCharge.id],
        ["credit", "50.25", `Deposit deduction — Cleaning — ${listing.propertyName}`, depositCharge.id],
      ]);
      const paidFromDeposit = await app.prisma.rentPosting.findMany({
        where: { paymentId: settlement.paymentId! },
        include: { transaction: true },
      });
      expect(
        paidFromDeposit.map((posting) => [posting.share, posting.transaction.column, posting.transaction.value.toFixed(2)]).sort(),
      ).toEqual([
        ["management_fee", "debit", "100.00"],
        ["rent", "credit", "1000.00"],
      ]);
      expect(await ownerBalance(app, ownerId)).toBe(before + deducted + applied - applied / 10n);
      expect(await app.prisma.accountTransaction.count({ where: { clientId: ownerId } })).toBe(ownerEntriesBefore + 4);

      // The tenant: a payment "from the deposit" paid June; nothing owed, nothing held.
      const payment = await app.prisma.leaseEntry.findUniqueOrThrow({ where: { id: settlement.paymentId! } });
      expect([payment.kind, payment.method, payment.description, payment.value.toFixed(2)]).toEqual([
        "payment",
        "deposit",
        app.PAID_FROM_DEPOSIT,
        "1000.00",
      ]);
      const after = await app.getLease(lease._id);
      expect([after.balance, after.depositHeld]).toEqual(["0.00", "0.00"]);
      expect(await app.prisma.leaseEntry.count({ where: { leaseId: lease._id, kind: "charge", open: { gt: 0 } } })).toBe(0);
      const roll = await app.findRentRoll(
        {
          month: "2026-06",
          late: false,
          owner: undefined,
          specialist: undefined,
          ending: undefined,
          sort: undefined,
          order: undefined,
          skip: 0,
          limit: 500,
        },
        { now: NOW },
      );
      expect(roll.rows.find((row) => row.leaseRef._id === lease._id)?.depositHeld).toBe("0.00");

      // Read back, the letter queued once for the primary tenant, the audit row.
      expect(await app.getDepositSettlement(lease._id)).toEqual({ ...settlement, letter: settlement.letter });
      const message = await app.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: app.settlementLetterKey(lease._id) } });
      expect([message.id, message.kind, message.toAddress, message.relatedType, message.relatedId]).toEqual([
        settlement.letter.messageId,
        "deposit-settlement",
        tenant.email,
        "leases",
        lease._id,
      ]);
      expect(message.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
      const audit = await app.prisma.auditLog.findFirstOrThrow({ where: { entityId: lease._id, action: "settle-deposit" } });
      expect(audit.changes).toMatchObject({ held: "1500.00", deducted: "250.25", applied: "1000.00", refund: "249.75" });

      const text = (
        await pdfText(await app.settlementLetterPdf(await app.getSettlementLetter(lease._id), { timeZone: "America/St_Lucia" }))
      ).join("\n");
      for (const expected of [
        "DEPOSIT SETTLEMENT",
        listing.propertyName,
        "Deduction: Broken window",
        "Glazier's invoice",
        "-$50.25",
        "-$1,000.00",
        "$249.75",
      ])
        expect(text).toContain(expected);

      const again = await rejection(
        app.settleDeposit({ leaseId: lease._id, data: { deductions: [], applyToBalance: false, refund }, actor, now: NOW }),
      );
      expect([again.code, again.message]).toEqual(["CONFLICT", app.ALREADY_SETTLED]);
    });

    it("takes no more than is left when the tenant owes more, refunds nothing, and says when the letter could not be e-mailed", async () => {
      const { lease } = await ended("500.00", null);
      await pay(app, actor, lease._id, "500.00", "2026-01-01"); // the deposit only: $6,000 of rent owed
      const before = await ownerBalance(app, ownerId);
      const settlement = await app.settleDeposit({
        leaseId: lease._id,
        data: { deductions: [{ description: "Lost keys", value: "100.00", documentId: null }], applyToBalance: true, refund },
        actor,
        now: NOW,
      });
      expect([settlement.held, settlement.deducted, settlement.applied, settlement.refund.value]).toEqual([
        "500.00",
        "100.00",
        "400.00",
        "0.00",
      ]);
      expect(settlement.letter).toEqual({ messageId: null, skipped: app.NO_LETTER_ADDRESS });
      // January's rent paid $400 of $1,000: the owner gets $100 + $400 − $40.
      expect(await ownerBalance(app, ownerId)).toBe(before + 10_000n + 40_000n - 4_000n);
      expect((await app.getLease(lease._id)).balance).toBe("5600.00");
      expect(await app.prisma.outboxMessage.count({ where: { idempotencyKey: app.settlementLetterKey(lease._id) } })).toBe(0);
    });

    it("leaves the balance alone without applyToBalance: the refund is what is held less the deductions", async () => {
      const { lease } = await ended("1200.00");
      await pay(app, actor, lease._id, "1200.00", "2026-01-01");
      const settlement = await app.settleDeposit({
        leaseId: lease._id,
        data: {
          deductions: [{ description: "Carpet", value: "333.33", documentId: null }],
          applyToBalance: false,
          refund: { method: "check", reference: null },
        },
        actor,
        now: NOW,
      });
      expect([settlement.applied, settlement.refund.value, settlement.paymentId]).toEqual(["0.00", money(120_000n - 33_333n), null]);
      expect((await app.getLease(lease._id)).balance).toBe("6000.00");
    });

    it("settles once under two requests at once", async () => {
      const { lease } = await ended();
      await pay(app, actor, lease._id, "1500.00", "2026-01-01");
      const data = { deductions: [{ description: "Cleaning", value: "75.00", documentId: null }], applyToBalance: true, refund };
      const results = await Promise.allSettled([
        app.settleDeposit({ leaseId: lease._id, data, actor, now: NOW }),
        app.settleDeposit({ leaseId: lease._id, data, actor, now: NOW }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect((refused.reason as { code: string }).code).toBe("CONFLICT");
      expect(await app.prisma.depositSettlement.count({ where: { leaseId: lease._id } })).toBe(1);
      expect(await app.prisma.rentPosting.count({ where: { leaseId: lease._id, share: "deposit_deduction" } })).toBe(1);
      expect(await app.prisma.leaseEntry.count({ where: { leaseId: lease._id, method: "deposit" } })).toBe(1);
      expect(await app.prisma.outboxMessage.count({ where: { idempotencyKey: app.settlementLetterKey(lease._id) } })).toBe(1);
    });
  });
}
