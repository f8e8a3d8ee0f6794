import type { Prisma } from "@/lib/generated/prisma/client";
import type { CreateTransactionInput, TransactionDto } from "@/lib/schemas/account";
import type { Actor } from "@/server/auth/actor";
import { unprocessable } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { toTransactionDto, transactionRelations } from "./account-dto";
import { resolveEntryDate } from "./entry-date";
import { appendEntry, entryAuditChanges, guardBalanceOverflow, LEDGER_TRANSACTION_OPTIONS, lockAccount } from "./ledger";

/**
 * Posts one entry to a client's ledger (opening the account if needed).
 * Under the account row lock: at the end of the ledger the closing balance is
 * balance ± value (O(1)); a back-dated entry is inserted in place and the
 * closing balances from it on are recomputed in SQL. The entry, the account
 * and the audit row commit together — with whatever `alsoWrite` writes in the
 * same transaction (a service order's charge links its entry: server/service-orders/charge-service-order.ts).
 */
export async function postTransaction({
  data,
  actor,
  now = new Date(),
  alsoWrite,
}: {
  data: CreateTransactionInput;
  actor: Actor;
  now?: Date;
  alsoWrite?: (tx: Prisma.TransactionClient, entry: TransactionDto) => Promise<void>;
}) {
  const date = resolveEntryDate(data.date, now);
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      const dto = await postEntry(tx, { data, date, actor });
      await alsoWrite?.(tx, dto);
      return dto;
    }, LEDGER_TRANSACTION_OPTIONS),
  );
}

/**
 * The posting itself, inside the caller's transaction (postTransaction's own,
 * or an import's: all its entries commit together). `importedFrom` names the
 * file an imported entry came from, for the account's History.
 */
export async function postEntry(
  tx: Prisma.TransactionClient,
  { data, date, actor, importedFrom }: { data: CreateTransactionInput; date: Date; actor: Actor; importedFrom?: string },
) {
  const account = await lockAccount(tx, data.clientRef);
  if (!account) throw unprocessable("Client not found.");

  const { id, backDated } = await appendEntry(tx, account, {
    clientId: data.clientRef,
    date,
    column: data.column,
    type: data.type,
    description: data.description,
    value: data.value,
    postedById: actor.id,
  });

  const dto = toTransactionDto(await tx.accountTransaction.findUniqueOrThrow({ where: { id }, include: transactionRelations }));
  await recordAudit(tx, {
    actor,
    action: "post",
    entityType: "account",
    entityId: dto.clientRef,
    changes: {
      ...entryAuditChanges({ ...dto, id: dto._id, clientId: dto.clientRef }),
      backDated,
      ...(importedFrom ? { importedFrom } : {}),
    },
  });
  return dto;
}
