import type { CreateTransactionInput } from "@/lib/schemas/account";
import type { Actor } from "@/server/auth/actor";
import { unprocessable } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toTransactionDto, withPoster } from "./account-dto";
import { resolveEntryDate } from "./entry-date";
import {
  guardBalanceOverflow,
  LEDGER_TRANSACTION_OPTIONS,
  lastEntry,
  lockAccount,
  recomputeClosingBalances,
  syncAccountBalance,
} from "./ledger";
import { balanceAfter, MAX_LEDGER_BALANCE } from "./ledger-math";

/**
 * Posts one entry to a client's ledger (opening the account if needed).
 * Under the account row lock: at the end of the ledger the closing balance is
 * balance ± value (O(1)); a back-dated entry is inserted in place and the
 * closing balances from it on are recomputed in SQL. The entry, the account
 * and the audit row commit together.
 */
export async function postTransaction({ data, actor, now = new Date() }: { data: CreateTransactionInput; actor: Actor; now?: Date }) {
  const date = resolveEntryDate(data.date, now);
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const account = await lockAccount(tx, data.clientRef);
      if (!account) throw unprocessable("Client not found.");

      const newBalance = balanceAfter(account.balance, data.column, data.value);
      if (newBalance.abs().greaterThan(MAX_LEDGER_BALANCE)) {
        throw unprocessable("The account balance would exceed the largest amount the ledger can hold.");
      }
      const last = await lastEntry(tx, data.clientRef);
      const atEnd = !last || date.getTime() >= last.date.getTime();

      const created = await tx.accountTransaction.create({
        data: {
          clientId: data.clientRef,
          date,
          column: data.column,
          type: data.type,
          description: data.description,
          value: data.value,
          // Back-dated: provisional, recomputed below with everything after it.
          closingBalance: newBalance.toFixed(2),
          postedById: actor.id,
        },
        select: { id: true, date: true, sequence: true },
      });

      const entryCount = account.entryCount + 1;
      if (atEnd) {
        await tx.account.update({ where: { clientId: data.clientRef }, data: { balance: newBalance.toFixed(2), entryCount } });
      } else {
        await recomputeClosingBalances(tx, data.clientRef, { date: created.date, sequence: created.sequence });
        await syncAccountBalance(tx, data.clientRef, entryCount);
      }

      const entry = await tx.accountTransaction.findUniqueOrThrow({ where: { id: created.id }, include: withPoster });
      const dto = toTransactionDto(entry);
      await recordAudit(tx, {
        actor,
        action: "post",
        entityType: "account",
        entityId: dto.clientRef,
        changes: {
          entryId: entry.id,
          clientRef: dto.clientRef,
          date: dto.date,
          column: dto.column,
          type: dto.type,
          description: dto.description,
          value: dto.value,
          closingBalance: dto.closingBalance,
          backDated: !atEnd,
        },
      });
      return dto;
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}
