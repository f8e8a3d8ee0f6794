"use client";

import { BanknotesIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import { useAccounts } from "@/lib/swr/use-accounts";
import { AccountTile } from "./account-tile";
import { accountColumns } from "./account-columns";

/** The accounts list: every client with their balance, searchable by name, grouped by first letter. */
export function AccountDirectory() {
  const t = useTranslations("accounts");
  const columns = useMemo(() => accountColumns(t), [t]);
  const address = useMemo(
    () => ({ name: "accounts", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: sortNamesOf(columns) }) as const,
    [columns],
  );
  const list = useListAddress(address);
  const query = { ...list.query, name: list.search, accountBalance: true };
  return (
    <Directory
      entity="accounts"
      list={list}
      page={useAccounts({ ...query, ...list.paging })}
      exportQuery={query}
      searchPlaceholder={t("list.searchPlaceholder")}
      icon={BanknotesIcon}
      noun={t("list.noun")}
      emptyHint={t("list.emptyHint")}
      nameOf={(account) => account.name}
      renderTile={(account) => <AccountTile account={account} />}
      columns={columns}
      hrefOf={(account) => `/accounts/view/${account._id}`}
    />
  );
}
