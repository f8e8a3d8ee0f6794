import type { Prisma } from "@/lib/generated/prisma/client";
import type { AccountListQuery } from "@/lib/schemas/account";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { withListingCounts } from "@/server/listings/listing-counts";
import { accountClientPageSelect, toAccountListItem } from "./account-dto";

/**
 * One page of clients with their account balance (zero for a client whose
 * account has no entries yet), sorted by name case-insensitively. The balance
 * is the stored one, kept in step by every posting: no sums per request.
 */
export async function findAccounts({ skip, limit, name, accountBalance }: AccountListQuery) {
  const where: Prisma.ClientWhereInput = name ? { name: containsText(name) } : {};
  const [rows, total] = await Promise.all([
    prisma.client.findMany({ where, select: accountClientPageSelect, orderBy: [{ nameSort: "asc" }, { id: "asc" }], skip, take: limit }),
    prisma.client.count({ where }),
  ]);
  return { items: (await withListingCounts(rows)).map((row) => toAccountListItem(row, accountBalance)), total };
}
