"use client";

import { BanknotesIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { AccountListItemDto } from "@/lib/schemas/account";
import { AccountTile } from "./account-tile";
import { ACCOUNT_COLUMNS } from "./account-columns";

/** The accounts list: every client with their balance, searchable by name, grouped by first letter. */
export function AccountDirectory() {
  return (
    <Directory<AccountListItemDto>
      entity="accounts"
      path="/accounts"
      searchParam="name"
      params={{ accountBalance: true }}
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
