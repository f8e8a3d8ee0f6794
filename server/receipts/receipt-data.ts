import { languageOr, type Language } from "@/lib/i18n/languages";
import { fromCents, toCents, type ChargeType, type PaymentMethod } from "@/lib/domain/rent";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";
import { leaseTenantOf } from "@/server/leases/lease-dto";

/** The most charges a receipt lists one by one (a payment that paid more lists the rest as one line). */
export const RECEIPT_MAX_LINES = 200;

export interface Receipt {
  leaseId: string;
  paymentId: string;
  /** "R-" and the entry's ledger sequence: a number the tenant can quote. */
  number: string;
  listing: { _id: string; propertyName: string; location: string };
  tenants: { _id: string; name: string; primary: boolean; email: string | null; mailingAddress: string | null }[];
  /** The language of the tenant the receipt is addressed to (the primary one, as receiptAddress picks): the PDF's and e-mail's. */
  language: Language;
  date: string;
  method: PaymentMethod;
  reference: string | null;
  value: string;
  /** What it paid, oldest charge first: each charge's due day, description and the part this payment paid. */
  paid: { chargeId: string; date: string; type: ChargeType | null; description: string; value: string }[];
  /** Charges paid beyond RECEIPT_MAX_LINES, summed. */
  morePaid: { count: number; value: string } | null;
  /** The part not applied to any charge (a credit the next charges use). */
  credit: string;
  /** The tenant's balance right after this payment (its ledger row's balance). */
  balanceAfter: string;
  reversal: { date: string; reason: string | null } | null;
  createdAt: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One payment of a lease as its receipt shows it (PRODUCT.md#rent "Receipts"),
 * read in three bounded queries; an id that is not a payment of this lease is a 404.
 */
export async function getReceipt(leaseId: string, paymentId: string): Promise<Receipt> {
  const payment = await prisma.leaseEntry.findFirst({
    where: { id: paymentId, leaseId, kind: "payment" },
    select: {
      id: true,
      sequence: true,
      date: true,
      method: true,
      reference: true,
      value: true,
      open: true,
      balance: true,
      createdAt: true,
      reversedBy: { select: { date: true, reversalReason: true } },
      lease: {
        select: {
          listing: { select: { id: true, propertyName: true, location: true } },
          tenants: {
            orderBy: [{ primary: "desc" }, { position: "asc" }],
            select: {
              primary: true,
              tenant: { select: { id: true, displayName: true, email: true, mailingAddress: true, language: true } },
            },
          },
        },
      },
    },
  });
  if (!payment) throw notFound("The payment was not found on this lease.");
  const [allocations, total] = await Promise.all([
    prisma.leaseAllocation.findMany({
      where: { paymentId },
      orderBy: [{ charge: { date: "asc" } }, { charge: { sequence: "asc" } }],
      take: RECEIPT_MAX_LINES,
      select: {
        value: true,
        charge: { select: { id: true, date: true, chargeType: true, description: true } },
      },
    }),
    prisma.leaseAllocation.aggregate({ where: { paymentId }, _count: true, _sum: { value: true } }),
  ]);
  const listedCents = allocations.reduce((sum, allocation) => sum + toCents(allocation.value.toFixed(2)), 0n);
  const totalCents = total._sum.value ? toCents(total._sum.value.toFixed(2)) : 0n;
  const more = total._count - allocations.length;
  const { lease } = payment;
  const addressee = lease.tenants.find((link) => link.primary) ?? lease.tenants[0];
  return {
    leaseId,
    paymentId,
    number: `R-${payment.sequence.toString().padStart(6, "0")}`,
    listing: { _id: lease.listing.id, propertyName: lease.listing.propertyName, location: lease.listing.location },
    tenants: lease.tenants.map((link) => ({
      ...leaseTenantOf(link),
      email: link.tenant.email,
      mailingAddress: link.tenant.mailingAddress,
    })),
    language: languageOr(addressee?.tenant.language, env().AGENCY_LANGUAGE),
    date: day(payment.date),
    method: payment.method as PaymentMethod,
    reference: payment.reference,
    value: payment.value.toFixed(2),
    paid: allocations.map((allocation) => ({
      chargeId: allocation.charge.id,
      date: day(allocation.charge.date),
      type: allocation.charge.chargeType as ChargeType | null,
      description: allocation.charge.description,
      value: allocation.value.toFixed(2),
    })),
    morePaid: more > 0 ? { count: more, value: fromCents(totalCents - listedCents) } : null,
    credit: payment.open.toFixed(2),
    balanceAfter: payment.balance.toFixed(2),
    reversal: payment.reversedBy ? { date: day(payment.reversedBy.date), reason: payment.reversedBy.reversalReason } : null,
    createdAt: payment.createdAt.toISOString(),
  };
}
