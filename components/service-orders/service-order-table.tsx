"use client";

import { useMemo } from "react";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { DataTable } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { sortNamesOf } from "@/components/ui/table-view";
import { useTableSort } from "@/components/ui/use-table-sort";
import { useServiceOrders } from "@/lib/swr/use-service-orders";
import { serviceOrderColumns } from "./service-order-columns";
import type { StatusFilterValue } from "./status-filter";

type Page = { skip: number; pageSize: number };

/**
 * The service orders as one table (every status, or the chosen one), sorted
 * on the server by the clicked column; without a sort, by due date.
 */
export function ServiceOrderTable({
  status,
  provider,
  listing,
  criteria,
  page,
  onPage,
}: {
  status: StatusFilterValue;
  provider: string;
  listing: string;
  /** The Finder's criteria (the `criteria` parameter's JSON). */
  criteria: string | undefined;
  page: Page;
  onPage: (next: Page) => void;
}) {
  const timeZone = useAgencyTimeZone();
  const columns = useMemo(() => serviceOrderColumns(timeZone), [timeZone]);
  const [sort, setSort] = useTableSort(sortNamesOf(columns));
  const { orders, total, isLoading, error } = useServiceOrders({
    status: status === "ALL" ? undefined : status,
    provider,
    listing,
    criteria,
    ...sort,
    skip: page.skip,
    limit: page.pageSize,
  });
  const searching = Boolean(provider || listing || criteria) || status !== "ALL";
  return (
    <DataTable
      label="Service orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order._id}
      hrefOf={(order) => `/service-orders/view/${order._id}`}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        onPage({ ...page, skip: 0 });
      }}
      state={isLoading ? "loading" : error ? "failed" : "ready"}
      emptyTitle={searching ? "No service orders match." : "No service orders yet."}
      emptyHint={searching ? "Try another status or search." : "Add the first order with the New order button."}
      failedTitle="The service orders could not be loaded."
      footer={
        total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={[100, 200, 500]} onChange={onPage} />
      }
    />
  );
}
