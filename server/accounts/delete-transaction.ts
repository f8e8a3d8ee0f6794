import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { conflict, notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { refuseRentEntry, rentPostingShare } from "./rent-entry";
import { prisma } from "@/server/db/client";
import {
  entryAuditChanges,
  guardBalanceOverflow,
  LEDGER_TRANSACTION_OPTIONS,
  lockAccount,
  recomputeClosingBalances,
  syncAccountBalance,
} from "./ledger";

export const DELETE_REVERSAL_FIRST = "This transaction has been reversed. Delete its reversal first.";

/**
 * Removes one entry from a client's ledger under the account lock, then
 * recomputes the closing balances of the entries after it (in SQL) and the
 * account balance; the reason (when given) goes to the History with the entry.
 * 404 when the entry is not in that client's ledger; 409 when it has a
 * reversal (the pair would lose its other half), or was made from rent
 * (server/accounts/rent-entry.ts). Deleting a reversal leaves
 * its original as it was, no longer reversed.
 */
export async function deleteTransaction({
  clientId,
  transactionId,
  reason = null,
  actor,
}: {
  clientId: string;
  transactionId: string;
  reason?: string | null;
  actor: Actor;
}) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const account = await lockAccount(tx, clientId, { open: false });
      if (!account) throw notFound("Transaction not found.");
      const entry = await tx.accountTransaction.findFirst({
        where: { id: transactionId, clientId },
        include: { reversedBy: { select: { id: true } }, ...rentPostingShare },
      });
      if (!entry) throw notFound("Transaction not found.");
      refuseRentEntry(entry);
      if (entry.reversedBy) throw conflict(DELETE_REVERSAL_FIRST);

      const balance = await removeEntry(tx, { entry, entryCount: account.entryCount, actor, reason });
      return { balance };
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}

type RemovedEntry = Prisma.AccountTransactionGetPayload<object>;

/**
 * The deletion itself, for a caller holding the account's lock (this verb, and
 * an import's undo): the entry goes, the closing balances after it and the
 * account balance are recomputed, and the History keeps the whole entry with
 * the reason. Returns the account balance after.
 */
export async function removeEntry(
  tx: Prisma.TransactionClient,
  { entry, entryCount, actor, reason }: { entry: RemovedEntry; entryCount: number; actor: Actor; reason: string | null },
): Promise<string> {
  await tx.accountTransaction.delete({ where: { id: entry.id } });
  await recomputeClosingBalances(tx, entry.clientId, { date: entry.date, sequence: entry.sequence });
  const balance = await syncAccountBalance(tx, entry.clientId, entryCount - 1);
  await recordAudit(tx, {
    actor,
    action: "delete-entry",
    entityType: "account",
    entityId: entry.clientId,
    changes: {
      ...entryAuditChanges({
        ...entry,
        date: entry.date.toISOString(),
        value: entry.value.toFixed(2),
        closingBalance: entry.closingBalance.toFixed(2),
      }),
      accountBalanceAfter: balance,
      reason,
      ...(entry.reversesId ? { reversesId: entry.reversesId } : {}),
    },
  });
  return balance;
}
