import { Prisma } from "@/lib/generated/prisma/client";
import type { TransactionListQuery } from "@/lib/schemas/account";
import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { toTransactionDto, transactionRelations } from "./account-dto";

/**
 * One page of a client's ledger, newest first (date, then entry order,
 * descending). The total is the account's entry count, kept in step by every
 * posting.
 *
 * Two steps, so a page deep in a long ledger stays cheap: the page's entry
 * numbers are found by an index-only walk of (client_id, date, sequence) —
 * OFFSET skips index entries, not table rows — and only those entries are
 * read. A single OFFSET query read (and sorted) every skipped row, so a
 * page cost more the deeper it lay (docs/PERFORMANCE.md#changes).
 *
 * The walk starts from whichever end of the ledger is nearer the page: a page
 * in the older half is the same entries counted from the oldest one (offset
 * entries − skip − limit, ascending), so the last pages cost what the first
 * ones do instead of growing with the ledger. The entry count and the walk
 * are read in one statement (one snapshot); without an account row the walk
 * is newest first, as before.
 */
export async function findTransactions({ client: clientId, skip, limit }: TransactionListQuery) {
  const [client, page] = await Promise.all([
    prisma.client.findUnique({ where: { id: clientId }, select: { account: { select: { entryCount: true } } } }),
    prisma.$queryRaw<{ sequence: bigint }[]>(pageSequencesSql(clientId, skip, limit)),
  ]);
  if (!client) throw notFound("Client not found.");
  const rows = page.length
    ? await prisma.accountTransaction.findMany({
        where: { sequence: { in: page.map((row) => row.sequence) } },
        include: transactionRelations,
        orderBy: [{ date: "desc" }, { sequence: "desc" }],
      })
    : [];
  return { items: rows.map(toTransactionDto), total: client.account?.entryCount ?? 0 };
}

/**
 * The `sequence`s of one page (in no particular order), from the nearer end.
 * Each branch sits under a one-time filter, so PostgreSQL walks only one.
 * Exported so the benchmark's bare baseline runs exactly the same SQL.
 */
export function pageSequencesSql(clientId: string, skip: number, limit: number): Prisma.Sql {
  const fromOldest = Prisma.sql`coalesce((SELECT entries FROM account) - ${limit}::int < 2 * ${skip}::int, false)`;
  return Prisma.sql`
    WITH account AS MATERIALIZED (SELECT entry_count AS entries FROM accounts WHERE client_id = ${clientId}::uuid)
    SELECT sequence FROM (
      SELECT sequence FROM account_transactions WHERE client_id = ${clientId}::uuid
      ORDER BY date DESC, sequence DESC OFFSET ${skip}::int LIMIT ${limit}::int
    ) newest WHERE NOT ${fromOldest}
    UNION ALL
    SELECT sequence FROM (
      SELECT sequence FROM account_transactions WHERE client_id = ${clientId}::uuid
      ORDER BY date, sequence
      OFFSET greatest((SELECT entries FROM account) - ${skip}::int - ${limit}::int, 0)
      LIMIT greatest(least(${limit}::int, (SELECT entries FROM account) - ${skip}::int), 0)
    ) oldest WHERE ${fromOldest}`;
}
