import type { TransactionListQuery } from "@/lib/schemas/account";
import { notFound } from "@/server/api/errors";
import { prisma } from "@/server/db/client";
import { toTransactionDto, withPoster } from "./account-dto";

/**
 * One page of a client's ledger, newest first (date, then entry order,
 * descending) — a range read on the (client_id, date, sequence) index. The
 * total is the account's entry count, kept in step by every posting.
 */
export async function findTransactions({ client: clientId, skip, limit }: TransactionListQuery) {
  const [client, rows] = await Promise.all([
    prisma.client.findUnique({ where: { id: clientId }, select: { account: { select: { entryCount: true } } } }),
    prisma.accountTransaction.findMany({
      where: { clientId },
      include: withPoster,
      orderBy: [{ date: "desc" }, { sequence: "desc" }],
      skip,
      take: limit,
    }),
  ]);
  if (!client) throw notFound("Client not found.");
  return { items: rows.map(toTransactionDto), total: client.account?.entryCount ?? 0 };
}
