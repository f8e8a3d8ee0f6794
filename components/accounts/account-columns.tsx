import type { useTranslations } from "next-intl";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { cx } from "@/components/ui/cx";
import { formatUsd, isNegativeAmount } from "@/lib/domain/money";
import type { AccountListItemDto } from "@/lib/schemas/account";

/** The accounts table: the client, their properties and entries, and the balance (the key figure, kept on phones). */
export function accountColumns(t: ReturnType<typeof useTranslations<"accounts">>): DataColumn<AccountListItemDto, ListSort<"accounts">>[] {
  return [
    { id: "name", header: t("columns.client"), sort: "name", render: (account) => account.name },
    { id: "properties", header: t("columns.properties"), priority: 3, align: "right", render: (account) => account.propertyCount },
    {
      id: "entries",
      header: t("columns.entries"),
      sort: "entryCount",
      priority: 2,
      align: "right",
      render: (account) => account.entryCount,
      text: (account) => t("entryCount", { count: account.entryCount }),
    },
    {
      id: "balance",
      header: t("columns.balance"),
      sort: "accountBalance",
      align: "right",
      render: (account) => {
        const balance = account.accountBalance ?? "0.00";
        return (
          <span className={cx("font-medium", isNegativeAmount(balance) ? "text-red-700" : "text-slate-900")}>{formatUsd(balance)}</span>
        );
      },
    },
  ];
}
