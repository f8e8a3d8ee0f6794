import type { Prisma } from "@/lib/generated/prisma/client";
import type { SortOrder } from "@/lib/schemas/search";
import type { CompareOperator, EntitySearch, SearchField } from "../field";
import { compareWhere } from "../prisma-conditions";
import { contactPartyFields } from "./contact";
import { documentCategoryField } from "./documents";

type W = Prisma.ClientWhereInput;

/**
 * The accounts list's rows are clients; a client whose account was never
 * opened has a balance of 0.00 and no entries (docs/DECISIONS.md). Criteria
 * and sorts on the balance and the entry count count such clients as zero.
 */
function holdsForZero(operator: CompareOperator, value: number): boolean {
  switch (operator) {
    case "eq":
      return value === 0;
    case "ne":
      return value !== 0;
    case "gt":
      return 0 > value;
    case "gte":
      return 0 >= value;
    case "lt":
      return 0 < value;
    case "lte":
      return 0 <= value;
  }
}

function accountWhere(column: "balance" | "entryCount") {
  const compare = compareWhere<Prisma.AccountWhereInput>([column]);
  return (operator: CompareOperator, value: number | string): W => {
    const onAccount: W = { account: { is: compare(operator, value) } };
    return holdsForZero(operator, Number(value)) ? { OR: [onAccount, { account: { is: null } }] } : onAccount;
  };
}

/**
 * One stretch of the accounts list in a given order. Sorting by balance puts
 * the clients without an account among the zero balances: three stretches
 * (below zero, zero or no account, above zero), each sorted on its own
 * (server/accounts/find-accounts.ts pages across them).
 */
export interface AccountSegment {
  where: W;
  orderBy: Prisma.ClientOrderByWithRelationInput[];
}

const byName: Prisma.ClientOrderByWithRelationInput[] = [{ nameOrder: "asc" }, { id: "asc" }];

function byAccountColumn(column: "balance" | "entryCount") {
  return (order: SortOrder): AccountSegment[] => {
    const sorted = (where: Prisma.AccountWhereInput): AccountSegment => ({
      where: { account: { is: where } },
      orderBy: [{ account: { [column]: order } }, ...byName],
    });
    const zero: AccountSegment = { where: { OR: [{ account: { is: null } }, { account: { is: { [column]: 0 } } }] }, orderBy: byName };
    const ascending = [sorted({ [column]: { lt: 0 } }), zero, sorted({ [column]: { gt: 0 } })];
    return order === "asc" ? ascending : ascending.reverse();
  };
}

export const accountSearch: EntitySearch<W, AccountSegment> = {
  label: "Accounts",
  fields: [
    ...contactPartyFields<W>(),
    { name: "accountBalance", title: "Balance (US$)", type: "number", integer: false, where: accountWhere("balance") },
    { name: "entryCount", title: "Ledger entries", type: "number", integer: true, where: accountWhere("entryCount") },
    // The account's own documents (entity accounts); a client without an account has none.
    documentCategoryField<W>(
      (has) => ({ account: { is: has } }),
      (condition) => ({ NOT: condition }),
    ),
  ] satisfies SearchField<W>[],
  sorts: {
    name: (order) => [{ where: {}, orderBy: [{ nameOrder: order }, { id: "asc" }] }],
    accountBalance: byAccountColumn("balance"),
    entryCount: byAccountColumn("entryCount"),
  },
};

/** GET /accounts without `sort`: by name, case-insensitively. */
export const ACCOUNT_DEFAULT_SORT = { name: "name", orderBy: accountSearch.sorts.name!("asc") };
