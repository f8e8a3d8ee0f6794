import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { accountClientSelect, toAccountDto } from "./account-dto";
import {
  guardBalanceOverflow,
  LEDGER_TRANSACTION_OPTIONS,
  lastEntry,
  lockAccount,
  recomputeClosingBalances,
  syncAccountBalance,
} from "./ledger";

/**
 * PUT /accounts/update: an account has no fields a person may set (its
 * balance and entry count are derived from its entries), so an update
 * re-derives them: every closing balance, the balance and the entry count,
 * under the account lock. Normally nothing changes; after a bulk import or a
 * manual database repair it puts the account back in step. Audited with what
 * changed.
 */
export async function reconcileAccount({ clientId, actor }: { clientId: string; actor: Actor }) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const before = await lockAccount(tx, clientId, { open: false });
      if (!before) throw notFound("This client has no account.");
      const entriesChanged = await recomputeClosingBalances(tx, clientId);
      const entryCount = await tx.accountTransaction.count({ where: { clientId } });
      const balance = await syncAccountBalance(tx, clientId, entryCount);
      await recordAudit(tx, {
        actor,
        action: "update",
        entityType: "account",
        entityId: clientId,
        changes: {
          reconciled: true,
          closingBalancesCorrected: entriesChanged,
          ...(before.balance !== balance ? { balance: { from: before.balance, to: balance } } : {}),
          ...(before.entryCount !== entryCount ? { entryCount: { from: before.entryCount, to: entryCount } } : {}),
        },
      });
      const row = await tx.client.findUniqueOrThrow({ where: { id: clientId }, select: accountClientSelect });
      return toAccountDto(row, (await lastEntry(tx, clientId))?.date ?? null);
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}
