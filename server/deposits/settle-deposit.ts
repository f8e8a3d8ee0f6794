import { dbDate } from "@/lib/domain/agency-time";
import { createElement } from "react";
import { formatUsd } from "@/lib/domain/money";
import { fromCents, lastDay, leaseStatus, toCents } from "@/lib/domain/rent";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DepositSettleInput, DepositSettlementDto } from "@/lib/schemas/deposit";
import { appendEntry, lockAccount } from "@/server/accounts/ledger";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { badRequest, conflict, isAppError, notFound } from "@/server/errors";
import { agencyToday } from "@/server/leases/agency-today";
import { depositsHeld } from "@/server/leases/get-lease";
import { entryDay } from "@/server/leases/ledger/entry-day";
import { ownerInstant } from "@/server/leases/owner-share";
import { refreshRollAggregates } from "@/server/leases/roll-aggregates";
import { appendEntries, LEASE_TRANSACTION_OPTIONS, lockLease, settle } from "@/server/leases/tenant-ledger";
import { isDeliverableAddress } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { DepositSettlementEmail, depositSettlementSubject } from "@/server/mail/templates/deposit-settlement-email";
import { translatorFor } from "@/server/i18n/translator";
import { calendarDay } from "@/server/receipts/letter-pdf";
import { addresseeOf, findDepositSettlement, getSettlementLetter, type StoredDeduction } from "./deposit-settlement";
import { letterDay, refundMethodLine, settlementLetterFileName, settlementLetterPdf } from "./settlement-letter-pdf";

export const LEASE_RUNNING = "The lease is still running: its deposit is settled once the lease has ended.";
export const ALREADY_SETTLED = "This lease's deposit has already been settled.";
export const NOTHING_HELD = "Nothing of this lease's deposit is held: there is nothing to settle.";
export const NO_LETTER_ADDRESS = "The letter was not e-mailed: the primary tenant has no valid e-mail address. Download it instead.";
/** The description of the tenant's payment the deposit makes. */
export const PAID_FROM_DEPOSIT = "Paid from the deposit";

/** The Outbox idempotency key of a lease's settlement letter: one message per lease, ever. */
export const settlementLetterKey = (leaseId: string) => `deposit-settlement:${leaseId}`;

