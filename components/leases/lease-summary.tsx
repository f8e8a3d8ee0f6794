import { ExclamationTriangleIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import { lateFeeSummary, managementFeeSummary } from "@/lib/domain/rent-fee-words";
import type { LeaseDto } from "@/lib/schemas/lease";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { useLanguage } from "@/lib/i18n/use-language";
import { balanceWords, leaseDay } from "./lease-format";
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
  const t = useTranslations("leases");
  return (
    <span className="inline-flex flex-wrap gap-x-2">
      {tenants.map((tenant, index) => (
        <span key={tenant._id}>
          <Link href={`/tenants/view/${tenant._id}`} className="font-medium text-brand-700 hover:underline">
            {tenant.name}
          </Link>
          {tenant.primary && tenants.length > 1 && <span className="text-slate-500">{t("summary.primary")}</span>}
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
  const t = useTranslations("leases");
  const fees = useTranslations("rentSettings");
  const language = useLanguage();
  const balance = balanceWords(lease.balance, t);
  const whose = (own: unknown) => (own ? t("summary.own") : t("summary.agencyDefault"));
  return (
    <Card
      className={className}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {t("summary.terms")}
          <LeaseStatusChip status={lease.status} endedEarly={leaseDay(lease.endedEarlyOn, language)} data-testid="lease-status" />
        </span>
      }
      actions={<LeaseTermActions lease={lease} today={today} />}
    >
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t("summary.listing")}>
          <Link href={`/listings/view/${lease.listingRef._id}`} className="font-medium text-brand-700 hover:underline">
            {lease.listingRef.propertyName}
          </Link>
        </Fact>
        <Fact label={t("summary.tenants", { count: lease.tenants.length })}>
          <LeaseTenants tenants={lease.tenants} />
        </Fact>
        <Fact label={t("summary.start")} testId="lease-start">
          {leaseDay(lease.startDate, language) ?? <span className="text-slate-500">{t("summary.notSet")}</span>}
        </Fact>
        <Fact label={t("summary.end")} testId="lease-end">
          {leaseDay(lease.endDate, language) ?? t("summary.monthToMonth")}
        </Fact>
        <Fact label={t("summary.rentPerMonth")} testId="lease-rent">
          <span className="tabular-nums">{formatUsd(lease.rent)}</span>
          <span className="block text-xs text-slate-500">{t("words.dueDay", { day: lease.dueDay })}</span>
        </Fact>
        <Fact label={t("summary.securityDeposit")}>
          <span className="tabular-nums">{formatUsd(lease.deposit)}</span>
          <span className="block text-xs text-slate-500 tabular-nums">{t("summary.held", { amount: formatUsd(lease.depositHeld) })}</span>
        </Fact>
        <Fact label={t("summary.balance")} testId="lease-balance">
          <span className={`font-semibold tabular-nums ${balance.tone}`}>{balance.text}</span>
        </Fact>
        <Fact label={t("summary.managementFee")} testId="lease-management-fee">
          {managementFeeSummary(fees, lease.managementFee ?? agency.managementFee)}
          <span className="block text-xs text-slate-500">{whose(lease.managementFee)}</span>
        </Fact>
        <Fact label={t("summary.lateFees")} testId="lease-late-fee">
          {lateFeeSummary(fees, lease.lateFee ?? agency.lateFee)}
          <span className="block text-xs text-slate-500">
            {whose(lease.lateFee)}
            {(lease.lateFee ?? agency.lateFee) && t("summary.paidTo", { to: lease.lateFeesTo })}
          </span>
        </Fact>
        {lease.notes && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-4">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("summary.notes")}</dt>
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
            {t.rich("summary.nextLateFee", {
              amount: formatUsd(lease.nextLateFee.value),
              day: leaseDay(lease.nextLateFee.date, language) ?? "",
              strong: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
            })}
          </span>
        </p>
      )}
    </Card>
  );
}
