import type { ServiceOrderChargeDto, ServiceOrderChargeInput } from "@/lib/schemas/service-order-charge";
import { toTransactionDto, transactionRelations } from "@/server/accounts/account-dto";
import { postTransaction } from "@/server/accounts/post-transaction";
import { recordAudit } from "@/server/audit";
import type { Actor } from "@/server/auth/actor";
import { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/server/db/client";
import { badRequest, conflict, notFound, unprocessable } from "@/server/errors";

/** A charge's invoice must be one of the order's own documents. */
const INVOICE_NOT_ON_ORDER = "The invoice must be one of this service order's documents.";
/** The Idempotency-Key header: 1–200 visible ASCII characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_INVALID = "Idempotency-Key must be 1 to 200 visible ASCII characters.";
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used for a different charge.";

/** The 409 of a second charge of one invoice: it names the charge that stands. */
export function invoiceAlreadyCharged(existing: {
  transactionId: string;
  transaction: { description: string; value: Prisma.Decimal; date: Date };
}) {
  const message =
    `This invoice is already charged to the owner: entry ${existing.transactionId} ` +
    `('${existing.transaction.description}', ${existing.transaction.value.toFixed(2)} on ${existing.transaction.date.toISOString().slice(0, 10)}).`;
  return conflict(message, { documentId: [message] });
}

/** Reads the optional Idempotency-Key header: absent is null; present but malformed is 400. */
export function readIdempotencyKey(headers: Headers): string | null {
  const value = headers.get("idempotency-key");
  if (value === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return value;
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Charge to owner (issue 30 §3): posts a debit on the listing owner's ledger
 * through postTransaction — the ledger's rules, row lock, balance checks and
 * History — and, in the same transaction, links the entry to the order and
 * its invoice and writes the order's History. The description defaults to
 * "{order name} — {provider}".
 *
 * One invoice is charged at most once: a unique key on the charge's
 * document, so of parallel charges of one invoice one commits and the others
 * roll back whole (no debit) and answer 409 naming the charge that stands. An
 * `idempotencyKey` (the Idempotency-Key header) names the charge for its
 * sender: the same key of the same user answers the charge it made
 * (`created: false`, no second debit), even sent in parallel (unique on
 * (charged_by_id, idempotency_key)); the key sent for another order or amount is 409.
 */
export async function chargeServiceOrder({
  orderId,
  data,
  actor,
  idempotencyKey = null,
}: {
  orderId: string;
  data: ServiceOrderChargeInput;
  actor: Actor;
  idempotencyKey?: string | null;
}): Promise<{ charge: ServiceOrderChargeDto; created: boolean }> {
  const order = await prisma.serviceOrder.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      orderNumber: true,
      name: true,
      listing: { select: { clientId: true } },
      serviceProvider: { select: { name: true } },
    },
  });
  if (!order) throw notFound("Service order not found.");
  const invoice = data.documentId
    ? await prisma.document.findFirst({
        where: { id: data.documentId, entity: "service-orders", recordId: order.id, complete: true },
        select: { id: true, title: true, fileName: true },
      })
    : null;
  if (data.documentId && !invoice) throw unprocessable(INVOICE_NOT_ON_ORDER, { documentId: [INVOICE_NOT_ON_ORDER] });
  const serviceOrderRef = { _id: order.id, orderNumber: order.orderNumber, name: order.name };
  const documentRef = invoice ? { _id: invoice.id, title: invoice.title, fileName: invoice.fileName } : null;

  /** A charge that already stands for this key or invoice: the same one again, or 409. */
  const standing = async (): Promise<ServiceOrderChargeDto | null> => {
    if (idempotencyKey) {
      const earlier = await prisma.serviceOrderCharge.findUnique({
        where: { chargedById_idempotencyKey: { chargedById: actor.id, idempotencyKey } },
        include: chargeRelations,
      });
      if (earlier) {
        if (
          earlier.serviceOrderId !== order.id ||
          !earlier.transaction.value.equals(data.value) ||
          earlier.documentId !== (invoice?.id ?? null)
        ) {
          throw conflict(IDEMPOTENCY_KEY_REUSED);
        }
        return toChargeDto(earlier, serviceOrderRef);
      }
    }
    if (invoice) {
      const earlier = await prisma.serviceOrderCharge.findUnique({ where: { documentId: invoice.id }, include: chargeRelations });
      if (earlier) throw invoiceAlreadyCharged(earlier);
    }
    return null;
  };
  const replayed = await standing();
  if (replayed) return { charge: replayed, created: false };

  const entry = await postTransaction({
    data: {
      clientRef: order.listing.clientId,
      column: "debit",
      type: "other",
      description: data.description ?? `${order.name} — ${order.serviceProvider.name}`.slice(0, 500),
      value: data.value,
      date: data.date,
    },
    actor,
    alsoWrite: async (tx, posted) => {
      await tx.serviceOrderCharge.create({
        data: {
          transactionId: posted._id,
          serviceOrderId: order.id,
          documentId: invoice?.id ?? null,
          chargedById: actor.id,
          idempotencyKey,
        },
      });
      await recordAudit(tx, {
        actor,
        action: "charge",
        entityType: "service_order",
        entityId: order.id,
        changes: {
          entryId: posted._id,
          column: posted.column,
          type: posted.type,
          value: posted.value,
          description: posted.description,
          documentId: invoice?.id ?? null,
        },
      });
    },
  }).catch(async (error: unknown) => {
    // Lost a race to a parallel charge of the same invoice or key: that transaction rolled back whole.
    if (!isUniqueViolation(error)) throw error;
    const winner = await standing();
    if (winner) return { winner };
    throw error;
  });
  if ("winner" in entry) return { charge: entry.winner, created: false };
  return { charge: { ...entry, serviceOrderRef, documentRef }, created: true };
}

const chargeRelations = {
  transaction: { include: transactionRelations },
  document: { select: { id: true, title: true, fileName: true } },
} satisfies Prisma.ServiceOrderChargeInclude;

function toChargeDto(
  row: Prisma.ServiceOrderChargeGetPayload<{ include: typeof chargeRelations }>,
  serviceOrderRef: ServiceOrderChargeDto["serviceOrderRef"],
): ServiceOrderChargeDto {
  return {
    ...toTransactionDto(row.transaction),
    serviceOrderRef,
    documentRef: row.document ? { _id: row.document.id, title: row.document.title, fileName: row.document.fileName } : null,
  };
}

/** An order's charges, newest first (at most 500). */
export async function findServiceOrderCharges(orderId: string): Promise<{ items: ServiceOrderChargeDto[]; total: number }> {
  const order = await prisma.serviceOrder.findUnique({ where: { id: orderId }, select: { id: true, orderNumber: true, name: true } });
  if (!order) throw notFound("Service order not found.");
  const [rows, total] = await Promise.all([
    prisma.serviceOrderCharge.findMany({
      where: { serviceOrderId: orderId },
      orderBy: [{ createdAt: "desc" }, { transactionId: "asc" }],
      take: 500,
      include: chargeRelations,
    }),
    prisma.serviceOrderCharge.count({ where: { serviceOrderId: orderId } }),
  ]);
  const serviceOrderRef = { _id: order.id, orderNumber: order.orderNumber, name: order.name };
  return { items: rows.map((row) => toChargeDto(row, serviceOrderRef)), total };
}
