import { ArrowTopRightOnSquareIcon } from "@heroicons/react/16/solid";
import Link from "next/link";
import type { DataColumn } from "@/components/ui/data-column";
import { DaysLateChip } from "@/components/ui/status-chip";
import { formatInZone } from "@/lib/domain/agency-time";
import { formatUsd } from "@/lib/domain/money";
import { daysLateLabel, type RentRollSort } from "@/lib/domain/rent-roll";
import type { RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";

/** "Mar 5, 2026"; a bare day, read in UTC (it has no time). */
export function formatDay(day: string): string {
  return formatInZone(`${day}T12:00:00Z`, "UTC", "MMM d, yyyy");
}

const tenantNames = (row: RentRollRow) => row.tenants.map((tenant) => tenant.name).join(", ");

const money = (id: RentRollSort & keyof RentRollRow, header: string, priority: 1 | 2 | 3 | 4): DataColumn<RentRollRow, RentRollSort> => ({
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
export const RENT_ROLL_COLUMNS: DataColumn<RentRollRow, RentRollSort>[] = [
  { id: "listing", header: "Listing", sort: "listing", text: (row) => row.listingRef.propertyName },
  { id: "owner", header: "Owner", sort: "owner", priority: 3, text: (row) => row.owner.name },
  {
    id: "tenants",
    header: "Tenants",
    sort: "tenants",
    priority: 2,
    render: (row) => (
      <span className="block max-w-48 truncate" title={tenantNames(row)}>
        {tenantNames(row) || "No tenant"}
      </span>
    ),
    text: (row) => tenantNames(row) || "No tenant",
  },
  money("rent", "Rent", 4),
  money("charged", "Charged", 3),
  money("paid", "Paid", 3),
  money("balance", "Balance", 1),
  {
    id: "daysLate",
    header: "Days late",
    sort: "daysLate",
    render: (row) => <DaysLateChip days={row.daysLate} />,
    text: (row) => daysLateLabel(row.daysLate),
  },
  money("depositHeld", "Deposit held", 4),
  {
    id: "endDate",
    header: "Lease end",
    sort: "endDate",
    priority: 3,
    render: (row) => (row.endDate ? <span className="tabular-nums">{formatDay(row.endDate)}</span> : "Monthly"),
    text: (row) => (row.endDate ? formatDay(row.endDate) : "Month to month"),
  },
  {
    id: "open",
    header: "Open",
    priority: 3,
    render: (row) => (
      // An icon above the row's stretched link (which opens the lease): the listing's page.
      <Link
        href={`/listings/view/${row.listingRef._id}`}
        prefetch={false}
        title="Open the listing"
        className="relative z-10 inline-flex size-8 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
      >
        <ArrowTopRightOnSquareIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Open listing {row.listingRef.propertyName}</span>
      </Link>
    ),
  },
];

/** The totals row's cells, by column. */
export function totalsCells(totals: RentRollTotals) {
  return {
    rent: formatUsd(totals.rent),
    charged: formatUsd(totals.charged),
    paid: formatUsd(totals.paid),
    balance: formatUsd(totals.balance),
    daysLate: `${totals.late.toLocaleString("en-US")} late`,
    depositHeld: formatUsd(totals.depositHeld),
  };
}