const clip = (text: string) => (text.length <= 500 ? text : `${text.slice(0, 499)}…`);
const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * POST /leases/{id}/deposit/settle (PRODUCT.md#rent "Settling a deposit"):
 * once the lease has ended, what the agency holds of its deposit is used up
 * in one transaction that holds the lease row, then the owner's account —
 * each deduction credited to the owner ("Deposit deduction — …", a
 * rent_postings row of share deposit_deduction on the deposit charge); with
 * `applyToBalance`, what the tenant owes (up to what is left) paid by a
 * payment "from the deposit" that settles like any payment (rent credited to
 * the owner, less the management fee); the rest refunded to the tenant. The
 * settlement row, the audit row and the letter to the primary tenant (the
 * Outbox, key deposit-settlement:{lease}) commit with it. Once per lease: a
 * second request waits on the lease row, then finds the settlement (409).
 */
export async function settleDeposit(request: SettleRequest): Promise<DepositSettlementDto> {
  return prisma.$transaction((tx) => settleDepositIn(tx, request), LEASE_TRANSACTION_OPTIONS);
}

interface SettleRequest {
  leaseId: string;
  data: DepositSettleInput;
  actor: Actor;
  now?: Date;
  /** Off: no letter is queued (the demo's seed, which sends no mail). */
  letter?: boolean;
}

/** settleDeposit in the caller's transaction. */
export async function settleDepositIn(
  tx: Prisma.TransactionClient,
  { leaseId, data, actor, now = new Date(), letter: sendLetter = true }: SettleRequest,
): Promise<DepositSettlementDto> {
  const today = agencyToday(now);
  const date = entryDay(data.date, today);
  const lease = await lockLease(tx, leaseId);
  if (!lease) throw notFound("Lease not found.");
  if (leaseStatus(lease, today) !== "ended") throw conflict(LEASE_RUNNING);
  if (await tx.depositSettlement.findUnique({ where: { leaseId }, select: { leaseId: true } })) throw conflict(ALREADY_SETTLED);
  const held = toCents((await depositsHeld(tx, [leaseId])).get(leaseId) ?? "0.00");
  if (held <= 0n) throw conflict(NOTHING_HELD);

  const last = lastDay(lease);
  if (last && date < last) throw refuse("date", `The settlement cannot be dated before the lease's last day (${calendarDay(last)}).`);
  const deducted = data.deductions.reduce((sum, deduction) => sum + toCents(deduction.value), 0n);
  if (deducted > held) {
    throw refuse("deductions", `The deductions (${formatCents(deducted)}) are more than the deposit held (${formatCents(held)}).`);
  }
  await checkDocuments(tx, leaseId, data.deductions);

  // The owner's account, after the lease row (the order every rent posting takes).
  const { clientId: ownerId, propertyName } = await tx.listing.findUniqueOrThrow({
    where: { id: lease.listingId },
    select: { clientId: true, propertyName: true },
  });
  const depositCharge = await tx.leaseEntry.findFirst({
    where: { leaseId, kind: "charge", chargeType: "deposit" },
    orderBy: [{ date: "asc" }, { sequence: "asc" }],
    select: { id: true },
  });
  const ownerDate = ownerInstant(date, today, now);
  for (const deduction of data.deductions) {
    const account = (await lockAccount(tx, ownerId))!;
    const { id } = await appendEntry(tx, account, {
      clientId: ownerId,
      date: ownerDate,
      column: "credit",
      type: "payment",
      description: clip(`Deposit deduction — ${deduction.description} — ${propertyName}`),
      value: deduction.value,
      postedById: actor.id,
    });
    await tx.rentPosting.create({
      data: { transactionId: id, leaseId, share: "deposit_deduction", chargeId: depositCharge?.id ?? null },
    });
  }

  // What the tenant owes, paid from what is left; settle pays it like any payment (and credits the owner's rent).
  const owed = toCents(lease.balance);
  const applied = data.applyToBalance && owed > 0n ? min(owed, held - deducted) : 0n;
  let paymentId: string | null = null;
  if (applied > 0n) {
    [paymentId] = (await appendEntries(tx, lease, [
      {
        date,
        kind: "payment",
        method: "deposit",
        reference: null,
        description: PAID_FROM_DEPOSIT,
        value: fromCents(applied),
        postedById: actor.id,
      },
    ])) as [string];
    await settle(tx, leaseId, { now });
  }
  const refund = held - deducted - applied;

  const stored: StoredDeduction[] = data.deductions.map((deduction) => ({
    description: deduction.description,
    value: deduction.value,
    documentId: deduction.documentId,
  }));
  await tx.depositSettlement.create({
    data: {
      leaseId,
      date: dbDate(date),
      held: fromCents(held),
      deductions: stored as never,
      applied: fromCents(applied),
      refund: fromCents(refund),
      refundMethod: data.refund.method,
      refundReference: data.refund.reference,
      paymentId,
      settledById: actor.id,
    },
  });
  // Nothing is held once settled: the lease row's figures (the rent roll, the lease's deposit held) say so.
  await refreshRollAggregates(tx, leaseId);

  const letter = sendLetter ? await queueLetter(tx, leaseId, actor, now) : { messageId: null, skipped: "No letter was asked for." };
  await recordAudit(tx, {
    actor,
    action: "settle-deposit",
    entityType: "lease",
    entityId: leaseId,
    changes: {
      date,
      held: fromCents(held),
      deducted: fromCents(deducted),
      deductions: stored.length,
      applied: fromCents(applied),
      refund: fromCents(refund),
      refundMethod: data.refund.method,
      refundReference: data.refund.reference,
      paymentId,
      messageId: letter.messageId,
      letterSkipped: letter.skipped,
    },
  });
  return (await findDepositSettlement(leaseId, tx, letter.skipped))!;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const formatCents = (cents: bigint) => formatUsd(fromCents(cents));

/** A deduction's document must be one of this lease's (400 naming it). */
async function checkDocuments(tx: Prisma.TransactionClient, leaseId: string, deductions: DepositSettleInput["deductions"]) {
  const ids = [...new Set(deductions.flatMap((deduction) => (deduction.documentId ? [deduction.documentId] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.document.findMany({ where: { id: { in: ids }, entity: "leases", recordId: leaseId }, select: { id: true } })).map(
      (document) => document.id,
    ),
  );
  const index = deductions.findIndex((deduction) => deduction.documentId && !found.has(deduction.documentId));
  if (index >= 0) throw refuse(`deductions.${index}.documentId`, "The document must be one of this lease's documents.");
}

/**
 * The settlement letter to the primary tenant, in that tenant's language (letter.language), in the settlement's transaction
 * (rendered here: the figures exist only now, and a letter is a page). No valid
 * address, or the person's sends of the hour used up: not e-mailed, and the
 * answer says why — the settlement stands, the letter can be downloaded.
 */
async function queueLetter(
  tx: Prisma.TransactionClient,
  leaseId: string,
  actor: Actor,
  now: Date,
): Promise<{ messageId: string | null; skipped: string | null }> {
  const letter = await getSettlementLetter(leaseId, tx);
  const primary = addresseeOf(letter.tenants);
  const address = primary?.email?.trim() ?? "";
  if (!primary || !isDeliverableAddress(address)) return { messageId: null, skipped: NO_LETTER_ADDRESS };
  const { settlement, language } = letter;
  const t = await translatorFor(language);
  const pdf = await settlementLetterPdf(letter, { timeZone: env().APP_TIME_ZONE, now });
  const message = await prepareMessage({
    kind: "deposit-settlement",
    to: { name: primary.name, address },
    subject: depositSettlementSubject(letter.listing.propertyName, t),
    body: createElement(DepositSettlementEmail, {
      language,
      t,
      tenantName: primary.name,
      propertyName: letter.listing.propertyName,
      date: letterDay(settlement.date, language),
      held: settlement.held,
      deductions: settlement.deductions.map((deduction) => ({ description: deduction.description, value: deduction.value })),
      applied: settlement.applied,
      refund: settlement.refund.value,
      refundMethod: refundMethodLine(settlement.refund, t),
    }),
    attachments: [{ filename: settlementLetterFileName(letter, t), contentType: "application/pdf", content: pdf }],
    related: { type: "leases", id: leaseId },
    idempotencyKey: settlementLetterKey(leaseId),
    createdBy: actor,
  });
  try {
    const queued = await queueMessage(tx, message);
    await tx.depositSettlement.update({ where: { leaseId }, data: { letterMessageId: queued.id } });
    return { messageId: queued.id, skipped: null };
  } catch (error) {
    // The send limit refuses before it writes anything: the settlement goes on without its e-mail.
    if (isAppError(error, "TOO_MANY_REQUESTS")) return { messageId: null, skipped: `The letter was not e-mailed: ${error.message}` };
    throw error;
  }
}
