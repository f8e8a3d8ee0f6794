import type { Actor } from "@/server/auth/actor";
import { notFound } from "@/server/errors";
import { recordDelete } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { LEDGER_TRANSACTION_OPTIONS, lockAccount } from "./ledger";

/**
 * Closes a client's account: removes the account and all its ledger entries
 * (the client stays). Audited with the balance and the number of entries removed.
 */
export async function deleteAccount({ clientId, actor }: { clientId: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const account = await lockAccount(tx, clientId, { open: false });
    if (!account) throw notFound("This client has no account.");
    const removed = await tx.accountTransaction.deleteMany({ where: { clientId } });
    await tx.account.delete({ where: { clientId } });
    await recordDelete(tx, actor, "account", clientId, {
      clientRef: clientId,
      balance: account.balance,
      transactionsRemoved: removed.count,
    });
  }, LEDGER_TRANSACTION_OPTIONS);
}
