"use client";

import { BanknotesIcon } from "@heroicons/react/24/outline";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import { useAccounts } from "@/lib/swr/use-accounts";
import { AccountTile } from "./account-tile";
import { ACCOUNT_COLUMNS } from "./account-columns";

const ADDRESS = { name: "accounts", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: sortNamesOf(ACCOUNT_COLUMNS) } as const;

/** The accounts list: every client with their balance, searchable by name, grouped by first letter. */
export function AccountDirectory() {
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, name: list.search, accountBalance: true };
  return (
    <Directory
      entity="accounts"
      list={list}
      page={useAccounts({ ...query, ...list.paging })}
      exportQuery={query}
      searchPlaceholder="Search accounts by client name"
      icon={BanknotesIcon}
      noun="accounts"
      emptyHint="Add the first client with the New client button."
      nameOf={(account) => account.name}
      renderTile={(account) => <AccountTile account={account} />}
      columns={ACCOUNT_COLUMNS}
      hrefOf={(account) => `/accounts/view/${account._id}`}
    />
  );
}
