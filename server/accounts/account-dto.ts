import type { AccountTransaction, Prisma } from "@/lib/generated/prisma/client";
import type { AccountDto, AccountListItemDto, TransactionDto } from "@/lib/schemas/account";
import { fullName } from "@/lib/domain/people";

const linkedEntry = { select: { id: true, date: true } } as const;

/** What an entry is read with: who posted it, and the other entry of its reversal pair (if any). */
export const transactionRelations = {
  postedBy: { select: { firstName: true, lastName: true } },
  reverses: linkedEntry,
  reversedBy: linkedEntry,
  serviceOrderCharge: {
    select: {
      serviceOrder: { select: { id: true, orderNumber: true, name: true } },
      document: { select: { id: true, title: true, fileName: true } },
    },
  },
  rentPosting: { select: { leaseId: true, payment: { select: { id: true, date: true } } } },
} as const satisfies Prisma.AccountTransactionInclude;

type Linked = { id: string; date: Date } | null;

export type TransactionWithRelations = AccountTransaction & {
  postedBy: { firstName: string; lastName: string } | null;
  reverses: Linked;
  reversedBy: Linked;
  serviceOrderCharge?: {
    serviceOrder: { id: string; orderNumber: number; name: string };
    document: { id: string; title: string; fileName: string } | null;
  } | null;
  rentPosting?: { leaseId: string; payment: { id: string; date: Date } | null } | null;
};

const toLinkedEntry = (entry: Linked) => (entry ? { _id: entry.id, date: entry.date.toISOString() } : null);

export function toTransactionDto(entry: TransactionWithRelations): TransactionDto {
  return {
    _id: entry.id,
    clientRef: entry.clientId,
    date: entry.date.toISOString(),
    type: entry.type,
    description: entry.description,
    column: entry.column,
    value: entry.value.toFixed(2),
    closingBalance: entry.closingBalance.toFixed(2),
    postedBy: entry.postedBy ? fullName(entry.postedBy) : null,
    reverses: toLinkedEntry(entry.reverses),
    reversedBy: toLinkedEntry(entry.reversedBy),
    reversalReason: entry.reversalReason,
    ...chargeRefs(entry.serviceOrderCharge),
    paymentRef: paymentRef(entry.rentPosting),
    ...(entry.rentPosting ? { leaseRef: entry.rentPosting.leaseId } : {}),
  };
}

/** An entry made from rent (issue 43): the tenant's payment it came from, on its lease; null for any other entry. */
function paymentRef(posting: TransactionWithRelations["rentPosting"]): TransactionDto["paymentRef"] {
  if (!posting?.payment) return null;
  return { _id: posting.payment.id, leaseRef: posting.leaseId, date: posting.payment.date.toISOString().slice(0, 10) };
}

/** A charge to the owner (issue 30 §3): the order it charges and its invoice; nothing on other entries. */
function chargeRefs(charge: TransactionWithRelations["serviceOrderCharge"]): Pick<TransactionDto, "serviceOrderRef" | "documentRef"> {
  if (!charge) return {};
  const { serviceOrder, document } = charge;
  return {
    serviceOrderRef: { _id: serviceOrder.id, orderNumber: serviceOrder.orderNumber, name: serviceOrder.name },
    documentRef: document ? { _id: document.id, title: document.title, fileName: document.fileName } : null,
  };
}

/** The client, its account (if open) and its listing count, in one query. */
export const accountClientSelect = {
  id: true,
  name: true,
  account: { select: { balance: true, entryCount: true } },
  _count: { select: { listings: true } },
} as const satisfies Prisma.ClientSelect;

/** The same without the listing count, for pages (counted for the page's clients only: withListingCounts). */
export const accountClientPageSelect = {
  id: true,
  name: true,
  account: { select: { balance: true, entryCount: true } },
} as const satisfies Prisma.ClientSelect;

export type AccountClientRow = Prisma.ClientGetPayload<{ select: typeof accountClientSelect }>;

export function toAccountListItem(row: AccountClientRow, withBalance: boolean): AccountListItemDto {
  return {
    _id: row.id,
    name: row.name,
    propertyCount: row._count.listings,
    entryCount: row.account?.entryCount ?? 0,
    ...(withBalance ? { accountBalance: row.account ? row.account.balance.toFixed(2) : "0.00" } : {}),
  };
}

export function toAccountDto(row: AccountClientRow, lastEntryDate: Date | null): AccountDto {
  return {
    _id: row.id,
    clientRef: row.id,
    name: row.name,
    accountBalance: row.account ? row.account.balance.toFixed(2) : "0.00",
    entryCount: row.account?.entryCount ?? 0,
    propertyCount: row._count.listings,
    isOpen: Boolean(row.account),
    lastEntryDate: lastEntryDate ? lastEntryDate.toISOString() : null,
  };
}
