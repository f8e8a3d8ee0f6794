import { useTranslations } from "next-intl";
import Link from "next/link";
import { entryTone, formatLedgerValue } from "@/components/accounts/ledger-format";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { formatUsdSigned, isNegativeAmount } from "@/lib/domain/money";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ClientSummaryDto } from "@/lib/schemas/client-summary";

const CARD_LINK = "text-sm font-medium text-brand-700 hover:underline";

/** As on the account page: held for the owner green, owed by the owner red (with its '-'), nothing either way plain. */
function balanceColour(balance: string): string {
  return isNegativeAmount(balance) ? "text-red-700" : balance === "0.00" ? "text-slate-900" : "text-emerald-700";
}

/** The owner's account on the client's page: the balance, the newest entries, and the ways to the ledger and the statement. */
export function ClientAccountCard({
  clientId,
  account,
  timeZone,
}: {
  clientId: string;
  account: ClientSummaryDto["account"];
  timeZone: string;
}) {
  const t = useTranslations("clients.account");
  const language = useLanguage();
  return (
    <Card
      title={t("title")}
      actions={
        <span className="flex gap-4">
          <Link href={`/accounts/${clientId}/statement`} prefetch={false} className={CARD_LINK}>
            {t("statement")}
          </Link>
          <Link href={`/accounts/view/${clientId}`} prefetch={false} className={CARD_LINK}>
            {t("ledger")}
          </Link>
        </span>
      }
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("currentBalance")}</p>
      <p data-testid="client-balance" className={cx("mt-1 text-2xl font-semibold tabular-nums", balanceColour(account.balance))}>
        {formatUsdSigned(account.balance)}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{t("entries", { count: account.entryCount })}</p>
      {account.recent.length > 0 && (
        <ul aria-label={t("latest")} className="-mx-5 mt-4 divide-y divide-slate-100 border-t border-slate-100">
          {account.recent.map((entry) => (
            <li key={entry._id} className="flex items-start gap-3 px-5 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-slate-900" title={entry.description}>
                  {entry.description}
                </span>
                <span className="block text-xs tabular-nums text-slate-500">{formatDate(entry.date, timeZone, language, "day")}</span>
              </span>
              <span className={cx("shrink-0 text-sm font-medium tabular-nums", entryTone(entry.column))}>
                {formatLedgerValue(entry.column, entry.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
