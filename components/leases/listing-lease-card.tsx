import { PlusIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { useLanguage } from "@/lib/i18n/use-language";
import { formatUsd } from "@/lib/domain/money";
import type { ListingLeaseRow, ListingLeases } from "@/lib/schemas/lease";
import { balanceWords, leaseDay, leaseTerm } from "./lease-format";

const link = "font-medium text-brand-700 hover:underline";

function Fact({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function TenantLinks({ tenants }: { tenants: ListingLeaseRow["tenants"] }) {
  const t = useTranslations("leases");
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {tenants.map((tenant) => (
        <li key={tenant._id}>
          <Link href={`/tenants/view/${tenant._id}`} className={link}>
            {tenant.name}
          </Link>
          {tenant.primary && tenants.length > 1 && <span className="text-xs text-slate-500">{t("listingCard.primary")}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The spec's lease fields of a listing that has no lease record yet (they show as before). */
export interface SpecLease {
  tenantName: string | null;
  tenantPhoneNumber: string | null;
  tenantEmail: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The Lease card of a listing's page (PRODUCT.md#rent "Leases"): the current
 * lease (covering today, else the next, else the last one) with its tenants,
 * term, rent and balance and a link to its page; the listing's other leases;
 * and New lease.
 */
export function ListingLeaseCard({
  listingId,
  leases,
  specLease,
  className,
}: {
  listingId: string;
  leases: ListingLeases;
  specLease?: SpecLease | null;
  className?: string;
}) {
  const t = useTranslations("leases");
  const language = useLanguage();
  const { current, others } = leases;
  const primary = current?.tenants.find((tenant) => tenant.primary) ?? current?.tenants[0];
  return (
    <Card
      title={t("listingCard.title")}
      className={className}
      actions={
        <Link href={`/leases/lease-details?listing=${listingId}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <PlusIcon className="size-4" aria-hidden="true" />
          {t("listingCard.newLease")}
        </Link>
      }
    >
      {current ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <LeaseStatusChip
              status={current.status}
              endedEarly={leaseDay(current.endedEarlyOn, language)}
              data-testid="listing-lease-status"
            />
            <Link href={`/leases/view/${current._id}`} className={`${link} text-sm`}>
              {t("listingCard.openLease")}
            </Link>
          </div>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Fact label={t("listingCard.tenants", { count: current.tenants.length })}>
              <TenantLinks tenants={current.tenants} />
            </Fact>
            <Fact label={t("listingCard.lease")}>{leaseTerm(current, t, language)}</Fact>
            <Fact label={t("listingCard.phone")}>
              {primary?.phone ?? <span className="text-slate-500">{t("listingCard.notSet")}</span>}
            </Fact>
            <Fact label={t("listingCard.email")}>
              {primary?.email ? (
                <a href={`mailto:${primary.email}`} className={`${link} break-all`}>
                  {primary.email}
                </a>
              ) : (
                <span className="text-slate-500">{t("listingCard.notSet")}</span>
              )}
            </Fact>
            <Fact label={t("listingCard.rentPerMonth")}>
              <span className="tabular-nums">{formatUsd(current.rent)}</span>
            </Fact>
            <Fact label={t("listingCard.balance")}>
              <span className={`tabular-nums font-medium ${balanceWords(current.balance, t).tone}`} data-testid="listing-lease-balance">
                {balanceWords(current.balance, t).text}
              </span>
            </Fact>
          </dl>
        </div>
      ) : specLease ? (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact label={t("listingCard.tenants", { count: 1 })}>
            {specLease.tenantName ?? <span className="text-slate-500">{t("listingCard.notSet")}</span>}
          </Fact>
          <Fact label={t("listingCard.lease")}>
            {specLease.startDate || specLease.endDate ? leaseTerm(specLease, t, language) : t("listingCard.notSet")}
          </Fact>
        </dl>
      ) : (
        <p className="text-sm text-slate-500">{t("listingCard.noLease")}</p>
      )}

      {others.length > 0 && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t("listingCard.others", { current: String(Boolean(current)), count: leases.count - (current ? 1 : 0) })}
          </h3>
          <ul className="-mx-5 mt-2 divide-y divide-slate-100" aria-label={t("listingCard.othersLabel")}>
            {others.map((lease) => (
              <li key={lease._id}>
                <Link
                  href={`/leases/view/${lease._id}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-2 text-sm hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{lease.tenants.map((tenant) => tenant.name).join(", ")}</span>
                    <span className="block text-xs text-slate-500">
                      {t("listingCard.termAndRent", { term: leaseTerm(lease, t, language), rent: formatUsd(lease.rent) })}
                    </span>
                  </span>
                  <LeaseStatusChip status={lease.status} endedEarly={leaseDay(lease.endedEarlyOn, language)} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
