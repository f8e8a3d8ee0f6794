"use client";

import { ArrowDownTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { buttonClasses } from "@/components/ui/button";
import type { DataColumn } from "@/components/ui/data-column";
import { DataTable, type DataTableProps, type TableState } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { API_BASE, apiFetch } from "@/lib/client/api";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { REPORT_PAGE_SIZES } from "./use-report-address";

/** A page of a report by lease, as the server sends it: its rows and the totals of every row (their count). */
interface ReportPage<Row> {
  rows: Row[];
  totals: { count: number };
}

type Page = { skip: number; pageSize: number };

/** A report's page at `path` (the last one stays on screen while the next loads) and its table's state. */
export function useReportPage<Report>(path: string): { data: Report | undefined; state: TableState } {
  const { data, error, isLoading } = useSWR(path, async (url: string) => (await apiFetch<Report>(url)).data, {
    ...READ_DEFAULTS,
    keepPreviousData: true,
  });
  return { data, state: error ? "failed" : isLoading && !data ? "loading" : "ready" };
}

/**
 * A report's table (PRODUCT.md#rent "Reports"): a row per lease, each opening the lease, in the server's order,
 * its totals row under the rows and the paginator under that. A page past the last row says so.
 */
export function ReportTable<Row extends { leaseRef: { _id: string } }>({
  label,
  columns,
  report,
  state,
  page,
  onPage,
  emptyTitle,
  emptyHint,
  failedTitle,
  totals,
}: {
  label: string;
  columns: DataColumn<Row>[];
  report: ReportPage<Row> | undefined;
  state: TableState;
  page: Page;
  onPage: (next: Page) => void;
  /** When the report has no row at all. */
  emptyTitle: string;
  emptyHint?: string;
  failedTitle: string;
  totals: DataTableProps<Row>["totals"];
}) {
  const t = useTranslations("reports");
  const count = report?.totals.count ?? 0;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={report?.rows ?? []}
      rowKey={(row) => row.leaseRef._id}
      hrefOf={(row) => `/leases/view/${row.leaseRef._id}`}
      sort={null}
      onSort={() => {}}
      state={state}
      emptyTitle={count > 0 ? t("pastEnd") : emptyTitle}
      emptyHint={count > 0 ? undefined : emptyHint}
      failedTitle={failedTitle}
      skeletonRows={12}
      totals={totals}
      footer={
        count > 0 ? (
          <Paginator skip={page.skip} pageSize={page.pageSize} total={count} pageSizes={REPORT_PAGE_SIZES} onChange={onPage} />
        ) : undefined
      }
    />
  );
}

/** The link to the CSV of every row of a report (`path` under the API, with its query). */
export function ReportCsvLink({ path }: { path: string }) {
  const t = useTranslations("reports");
  return (
    <a href={`${API_BASE}${path}`} download className={buttonClasses({ variant: "secondary" })}>
      <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
      {t("downloadCsv")}
    </a>
  );
}
