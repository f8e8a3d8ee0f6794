import { HomeModernIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { formatInZone } from "@/lib/domain/agency-time";
import { formatUsd } from "@/lib/domain/money";
import type { TenantLeaseDto } from "@/lib/schemas/tenant";

/** "Jan 1, 2026": a calendar day (yyyy-MM-dd) as people read it. */
const dayText = (day: string) => formatInZone(day, "UTC", "MMM d, y");

function termText(lease: TenantLeaseDto): string {
  const from = lease.startDate ? dayText(lease.startDate) : "—";
  if (lease.endedEarlyOn) return `${from} – ended early on ${dayText(lease.endedEarlyOn)}`;
  return `${from} – ${lease.endDate ? dayText(lease.endDate) : "month to month"}`;
}

/**
 * The tenant's leases, past and present (the newest first): the listing (a
 * link to it), the term, the rent, the status and the balance; each lease opens
 * its own page. `total` counts them all when more than the rows shown.
 */
export function TenantLeasesCard({ leases, total }: { leases: TenantLeaseDto[]; total: number }) {
  return (
    <Card title={`Leases (${total})`}>
      {leases.length === 0 ? (
        <EmptyState compact icon={HomeModernIcon} title="No lease names this tenant yet." />
      ) : (
        <ul aria-label="Leases" className="-mx-5 -my-3 divide-y divide-slate-100">
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
                  <span className="tabular-nums">{termText(lease)}</span>
                  <span className="tabular-nums">{formatUsd(lease.rent)} a month</span>
                  {lease.primary && <span>Primary tenant</span>}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-0.5 text-right">
                <span className="text-sm tabular-nums text-slate-900">
                  <span className="sr-only">Balance </span>
                  {formatUsd(lease.balance)}
                </span>
                <Link
                  href={`/leases/view/${lease._id}`}
                  prefetch={false}
                  className="text-xs font-medium text-brand-700 hover:underline"
                  aria-label={`Open the lease of ${lease.listingRef.propertyName}`}
                >
                  Open lease
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
