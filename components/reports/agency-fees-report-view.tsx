"use client";

import type { DataColumn } from "@/components/ui/data-column";
import { MonthPicker, isMonth } from "@/components/ui/month-picker";
import { queryString } from "@/lib/client/api";
import { formatUsd } from "@/lib/domain/money";
import { monthLabel } from "@/lib/domain/rent";
import type { AgencyFeesReportDto, AgencyFeesRow } from "@/lib/schemas/reports";
import { ReportCsvLink, ReportTable, useReportPage } from "./report-table";
import { useReportAddress } from "./use-report-address";

const FILTERS = { month: isMonth };

const COLUMNS: DataColumn<AgencyFeesRow>[] = [
  { id: "listing", header: "Listing", text: (row) => row.listingRef.propertyName },
  { id: "owner", header: "Owner", priority: 2, text: (row) => row.owner.name },
  { id: "managementFees", header: "Management fees", align: "right", priority: 3, text: (row) => formatUsd(row.managementFees) },
  { id: "lateFees", header: "Late fees", align: "right", priority: 3, text: (row) => formatUsd(row.lateFees) },
  { id: "total", header: "Total", align: "right", text: (row) => formatUsd(row.total) },
];

/**
 * Agency fees (PRODUCT.md#rent "Reports"): what the agency earned in a month — management fees net of their
 * reversals and the late fees it keeps — per owner and lease, in the one table with the month's totals; the
 * month and the page in the address, the CSV of every row.
 */
export function AgencyFeesReportView({ currentMonth }: { currentMonth: string }) {
  const { page, filters, change } = useReportAddress(FILTERS);
  const month = filters.month || currentMonth;
  const { skip, pageSize } = page;
  const { data, state } = useReportPage<AgencyFeesReportDto>(`/reports/agency-fees${queryString({ month, skip, limit: pageSize })}`);
  const totals = data?.totals;
  const setMonth = (next: string) => change({ filters: { month: next === currentMonth ? "" : next } });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthPicker id="agency-fees-month" month={month} onChange={setMonth} />
        <ReportCsvLink path={`/reports/agency-fees${queryString({ month, format: "csv" })}`} />
      </div>
      {totals && (
        <dl className="grid gap-4 sm:grid-cols-3" data-testid="agency-fees-totals">
          {[
            ["Management fees", totals.managementFees],
            ["Late fees", totals.lateFees],
            ["Total", totals.total],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">{formatUsd(value!)}</dd>
            </div>
          ))}
        </dl>
      )}
      <ReportTable
        label={`Agency fees, ${monthLabel(month)}`}
        columns={COLUMNS}
        report={data}
        state={state}
        page={page}
        onPage={(next) => change({ page: next })}
        emptyTitle={`No fees were earned in ${monthLabel(month)}.`}
        failedTitle="The agency fees could not be loaded."
        totals={
          totals
            ? {
                label: `Total · ${totals.owners.toLocaleString("en-US")} owner${totals.owners === 1 ? "" : "s"}, ${totals.count.toLocaleString("en-US")} lease${totals.count === 1 ? "" : "s"}`,
                cells: {
                  managementFees: formatUsd(totals.managementFees),
                  lateFees: formatUsd(totals.lateFees),
                  total: formatUsd(totals.total),
                },
              }
            : undefined
        }
      />
    </div>
  );
}
