import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { cx } from "@/components/ui/cx";
import { formatUsd, isNegativeAmount } from "@/lib/domain/money";
import type { AccountListItemDto } from "@/lib/schemas/account";
import { entryCountLabel } from "./account-tile";

/** The accounts table: the client, their properties and entries, and the balance (the key figure, kept on phones). */
export const ACCOUNT_COLUMNS: DataColumn<AccountListItemDto, ListSort<"accounts">>[] = [
  { id: "name", header: "Client", sort: "name", render: (account) => account.name },
  { id: "properties", header: "Properties", priority: 3, align: "right", render: (account) => account.propertyCount },
  {
    id: "entries",
    header: "Entries",
    sort: "entryCount",
    priority: 2,
    align: "right",
    render: (account) => account.entryCount,
    text: (account) => entryCountLabel(account.entryCount),
  },
  {
    id: "balance",
    header: "Balance",
    sort: "accountBalance",
    align: "right",
    render: (account) => {
      const balance = account.accountBalance ?? "0.00";
      return <span className={cx("font-medium", isNegativeAmount(balance) ? "text-red-700" : "text-slate-900")}>{formatUsd(balance)}</span>;
    },
  },
];
