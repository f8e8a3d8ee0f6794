"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import { LeaseStatusChip } from "@/components/ui/status-chip";
import { queryString } from "@/lib/query-string";
import { formatUsd } from "@/lib/domain/money";
import { formatDayAs } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { DepositsReportDto, DepositsReportRow } from "@/lib/schemas/reports";
import { leaseDay } from "@/components/leases/lease-format";
import { ReportCsvLink, ReportTable, useReportPage } from "./report-table";
import { useReportAddress } from "./use-report-address";

const tenantNames = (row: DepositsReportRow) => row.tenants.map((tenant) => tenant.name).join(", ");

/** A lease's last day as the report writes it: 'Feb 1, 2026' / '1 feb 2026'. */
const endDay = (day: string | null, language: Language) =>
  language === "en" ? leaseDay(day) : day ? formatDayAs(day, language, "day") : null;

function columnsOf(
  t: ReturnType<typeof useTranslations<"reports">>,
  enums: ReturnType<typeof useTranslations<"enums">>,
  language: Language,
): DataColumn<DepositsReportRow>[] {
  return [
    { id: "listing", header: t("columns.listing"), text: (row) => row.listingRef.propertyName },
    { id: "owner", header: t("columns.owner"), priority: 3, text: (row) => row.owner.name },
    {
      id: "tenants",
      header: t("deposits.tenants"),
      priority: 2,
      render: (row) => (
        <span className="block max-w-64 truncate" title={tenantNames(row)}>
          {tenantNames(row) || t("deposits.noTenant")}
        </span>
      ),
      text: (row) => tenantNames(row) || t("deposits.noTenant"),
    },
    {
      id: "status",
      header: t("deposits.lease"),
      priority: 2,
      render: (row) => <LeaseStatusChip status={row.status} />,
      text: (row) => enums(`leaseStatus.${row.status}`),
    },
    {
      id: "endDate",
      header: t("deposits.leaseEnd"),
      priority: 3,
      render: (row) => <span className="tabular-nums">{endDay(row.endDate, language) ?? t("deposits.monthly")}</span>,
      text: (row) => endDay(row.endDate, language) ?? t("deposits.monthToMonth"),
    },
    { id: "held", header: t("deposits.held"), align: "right", text: (row) => formatUsd(row.held) },
  ];
}

const NO_FILTERS = {} as Record<never, (value: string) => boolean>;

/**
 * Deposits held (PRODUCT.md#rent "Reports"): each lease whose deposit the agency holds, in the one table, a page at
 * a time (the page in the address), with the total held in its footer and the CSV of every row.
 */
export function DepositsReportView() {
  const t = useTranslations("reports");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const columns = useMemo(() => columnsOf(t, enums, language), [t, enums, language]);
  const { page, change } = useReportAddress(NO_FILTERS);
  const { skip, pageSize } = page;
  const { data, state } = useReportPage<DepositsReportDto>(`/reports/deposits${queryString({ skip, limit: pageSize })}`);
  const totals = data?.totals;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {totals
            ? t.rich("deposits.summary", {
                amount: formatUsd(totals.held),
                count: totals.count,
                strong: (chunks) => <strong className="font-semibold text-slate-900 tabular-nums">{chunks}</strong>,
              })
            : " "}
        </p>
        <ReportCsvLink path="/reports/deposits?format=csv" />
      </div>
      <ReportTable
        label={t("deposits.title")}
        columns={columns}
        report={data}
        state={state}
        page={page}
        onPage={(next) => change({ page: next })}
        emptyTitle={t("deposits.empty")}
        emptyHint={t("deposits.emptyHint")}
        failedTitle={t("deposits.failed")}
        totals={
          totals
            ? {
                label: t("deposits.totalsLabel", { count: totals.count }),
                cells: { held: formatUsd(totals.held) },
              }
            : undefined
        }
      />
    </div>
  );
}
