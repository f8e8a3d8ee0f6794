import type { TransactionListQuery } from "@/lib/schemas/account";
import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { toTransactionDto, withPoster } from "./account-dto";

/**
 * One page of a client's ledger, newest first (date, then entry order,
 * descending). The total is the account's entry count, kept in step by every
 * posting.
 *
 * Two steps, so a page deep in a long ledger stays cheap: the page's entry
 * numbers are found by an index-only walk of (client_id, date, sequence) —
 * OFFSET skips index entries, not table rows — and only those entries are
 * read. A single OFFSET query read (and sorted) every skipped row: 45 ms
 * against 2 ms for skip=19,900 of 20,000 (docs/PERFORMANCE.md).
 */
export async function findTransactions({ client: clientId, skip, limit }: TransactionListQuery) {
  const [client, page] = await Promise.all([
    prisma.client.findUnique({ where: { id: clientId }, select: { account: { select: { entryCount: true } } } }),
    prisma.$queryRaw<{ sequence: bigint }[]>`
      SELECT sequence FROM account_transactions WHERE client_id = ${clientId}::uuid
      ORDER BY date DESC, sequence DESC OFFSET ${skip} LIMIT ${limit}`,
  ]);
  if (!client) throw notFound("Client not found.");
  const rows = page.length
    ? await prisma.accountTransaction.findMany({
        where: { sequence: { in: page.map((row) => row.sequence) } },
        include: withPoster,
        orderBy: [{ date: "desc" }, { sequence: "desc" }],
      })
    : [];
  return { items: rows.map(toTransactionDto), total: client.account?.entryCount ?? 0 };
}
