import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatUsd, isNegativeAmount } from "@/lib/domain/money";
import type { AccountListItemDto } from "@/lib/schemas/account";
import { cx } from "@/components/ui/cx";
import { TEXT_TILE } from "@/components/ui/letter-groups";

/** A client in the accounts list: name, number of entries, and the balance in USD. */
export function AccountTile({ account }: { account: AccountListItemDto }) {
  const t = useTranslations("accounts");
  const balance = account.accountBalance ?? "0.00";
  return (
    <Link href={`/accounts/view/${account._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="w-0 min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{account.name}</p>
        <p className="truncate text-xs text-slate-500">{t("entryCount", { count: account.entryCount })}</p>
      </div>
      <span className={cx("shrink-0 text-sm font-semibold tabular-nums", isNegativeAmount(balance) ? "text-red-700" : "text-slate-900")}>
        {formatUsd(balance)}
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
