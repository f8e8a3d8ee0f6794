import { fromCents, toCents, type PaymentMethod } from "@/lib/domain/rent";
import { languageOr, type Language } from "@/lib/i18n/languages";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DepositDeductionDto, DepositSettlementDto } from "@/lib/schemas/deposit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";

/**
 * A lease's deposit settlement as the API answers it (PRODUCT.md#rent "Settling
 * a deposit"): the stored row, its deductions with the titles of the documents
 * they name, and the letter's Outbox message.
 */
type Db = Prisma.TransactionClient | typeof prisma;

/** The stored deductions: [{ description, value, documentId }]. */
export interface StoredDeduction {
  description: string;
  value: string;
  documentId: string | null;
}

export const NOT_SETTLED = "This lease's deposit has not been settled.";
/** What GET says of a letter that was not e-mailed (the POST's answer said why). */
export const LETTER_NOT_SENT = "The letter was not e-mailed.";

const settlementSelect = {
  leaseId: true,
  date: true,
  held: true,
  deductions: true,
  applied: true,
  refund: true,
  refundMethod: true,
  refundReference: true,
  paymentId: true,
  letterMessageId: true,
  createdAt: true,
  settledBy: { select: { id: true, firstName: true, lastName: true } },
} satisfies Prisma.DepositSettlementSelect;

type SettlementRow = Prisma.DepositSettlementGetPayload<{ select: typeof settlementSelect }>;

const day = (date: Date) => date.toISOString().slice(0, 10);

export function deductionsOf(json: Prisma.JsonValue): StoredDeduction[] {
  return Array.isArray(json) ? (json as unknown as StoredDeduction[]) : [];
}

async function toDto(db: Db, row: SettlementRow, skipped: string | null): Promise<DepositSettlementDto> {
  const stored = deductionsOf(row.deductions);
  const documentIds = [...new Set(stored.flatMap((deduction) => (deduction.documentId ? [deduction.documentId] : [])))];
  const titles = new Map(
    documentIds.length === 0
      ? []
      : (await db.document.findMany({ where: { id: { in: documentIds } }, select: { id: true, title: true } })).map((document) => [
          document.id,
          document.title,
        ]),
  );
  const deductions: DepositDeductionDto[] = stored.map((deduction) => ({
    description: deduction.description,
    value: deduction.value,
    documentId: deduction.documentId,
    documentTitle: deduction.documentId ? (titles.get(deduction.documentId) ?? null) : null,
  }));
  return {
    leaseId: row.leaseId,
    date: day(row.date),
    held: row.held.toFixed(2),
    deductions,
    deducted: fromCents(stored.reduce((sum, deduction) => sum + toCents(deduction.value), 0n)),
    applied: row.applied.toFixed(2),
    paymentId: row.paymentId,
    refund: { value: row.refund.toFixed(2), method: row.refundMethod as PaymentMethod, reference: row.refundReference },
    letter: { messageId: row.letterMessageId, skipped: row.letterMessageId ? null : (skipped ?? LETTER_NOT_SENT) },
    settledBy: row.settledBy ? { _id: row.settledBy.id, name: `${row.settledBy.firstName} ${row.settledBy.lastName}`.trim() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The settlement of a lease, or null when its deposit is not settled. `skipped`: why the letter was not e-mailed (the POST knows). */
export async function findDepositSettlement(leaseId: string, db: Db = prisma, skipped: string | null = null) {
  const row = await db.depositSettlement.findUnique({ where: { leaseId }, select: settlementSelect });
  return row ? toDto(db, row, skipped) : null;
}

/** GET /leases/{id}/deposit/settlement: 404 for an unknown lease or a deposit not settled. */
export async function getDepositSettlement(leaseId: string, db: Db = prisma): Promise<DepositSettlementDto> {
  const settlement = await findDepositSettlement(leaseId, db);
  if (settlement) return settlement;
  const lease = await db.lease.findUnique({ where: { id: leaseId }, select: { id: true } });
  throw notFound(lease ? NOT_SETTLED : "Lease not found.");
}

/**
 * What the settlement letter shows beside the figures: the lease's listing, its days and its tenants (primary first).
 * The letter is addressed to the primary tenant (the first): it is written in that tenant's `language`.
 */
export interface SettlementLetter {
  settlement: DepositSettlementDto;
  listing: { propertyName: string; location: string };
  startDate: string | null;
  lastDay: string | null;
  tenants: { name: string; primary: boolean; email: string | null; mailingAddress: string | null; language: Language }[];
  language: Language;
}

export async function getSettlementLetter(leaseId: string, db: Db = prisma): Promise<SettlementLetter> {
  const settlement = await getDepositSettlement(leaseId, db);
  const lease = await db.lease.findUniqueOrThrow({
    where: { id: leaseId },
    select: {
      startDate: true,
      endDate: true,
      endedOn: true,
      listing: { select: { propertyName: true, location: true } },
      tenants: {
        orderBy: [{ primary: "desc" }, { position: "asc" }],
        select: { primary: true, tenant: { select: { displayName: true, email: true, mailingAddress: true, language: true } } },
      },
    },
  });
  const last = lease.endedOn ?? lease.endDate;
  const tenants = lease.tenants.map(({ primary, tenant }) => ({
    name: tenant.displayName ?? "",
    primary,
    email: tenant.email,
    mailingAddress: tenant.mailingAddress,
    language: languageOr(tenant.language, env().AGENCY_LANGUAGE),
  }));
  return {
    settlement,
    listing: lease.listing,
    startDate: lease.startDate ? day(lease.startDate) : null,
    lastDay: last ? day(last) : null,
    tenants,
    language: addresseeOf(tenants)?.language ?? env().AGENCY_LANGUAGE,
  };
}

/** Whom the letter is addressed to (and e-mailed to): the primary tenant, else the first. */
export function addresseeOf<T extends { primary: boolean }>(tenants: readonly T[]): T | undefined {
  return tenants.find((tenant) => tenant.primary) ?? tenants[0];
}
