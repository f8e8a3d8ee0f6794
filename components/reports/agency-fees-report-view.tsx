"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import { MonthPicker } from "@/components/ui/month-picker";
import { isMonth } from "@/lib/domain/rent";
import { queryString } from "@/lib/query-string";
import { formatUsd } from "@/lib/domain/money";
import { formatMonth } from "@/lib/i18n/day-formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { AgencyFeesReportDto, AgencyFeesRow } from "@/lib/schemas/reports";
import { ReportCsvLink, ReportTable, useReportPage } from "./report-table";
import { useReportAddress } from "./use-report-address";

const FILTERS = { month: isMonth };

function columnsOf(t: ReturnType<typeof useTranslations<"reports">>): DataColumn<AgencyFeesRow>[] {
  return [
    { id: "listing", header: t("columns.listing"), text: (row) => row.listingRef.propertyName },
    { id: "owner", header: t("columns.owner"), priority: 2, text: (row) => row.owner.name },
    {
      id: "managementFees",
      header: t("fees.managementFees"),
      align: "right",
      priority: 3,
      text: (row) => formatUsd(row.managementFees),
    },
    { id: "lateFees", header: t("fees.lateFees"), align: "right", priority: 3, text: (row) => formatUsd(row.lateFees) },
    { id: "total", header: t("total"), align: "right", text: (row) => formatUsd(row.total) },
  ];
}

/**
 * Agency fees (PRODUCT.md#rent "Reports"): what the agency earned in a month — management fees net of their
 * reversals and the late fees it keeps — per owner and lease, in the one table with the month's totals; the
 * month and the page in the address, the CSV of every row.
 */
export function AgencyFeesReportView({ currentMonth }: { currentMonth: string }) {
  const t = useTranslations("reports");
  const language = useLanguage();
  const columns = useMemo(() => columnsOf(t), [t]);
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
            [t("fees.managementFees"), totals.managementFees],
            [t("fees.lateFees"), totals.lateFees],
            [t("total"), totals.total],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">{formatUsd(value!)}</dd>
            </div>
          ))}
        </dl>
      )}
      <ReportTable
        label={t("fees.tableLabel", { month: formatMonth(month, language) })}
        columns={columns}
        report={data}
        state={state}
        page={page}
        onPage={(next) => change({ page: next })}
        emptyTitle={t("fees.empty", { month: formatMonth(month, language) })}
        failedTitle={t("fees.failed")}
        totals={
          totals
            ? {
                label: t("fees.totalsLabel", { owners: totals.owners, leases: totals.count }),
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
