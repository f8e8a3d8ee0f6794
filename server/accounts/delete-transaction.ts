import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { guardBalanceOverflow, LEDGER_TRANSACTION_OPTIONS, lockAccount, recomputeClosingBalances, syncAccountBalance } from "./ledger";

/**
 * Removes one entry from a client's ledger under the account lock, then
 * recomputes the closing balances of the entries after it (in SQL) and the
 * account balance. 404 when the entry is not in that client's ledger.
 */
export async function deleteTransaction({ clientId, transactionId, actor }: { clientId: string; transactionId: string; actor: Actor }) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const account = await lockAccount(tx, clientId, { open: false });
      if (!account) throw notFound("Transaction not found.");
      const entry = await tx.accountTransaction.findFirst({ where: { id: transactionId, clientId } });
      if (!entry) throw notFound("Transaction not found.");

      await tx.accountTransaction.delete({ where: { id: entry.id } });
      await recomputeClosingBalances(tx, clientId, { date: entry.date, sequence: entry.sequence });
      const balance = await syncAccountBalance(tx, clientId, account.entryCount - 1);

      await recordAudit(tx, {
        actor,
        action: "delete-entry",
        entityType: "account",
        entityId: clientId,
        changes: {
          entryId: entry.id,
          clientRef: clientId,
          date: entry.date.toISOString(),
          column: entry.column,
          type: entry.type,
          description: entry.description,
          value: entry.value.toFixed(2),
          closingBalance: entry.closingBalance.toFixed(2),
          accountBalanceAfter: balance,
        },
      });
      return { balance };
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}
