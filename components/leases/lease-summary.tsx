import { ExclamationTriangleIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import { lateFeeSummary, managementFeeSummary } from "@/lib/domain/rent-fee-words";
import type { LeaseDto } from "@/lib/schemas/lease";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { balanceWords, dueDayWords, leaseDay } from "./lease-format";
import { LeaseTermActions } from "./lease-term-actions";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The lease's tenants, each linked to their page, the primary one marked. */
export function LeaseTenants({ tenants }: { tenants: LeaseDto["tenants"] }) {
  return (
    <span className="inline-flex flex-wrap gap-x-2">
      {tenants.map((tenant, index) => (
        <span key={tenant._id}>
          <Link href={`/tenants/view/${tenant._id}`} className="font-medium text-brand-700 hover:underline">
            {tenant.name}
          </Link>
          {tenant.primary && tenants.length > 1 && <span className="text-slate-500"> (primary)</span>}
          {index < tenants.length - 1 && ","}
        </span>
      ))}
    </span>
  );
}

/**
 * The lease's terms (PRODUCT.md#rent "Leases"): status, listing, tenants,
 * start and end (or month to month), rent and its due day, the deposit and
 * what is held of it, the balance in words, the fees in effect (its own or
 * the agency's) and the next late fee if rent stays unpaid; Renew and End early.
 */
export function LeaseSummary({
  lease,
  today,
  agency,
  className,
}: {
  lease: LeaseDto;
  today: string;
  /** The agency's rent settings: the fees of a lease without its own. */
  agency: RentSettingsDto;
  className?: string;
}) {
  const balance = balanceWords(lease.balance);
  const whose = (own: unknown) => (own ? "This lease's own" : "Agency default");
  return (
    <Card
      className={className}
      title={
        <span className="flex flex-wrap items-center gap-2">
          Terms
          <LeaseStatusChip status={lease.status} endedEarly={leaseDay(lease.endedEarlyOn)} data-testid="lease-status" />
        </span>
      }
      actions={<LeaseTermActions lease={lease} today={today} />}
    >
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Listing">
          <Link href={`/listings/view/${lease.listingRef._id}`} className="font-medium text-brand-700 hover:underline">
            {lease.listingRef.propertyName}
          </Link>
        </Fact>
        <Fact label={lease.tenants.length > 1 ? "Tenants" : "Tenant"}>
          <LeaseTenants tenants={lease.tenants} />
        </Fact>
        <Fact label="Start" testId="lease-start">
          {leaseDay(lease.startDate) ?? <span className="text-slate-500">Not set</span>}
        </Fact>
        <Fact label="End" testId="lease-end">
          {leaseDay(lease.endDate) ?? "Month to month"}
        </Fact>
        <Fact label="Rent per month" testId="lease-rent">
          <span className="tabular-nums">{formatUsd(lease.rent)}</span>
          <span className="block text-xs text-slate-500">Due on {dueDayWords(lease.dueDay)} of each month</span>
        </Fact>
        <Fact label="Security deposit">
          <span className="tabular-nums">{formatUsd(lease.deposit)}</span>
          <span className="block text-xs text-slate-500 tabular-nums">{formatUsd(lease.depositHeld)} held</span>
        </Fact>
        <Fact label="Balance" testId="lease-balance">
          <span className={`font-semibold tabular-nums ${balance.tone}`}>{balance.text}</span>
        </Fact>
        <Fact label="Management fee" testId="lease-management-fee">
          {managementFeeSummary(lease.managementFee ?? agency.managementFee)}
          <span className="block text-xs text-slate-500">{whose(lease.managementFee)}</span>
        </Fact>
        <Fact label="Late fees" testId="lease-late-fee">
          {lateFeeSummary(lease.lateFee ?? agency.lateFee)}
          <span className="block text-xs text-slate-500">
            {whose(lease.lateFee)}
            {(lease.lateFee ?? agency.lateFee) && ` · paid to the ${lease.lateFeesTo === "owner" ? "owner" : "agency"}`}
          </span>
        </Fact>
        {lease.notes && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-4">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Notes</dt>
            <dd className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-700">{lease.notes}</dd>
          </div>
        )}
      </dl>
      {lease.nextLateFee && (
        <p
          className="mt-5 flex gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="next-late-fee"
        >
          <ExclamationTriangleIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            If unpaid, a late fee of <span className="font-semibold tabular-nums">{formatUsd(lease.nextLateFee.value)}</span> will be
            charged on {leaseDay(lease.nextLateFee.date)}.
          </span>
        </p>
      )}
    </Card>
  );
}
