"use client";

import type { DataColumn } from "@/components/ui/data-column";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { queryString } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import { LEASE_STATUS_LABELS } from "@/lib/domain/rent";
import type { DepositsReportDto, DepositsReportRow } from "@/lib/schemas/reports";
import { leaseDay } from "@/components/leases/lease-format";
import { ReportCsvLink, ReportTable, useReportPage } from "./report-table";
import { useReportAddress } from "./use-report-address";

const tenantNames = (row: DepositsReportRow) => row.tenants.map((tenant) => tenant.name).join(", ");

const COLUMNS: DataColumn<DepositsReportRow>[] = [
  { id: "listing", header: "Listing", text: (row) => row.listingRef.propertyName },
  { id: "owner", header: "Owner", priority: 3, text: (row) => row.owner.name },
  {
    id: "tenants",
    header: "Tenants",
    priority: 2,
    render: (row) => (
      <span className="block max-w-64 truncate" title={tenantNames(row)}>
        {tenantNames(row) || "No tenant"}
      </span>
    ),
    text: (row) => tenantNames(row) || "No tenant",
  },
  {
    id: "status",
    header: "Lease",
    priority: 2,
    render: (row) => <LeaseStatusChip status={row.status} />,
    text: (row) => LEASE_STATUS_LABELS[row.status],
  },
  {
    id: "endDate",
    header: "Lease end",
    priority: 3,
    render: (row) => <span className="tabular-nums">{leaseDay(row.endDate) ?? "Monthly"}</span>,
    text: (row) => leaseDay(row.endDate) ?? "Month to month",
  },
  { id: "held", header: "Held", align: "right", text: (row) => formatUsd(row.held) },
];

const NO_FILTERS = {} as Record<never, (value: string) => boolean>;

/**
 * Deposits held (PRODUCT.md#rent "Reports"): each lease whose deposit the agency holds, in the one table, a page at
 * a time (the page in the address), with the total held in its footer and the CSV of every row.
 */
export function DepositsReportView() {
  const { page, change } = useReportAddress(NO_FILTERS);
  const { skip, pageSize } = page;
  const { data, state } = useReportPage<DepositsReportDto>(`/reports/deposits${queryString({ skip, limit: pageSize })}`);
  const totals = data?.totals;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {totals ? (
            <>
              <strong className="font-semibold text-slate-900 tabular-nums">{formatUsd(totals.held)}</strong> held for{" "}
              {totals.count.toLocaleString("en-US")} lease{totals.count === 1 ? "" : "s"}.
            </>
          ) : (
            " "
          )}
        </p>
        <ReportCsvLink path="/reports/deposits?format=csv" />
      </div>
      <ReportTable
        label="Deposits held"
        columns={COLUMNS}
        report={data}
        state={state}
        page={page}
        onPage={(next) => change({ page: next })}
        emptyTitle="No deposit is held."
        emptyHint="A deposit shows here once its tenant pays toward it, until it is settled."
        failedTitle="The deposits could not be loaded."
        totals={
          totals
            ? {
                label: `Total · ${totals.count.toLocaleString("en-US")} lease${totals.count === 1 ? "" : "s"}`,
                cells: { held: formatUsd(totals.held) },
              }
            : undefined
        }
      />
    </div>
  );
}
