import type { Actor } from "@/server/auth/actor";
import { conflict, notFound, unprocessable } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { refuseRentEntry, rentPostingShare } from "./rent-entry";
import { prisma } from "@/server/db/client";
import { toTransactionDto, transactionRelations } from "./account-dto";
import { appendEntry, guardBalanceOverflow, LEDGER_TRANSACTION_OPTIONS, lockAccount } from "./ledger";
import { reversalOf } from "./ledger-math";

export const ALREADY_REVERSED = "This transaction has already been reversed.";
export const REVERSAL_NOT_REVERSIBLE = "A reversal cannot be reversed. Delete it, or post a new transaction.";

/** "Reversal of: Rent - May 2026", within the 500 characters a description may have. */
export function reversalDescription(description: string): string {
  const text = `Reversal of: ${description}`;
  return text.length <= 500 ? text : `${text.slice(0, 499)}…`;
}

/**
 * Reverses one entry of a client's ledger: posts the opposite entry (the
 * other column, the same amount and type) dated now, linked to the original
 * and carrying the reason; the original row is not touched. Under the account
 * row lock, like every ledger write (so two reversals of one entry run one
 * after the other and the second is refused), with its audit row in the same
 * transaction. 404 when the entry is not in that client's ledger; 409 when it
 * has a reversal already, or was made from rent (server/accounts/rent-entry.ts); 422 when it is a reversal itself.
 */
export async function reverseTransaction({
  clientId,
  transactionId,
  reason,
  actor,
  now = new Date(),
}: {
  clientId: string;
  transactionId: string;
  reason: string;
  actor: Actor;
  now?: Date;
}) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const account = await lockAccount(tx, clientId, { open: false });
      if (!account) throw notFound("Transaction not found.");
      const original = await tx.accountTransaction.findFirst({
        where: { id: transactionId, clientId },
        include: { reversedBy: { select: { id: true } }, ...rentPostingShare },
      });
      if (!original) throw notFound("Transaction not found.");
      refuseRentEntry(original);
      if (original.reversesId) throw unprocessable(REVERSAL_NOT_REVERSIBLE);
      if (original.reversedBy) throw conflict(ALREADY_REVERSED);

      const { id } = await appendEntry(tx, account, {
        clientId,
        date: now,
        ...reversalOf(original),
        type: original.type,
        description: reversalDescription(original.description),
        postedById: actor.id,
        reversal: { reversesId: original.id, reason },
      });

      const reversal = toTransactionDto(await tx.accountTransaction.findUniqueOrThrow({ where: { id }, include: transactionRelations }));
      await recordAudit(tx, {
        actor,
        action: "reverse",
        entityType: "account",
        entityId: clientId,
        changes: {
          entryId: original.id,
          reversalId: reversal._id,
          clientRef: clientId,
          date: original.date.toISOString(),
          column: original.column,
          type: original.type,
          description: original.description,
          value: original.value.toFixed(2),
          reason,
          reversalDate: reversal.date,
          closingBalance: reversal.closingBalance,
        },
      });
      return reversal;
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}
