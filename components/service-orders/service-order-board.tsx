"use client";

import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useMemo } from "react";
import { ListControls } from "@/components/lists/list-controls";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { ListTable } from "@/components/lists/list-table";
import { useListAddress } from "@/components/lists/use-list-address";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { sortNamesOf } from "@/components/ui/table-view";
import { SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import { useServiceOrderGroups, useServiceOrders } from "@/lib/swr/use-service-orders";
import { serviceOrderColumns } from "./service-order-columns";
import { OrderGroup, OrderGroupSkeletons, OrderTiles } from "./service-order-groups";
import { isOrderStatus, ORDER_PAGE_SIZES, StatusFilter } from "./status-filter";

const PAGE_SIZE = 100;

/**
 * The service orders list (PRODUCT.md#service-orders): a status filter and two search boxes (provider; listing or order number)
 * that really filter. ALL shows the five groups with their counts (each its first 100); another status a flat
 * list sorted by due date, paged. The status, both searches, the criteria, the sort, the view and the page are in
 * the address.
 */
export function ServiceOrderBoard() {
  const timeZone = useAgencyTimeZone();
  const columns = useMemo(() => serviceOrderColumns(timeZone), [timeZone]);
  const address = useMemo(
    () =>
      ({
        name: "service-orders",
        pageSize: PAGE_SIZE,
        pageSizes: ORDER_PAGE_SIZES,
        sorts: sortNamesOf(columns),
        filters: { status: isOrderStatus, provider: "typed" },
      }) as const,
    [columns],
  );
  const list = useListAddress(address);
  const { provider } = list.filters;
  const status = isOrderStatus(list.filters.status) ? list.filters.status : undefined;
  const table = list.view === "table";
  const grouped = !status && !table;
  const searching = Boolean(status || provider || list.search || list.criteria.length);

  const selection = { ...list.query, provider, listing: list.search };
  const groups = useServiceOrderGroups(grouped ? { ...selection, limit: PAGE_SIZE } : null);
  const page = useServiceOrders(grouped ? null : { ...selection, status, ...list.paging });

  return (
    <div className="space-y-6">
      <ListControls
        list={list}
        entity="service-orders"
        noun="service orders"
        searchPlaceholder="Search by listing or order number"
        exportQuery={grouped ? { ...selection, sortItems: true } : { ...selection, status }}
        resultCount={grouped ? groupsTotal(groups) : page.isLoading || page.error ? undefined : page.total}
        leading={
          <>
            <StatusFilter value={list.filters.status} onChange={(next) => list.setFilters({ status: next })} />
            <SearchBox placeholder="Search by provider" value={provider} onSearch={(text) => list.setFilters({ provider: text })} />
          </>
        }
      />
      {table ? (
        <ListTable
          list={list}
          page={page}
          label="Service orders"
          columns={columns}
          hrefOf={(order) => `/service-orders/view/${order._id}`}
          empty={
            searching
              ? { title: "No service orders match.", hint: "Try another status or search." }
              : { title: "No service orders yet.", hint: "Add the first order with the New order button." }
          }
          failedTitle="The service orders could not be loaded."
        />
      ) : grouped ? (
        !groups.groups && groups.isLoading ? (
          <OrderGroupSkeletons />
        ) : !groups.groups && groups.error ? (
          <LoadFailed />
        ) : Object.values(groups.counts).every((count) => count === 0) ? (
          <NoOrders searching={searching} />
        ) : (
          <div className="space-y-8">
            {SERVICE_ORDER_GROUPS.map((group) => (
              <OrderGroup key={group} group={group} count={groups.counts[group]} orders={groups.groups?.[group] ?? []} />
            ))}
          </div>
        )
      ) : page.isLoading && page.items.length === 0 ? (
        <OrderGroupSkeletons groups={1} />
      ) : page.error && page.items.length === 0 ? (
        <LoadFailed />
      ) : page.items.length === 0 ? (
        <ListEmpty list={list} total={page.total} icon={ClipboardDocumentListIcon} title="No service orders match.">
          Try another status, search or condition.
        </ListEmpty>
      ) : (
        <div className="space-y-6">
          <OrderTiles orders={page.items} />
          <ListPaginator list={list} total={page.total} />
        </div>
      )}
    </div>
  );
}

/** The orders of the five groups together; unknown while they load or failed to. */
function groupsTotal({ counts, groups, isLoading, error }: ReturnType<typeof useServiceOrderGroups>): number | undefined {
  if (!groups || isLoading || error) return undefined;
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

function LoadFailed() {
  return (
    <EmptyState icon={ClipboardDocumentListIcon} title="The service orders could not be loaded.">
      Check your connection and reload the page.
    </EmptyState>
  );
}

function NoOrders({ searching }: { searching: boolean }) {
  return (
    <EmptyState icon={ClipboardDocumentListIcon} title={searching ? "No service orders match." : "No service orders yet."}>
      {searching ? "Try another status, search or condition." : "Add the first order with the New order button."}
    </EmptyState>
  );
}
