import { CurrencyDollarIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { formatUsd } from "@/lib/domain/money";
import { formatMonth } from "@/lib/i18n/day-formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { RentSummary } from "@/lib/schemas/rent-roll";

/** "Rent — March 2026: $X collected of $Y, N late" (PRODUCT.md#rent-roll), a link to the rent roll's late leases. */
export function RentLine({ summary, everyone }: { summary: RentSummary; everyone: boolean }) {
  const t = useTranslations("dashboard");
  const language = useLanguage();
  return (
    <IntentLink
      href="/rent-roll?late=true"
      data-testid="rent-line"
      className="group flex items-center gap-4 rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
        <CurrencyDollarIcon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900 tabular-nums">
          {t("rent.line", {
            month: formatMonth(summary.month, language),
            collected: formatUsd(summary.collected),
            charged: formatUsd(summary.charged),
            late: summary.late,
          })}
        </span>
        <span className="block text-xs text-slate-500">{t("rent.scope", { everyone: everyone ? "yes" : "no" })}</span>
      </span>
    </IntentLink>
  );
}
