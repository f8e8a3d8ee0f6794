import { CurrencyDollarIcon } from "@heroicons/react/24/outline";
import { IntentLink } from "@/components/ui/intent-link";
import { formatUsd } from "@/lib/domain/money";
import { monthLabel } from "@/lib/domain/rent";
import type { RentSummary } from "@/lib/schemas/rent-roll";

/** "Rent — March 2026: $X collected of $Y, N late" (PRODUCT.md#rent-roll), a link to the rent roll's late leases. */
export function rentLineText(summary: RentSummary): string {
  return `Rent — ${monthLabel(summary.month)}: ${formatUsd(summary.collected)} collected of ${formatUsd(summary.charged)}, ${summary.late.toLocaleString("en-US")} late`;
}

export function RentLine({ summary, everyone }: { summary: RentSummary; everyone: boolean }) {
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
        <span className="block text-sm font-semibold text-slate-900 tabular-nums">{rentLineText(summary)}</span>
        <span className="block text-xs text-slate-500">
          {everyone ? "Every listing's leases" : "The leases of your listings"} · open the late ones on the rent roll
        </span>
      </span>
    </IntentLink>
  );
}
