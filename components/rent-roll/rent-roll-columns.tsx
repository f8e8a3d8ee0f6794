import { ArrowTopRightOnSquareIcon } from "@heroicons/react/16/solid";
import Link from "next/link";
import type { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import type { DataColumn, TableWidth } from "@/components/ui/data-column";
import { DaysLateChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import type { RentRollSort } from "@/lib/domain/rent-roll";
import { formatDay as formatAgencyDay } from "@/lib/i18n/day-formats";
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
  showFrom?: TableWidth,
): DataColumn<RentRollRow, RentRollSort> => ({
  id,
  header,
  sort: id,
  align: "right",
  showFrom,
  text: (row) => formatUsd(row[id] as string),
});

/** A name that gives way when the table is short of room: one line, cut with an ellipsis, whole in its title. */
function NameCell({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cx("line-clamp-1 whitespace-normal", className)} title={name}>
      {name}
    </span>
  );
}

/**
 * The rent roll's table (DESIGN.md "Rent roll"): the listing opens the lease. Its columns show by the table's own
 * width, most needed first — listing, balance and days late always; the tenants (a second line under the listing
 * until then), what was charged and paid, the lease's end, then its owner; Open (the listing), rent and deposit held
 * only where the table has more than the page's 72rem — so it never runs past its card, menu open or not.
 * Every header sorts on the server.
 */
export function rentRollColumns(t: RentRollT, language: Language): DataColumn<RentRollRow, RentRollSort>[] {
  const money = (id: RentRollSort & keyof RentRollRow, showFrom?: TableWidth) => moneyColumn(id, t(`columns.${id}`), showFrom);
  const tenants = (row: RentRollRow) => tenantNames(row) || t("noTenant");
  return [
    { id: "listing", header: t("columns.listing"), sort: "listing", text: (row) => row.listingRef.propertyName },
    {
      id: "owner",
      header: t("columns.owner"),
      sort: "owner",
      showFrom: "6xl",
      render: (row) => <NameCell name={row.owner.name} />,
      text: (row) => row.owner.name,
    },
    {
      id: "tenants",
      header: t("columns.tenants"),
      sort: "tenants",
      showFrom: "2xl",
      // Once the table has room, the tenants keep a name's width, and the owner gives way first.
      render: (row) => <NameCell name={tenants(row)} className="@4xl:min-w-40" />,
      text: tenants,
    },
    money("rent", "7xl"),
    money("charged", "3xl"),
    money("paid", "3xl"),
    money("balance"),
    {
      id: "daysLate",
      header: t("columns.daysLate"),
      sort: "daysLate",
      render: (row) => <DaysLateChip days={row.daysLate} />,
      text: (row) => t("daysLate", { days: Math.max(0, row.daysLate) }),
    },
    money("depositHeld", "7xl"),
    {
      id: "endDate",
      header: t("columns.endDate"),
      sort: "endDate",
      showFrom: "4xl",
      render: (row) => (row.endDate ? <span className="tabular-nums">{formatDay(row.endDate, language)}</span> : t("monthly")),
      text: (row) => (row.endDate ? formatDay(row.endDate, language) : t("monthToMonth")),
    },
    {
      id: "open",
      header: t("columns.open"),
      showFrom: "7xl",
      render: (row) => (
        // An icon above the row's stretched link (which opens the lease): the listing's page.
        <Link
          href={`/listings/view/${row.listingRef._id}`}
          prefetch={false}
          title={t("openListing")}
          className="relative z-10 -my-1.5 inline-flex size-8 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
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
