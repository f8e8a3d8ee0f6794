import { ArrowTopRightOnSquareIcon } from "@heroicons/react/16/solid";
import Link from "next/link";
import type { useTranslations } from "next-intl";
import type { DataColumn } from "@/components/ui/data-column";
import { DaysLateChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import type { RentRollSort } from "@/lib/domain/rent-roll";
import { formatDay as formatAgencyDay } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import type { RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";

/** The translator of the `rentRoll` namespace. */
export type RentRollT = ReturnType<typeof useTranslations<"rentRoll">>;

/** "Mar 5, 2026" / "5 mar 2026"; a bare day. */
export function formatDay(day: string, language: Language): string {
  return formatAgencyDay(day, language, "medium");
}

const tenantNames = (row: RentRollRow) => row.tenants.map((tenant) => tenant.name).join(", ");

const moneyColumn = (
  id: RentRollSort & keyof RentRollRow,
  header: string,
  priority: 1 | 2 | 3 | 4,
): DataColumn<RentRollRow, RentRollSort> => ({
  id,
  header,
  sort: id,
  align: "right",
  priority,
  text: (row) => formatUsd(row[id] as string),
});

/**
 * The rent roll's table (DESIGN.md "Rent roll"): the listing opens the lease; on a phone a row reads listing ·
 * tenants, balance and the days-late chip. Every header sorts on the server.
 */
export function rentRollColumns(t: RentRollT, language: Language): DataColumn<RentRollRow, RentRollSort>[] {
  const money = (id: RentRollSort & keyof RentRollRow, priority: 1 | 2 | 3 | 4) => moneyColumn(id, t(`columns.${id}`), priority);
  return [
    { id: "listing", header: t("columns.listing"), sort: "listing", text: (row) => row.listingRef.propertyName },
    { id: "owner", header: t("columns.owner"), sort: "owner", priority: 3, text: (row) => row.owner.name },
    {
      id: "tenants",
      header: t("columns.tenants"),
      sort: "tenants",
      priority: 2,
      render: (row) => (
        <span className="block max-w-48 truncate" title={tenantNames(row)}>
          {tenantNames(row) || t("noTenant")}
        </span>
      ),
      text: (row) => tenantNames(row) || t("noTenant"),
    },
    money("rent", 4),
    money("charged", 3),
    money("paid", 3),
    money("balance", 1),
    {
      id: "daysLate",
      header: t("columns.daysLate"),
      sort: "daysLate",
      render: (row) => <DaysLateChip days={row.daysLate} />,
      text: (row) => t("daysLate", { days: Math.max(0, row.daysLate) }),
    },
    money("depositHeld", 4),
    {
      id: "endDate",
      header: t("columns.endDate"),
      sort: "endDate",
      priority: 3,
      render: (row) => (row.endDate ? <span className="tabular-nums">{formatDay(row.endDate, language)}</span> : t("monthly")),
      text: (row) => (row.endDate ? formatDay(row.endDate, language) : t("monthToMonth")),
    },
    {
      id: "open",
      header: t("columns.open"),
      priority: 3,
      render: (row) => (
        // An icon above the row's stretched link (which opens the lease): the listing's page.
        <Link
          href={`/listings/view/${row.listingRef._id}`}
          prefetch={false}
          title={t("openListing")}
          className="relative z-10 inline-flex size-8 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
        >
          <ArrowTopRightOnSquareIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("openListingSr", { name: row.listingRef.propertyName })}</span>
        </Link>
      ),
    },
  ];
}

/** The totals row's cells, by column. */
export function totalsCells(totals: RentRollTotals, t: RentRollT) {
  return {
    rent: formatUsd(totals.rent),
    charged: formatUsd(totals.charged),
    paid: formatUsd(totals.paid),
    balance: formatUsd(totals.balance),
    daysLate: t("lateTotal", { count: totals.late }),
    depositHeld: formatUsd(totals.depositHeld),
  };
}
