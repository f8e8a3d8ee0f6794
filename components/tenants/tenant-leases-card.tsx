import { HomeModernIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import { formatDay } from "@/lib/i18n/day-formats";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { TenantLeaseDto } from "@/lib/schemas/tenant";

type TenantsT = ReturnType<typeof useTranslations<"tenants">>;

function termText(lease: TenantLeaseDto, t: TenantsT, language: Language): string {
  /** "Jan 1, 2026": a calendar day (yyyy-MM-dd) as people read it. */
  const dayText = (day: string) => formatDay(day, language, "medium");
  const from = lease.startDate ? dayText(lease.startDate) : "—";
  if (lease.endedEarlyOn) return t("view.endedEarly", { from, day: dayText(lease.endedEarlyOn) });
  return t("view.term", { from, to: lease.endDate ? dayText(lease.endDate) : t("view.monthToMonth") });
}

/**
 * The tenant's leases, past and present (the newest first): the listing (a
 * link to it), the term, the rent, the status and the balance; each lease opens
 * its own page. `total` counts them all when more than the rows shown.
 */
export function TenantLeasesCard({ leases, total }: { leases: TenantLeaseDto[]; total: number }) {
  const t = useTranslations("tenants");
  const language = useLanguage();
  return (
    <Card title={t("view.leases", { total })}>
      {leases.length === 0 ? (
        <EmptyState compact icon={HomeModernIcon} title={t("view.noLeases")} />
      ) : (
        <ul aria-label={t("view.leasesLabel")} className="-mx-5 -my-3 divide-y divide-slate-100">
          {leases.map((lease) => (
            <li key={lease._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  href={`/listings/view/${lease.listingRef._id}`}
                  prefetch={false}
                  className="block truncate text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {lease.listingRef.propertyName}
                </Link>
                <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  <LeaseStatusChip status={lease.status} className="shrink-0" />
                  <span className="tabular-nums">{termText(lease, t, language)}</span>
                  <span className="tabular-nums">{t("view.perMonth", { rent: formatUsd(lease.rent) })}</span>
                  {lease.primary && <span>{t("view.primary")}</span>}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-0.5 text-right">
                <span className="text-sm tabular-nums text-slate-900">
                  <span className="sr-only">{t("view.balanceSr")}</span>
                  {formatUsd(lease.balance)}
                </span>
                <Link
                  href={`/leases/view/${lease._id}`}
                  prefetch={false}
                  className="text-xs font-medium text-brand-700 hover:underline"
                  aria-label={t("view.openLeaseLabel", { name: lease.listingRef.propertyName })}
                >
                  {t("view.openLease")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
