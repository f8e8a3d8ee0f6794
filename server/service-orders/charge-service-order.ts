import type { ServiceOrderChargeDto, ServiceOrderChargeInput } from "@/lib/schemas/service-order-charge";
import { toTransactionDto, transactionRelations } from "@/server/accounts/account-dto";
import { postTransaction } from "@/server/accounts/post-transaction";
import { recordAudit } from "@/server/audit";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { notFound, unprocessable } from "@/server/errors";

/** A charge's invoice must be one of the order's own documents. */
const INVOICE_NOT_ON_ORDER = "The invoice must be one of this service order's documents.";

/**
 * Charge to owner (issue 30 §3): posts a debit on the listing owner's ledger
 * through postTransaction — the ledger's rules, row lock, balance checks and
 * History — and, in the same transaction, links the entry to the order and
 * its invoice and writes the order's History. The description defaults to
 * "{order name} — {provider}".
 */
export async function chargeServiceOrder({
  orderId,
  data,
  actor,
}: {
  orderId: string;
  data: ServiceOrderChargeInput;
  actor: Actor;
}): Promise<ServiceOrderChargeDto> {
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
        data: { transactionId: posted._id, serviceOrderId: order.id, documentId: invoice?.id ?? null },
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
  });
  return { ...entry, serviceOrderRef, documentRef };
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
      include: { transaction: { include: transactionRelations }, document: { select: { id: true, title: true, fileName: true } } },
    }),
    prisma.serviceOrderCharge.count({ where: { serviceOrderId: orderId } }),
  ]);
  const serviceOrderRef = { _id: order.id, orderNumber: order.orderNumber, name: order.name };
  return {
    items: rows.map((row) => ({
      ...toTransactionDto(row.transaction),
      serviceOrderRef,
      documentRef: row.document ? { _id: row.document.id, title: row.document.title, fileName: row.document.fileName } : null,
    })),
    total,
  };
}
