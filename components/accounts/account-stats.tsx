import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import type { AccountDto } from "@/lib/schemas/account";
import { useLanguage } from "@/lib/i18n/use-language";
import { calendarDay } from "./ledger-format";

function Stat({ label, children, note, className }: { label: string; children: ReactNode; note: string; className?: string }) {
  return (
    <section aria-label={label} className={cx("min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5", className)}>
      <p className="text-sm font-medium text-slate-500">{label}</p>
      {children}
      <p className="mt-1 text-xs text-pretty text-slate-500">{note}</p>
    </section>
  );
}

/**
 * The account's figures (PRODUCT.md#accounts): the current balance with its sign and the
 * absolute value (green when positive, red with '-' when negative), the
 * number of listings and of entries. On phones the balance takes the row.
 */
export function AccountStats({ account, lastEntryDay }: { account: AccountDto; lastEntryDay: string | null }) {
  const t = useTranslations("accounts");
  const language = useLanguage();
  const negative = isNegativeAmount(account.accountBalance);
  const zero = account.accountBalance === "0.00";
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Stat
        label={t("stats.balance")}
        note={zero ? t("stats.zero") : negative ? t("stats.owed") : t("stats.held")}
        className="col-span-2 sm:col-span-1"
      >
        <p
          data-testid="account-balance"
          className={cx(
            "mt-1 text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl",
            negative ? "text-red-700" : zero ? "text-slate-900" : "text-emerald-700",
          )}
        >
          {zero ? "" : negative ? "-" : "+"}
          {formatUsdAbsolute(account.accountBalance)}
        </p>
      </Stat>
      <Stat label={t("stats.listings")} note={t("stats.properties", { count: account.propertyCount })}>
        <p data-testid="account-listings" className="mt-1 text-2xl font-semibold tabular-nums tracking-tight text-slate-900 sm:text-3xl">
          {account.propertyCount}
        </p>
      </Stat>
      <Stat
        label={t("stats.entries")}
        note={lastEntryDay ? t("stats.lastOn", { day: calendarDay(lastEntryDay, "short", language) }) : t("stats.noneYet")}
      >
        <p data-testid="account-entries" className="mt-1 text-2xl font-semibold tabular-nums tracking-tight text-slate-900 sm:text-3xl">
          {account.entryCount}
        </p>
      </Stat>
    </div>
  );
}
