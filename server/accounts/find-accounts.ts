import type { Prisma } from "@/lib/generated/prisma/client";
import type { AccountListQuery } from "@/lib/schemas/account";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { withListingCounts } from "@/server/listings/listing-counts";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { ACCOUNT_DEFAULT_SORT, accountSearch, type AccountSegment } from "@/server/search/fields/accounts";
import { accountClientPageSelect, toAccountListItem } from "./account-dto";

type AccountFilters = Partial<Pick<AccountListQuery, "name" | "criteria" | "sort" | "order">>;

/** The filters of GET /accounts (name search AND the Finder's criteria), shared with its export. */
export function accountListWhere(query: AccountFilters): Prisma.ClientWhereInput {
  const and = resolveCriteria(accountSearch, query.criteria);
  if (query.name) and.push({ name: containsText(query.name) });
  return { AND: and };
}

/**
 * The list in order as stretches (one, except when sorting by balance or
 * entry count: see AccountSegment), each with the list's filters.
 */
export function accountListSegments(query: AccountFilters): AccountSegment[] {
  const where = accountListWhere(query);
  return resolveSort(accountSearch, query, ACCOUNT_DEFAULT_SORT).map((segment) => ({
    where: { AND: [where, segment.where] },
    orderBy: segment.orderBy,
  }));
}

/** The ids of rows [skip, skip + limit) of the list, reading only the stretches the window covers. */
async function pageIds(segments: AccountSegment[], skip: number, limit: number): Promise<{ ids: string[]; total: number }> {
  const counts = await Promise.all(segments.map((segment) => prisma.client.count({ where: segment.where })));
  const reads: Promise<{ id: string }[]>[] = [];
  let start = 0;
  for (const [index, segment] of segments.entries()) {
    const end = start + counts[index]!;
    const from = Math.max(skip, start);
    const to = Math.min(skip + limit, end);
    if (from < to) {
      reads.push(
        prisma.client.findMany({
          where: segment.where,
          orderBy: segment.orderBy,
          skip: from - start,
          take: to - from,
          select: { id: true },
        }),
      );
    }
    start = end;
  }
  const ids = (await Promise.all(reads)).flat().map((row) => row.id);
  return { ids, total: counts.reduce((sum, count) => sum + count, 0) };
}

/**
 * One page of clients with their account balance (zero for a client whose
 * account has no entries yet), by name unless sorted otherwise. The balance
 * is the stored one, kept in step by every posting: no sums per request.
 */
export async function findAccounts(query: AccountFilters & Pick<AccountListQuery, "skip" | "limit" | "accountBalance">) {
  const segments = accountListSegments(query);
  if (segments.length === 1) {
    const [{ where, orderBy }] = segments as [AccountSegment];
    const [rows, total] = await Promise.all([
      prisma.client.findMany({ where, select: accountClientPageSelect, orderBy, skip: query.skip, take: query.limit }),
      prisma.client.count({ where }),
    ]);
    return { items: (await withListingCounts(rows)).map((row) => toAccountListItem(row, query.accountBalance)), total };
  }
  const { ids, total } = await pageIds(segments, query.skip, query.limit);
  return { items: await accountItems(ids, query.accountBalance ?? false), total };
}

/** The list items of these clients, in this order. */
export async function accountItems(ids: string[], withBalance: boolean) {
  const rows = await prisma.client.findMany({ where: { id: { in: ids } }, select: accountClientPageSelect });
  const byId = new Map((await withListingCounts(rows)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toAccountListItem(row, withBalance)] : [];
  });
}
