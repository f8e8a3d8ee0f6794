"use client";

import { BanknotesIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useAccounts } from "@/lib/swr/use-accounts";
import { AccountTile } from "./account-tile";

const PAGE_SIZE = 50;

/** The accounts list: every client with their balance, grouped by first letter; a flat list while searching. */
export function AccountDirectory() {
  const [name, setName] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { accounts, total, isLoading, error } = useAccounts({ name, skip: page.skip, limit: page.pageSize });

  const onSearch = useCallback((text: string) => {
    setName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <SearchBox placeholder="Search accounts by client name" onSearch={onSearch} />
      {isLoading && accounts.length === 0 ? (
        <TileSkeletons />
      ) : error && accounts.length === 0 ? (
        <EmptyState icon={BanknotesIcon} title="The accounts could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : accounts.length === 0 ? (
        <EmptyState icon={BanknotesIcon} title={name ? `No clients match “${name}”.` : "No clients yet."}>
          {name ? "Try another name." : "Add the first client with the New client button."}
        </EmptyState>
      ) : name ? (
        <TileGrid>
          {accounts.map((account) => (
            <li key={account._id}>
              <AccountTile account={account} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups
          items={accounts}
          nameOf={(account) => account.name}
          keyOf={(account) => account._id}
          renderTile={(account) => <AccountTile account={account} />}
        />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
