import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatUsd, isNegativeAmount } from "@/lib/domain/money";
import type { AccountListItemDto } from "@/lib/schemas/account";
import { cx } from "@/components/ui/cx";
import { TEXT_TILE } from "@/components/ui/letter-groups";

/**
 * A client in the accounts list: the name over the number of entries and the balance in USD. The balance sits
 * on the second line, right-aligned, so the name has the tile's whole width and a tile keeps to two lines.
 */
export function AccountTile({ account }: { account: AccountListItemDto }) {
  const t = useTranslations("accounts");
  const balance = account.accountBalance ?? "0.00";
  return (
    <Link href={`/accounts/view/${account._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{account.name}</p>
        <p className="flex items-baseline justify-between gap-2 text-xs/4 text-slate-500">
          <span className="truncate">{t("entryCount", { count: account.entryCount })}</span>
          <span
            className={cx(
              "text-sm/4 font-semibold whitespace-nowrap tabular-nums",
              isNegativeAmount(balance) ? "text-red-700" : "text-slate-900",
            )}
          >
            {formatUsd(balance)}
          </span>
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
