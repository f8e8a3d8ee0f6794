"use client";

import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Paginator } from "@/components/ui/paginator";
import { useListView } from "@/components/ui/list-view-preference";
import { SearchBox } from "@/components/ui/search-box";
import { ViewToggle } from "@/components/ui/view-toggle";
import { cx } from "@/components/ui/cx";
import { ListToolbar } from "@/components/finder/list-toolbar";
import { useListQuery } from "@/components/finder/use-list-query";
import { SERVICE_ORDER_GROUP_LABELS, SERVICE_ORDER_GROUPS, type ServiceOrderGroup } from "@/lib/domain/enums";
import { useServiceOrderGroups, useServiceOrders } from "@/lib/swr/use-service-orders";
import { ServiceOrderTable } from "./service-order-table";
import { OrderGrid, ServiceOrderTile } from "./service-order-tile";
import { StatusFilter, type StatusFilterValue } from "./status-filter";

const PAGE_SIZE = 100;

/**
 * The service orders list (SPEC §2): a status filter and two search boxes
 * (provider; listing or order number) that really filter. ALL shows the five
 * groups with their counts; another status a flat list sorted by due date.
 */
export function ServiceOrderBoard() {
  const [status, setStatus] = useState<StatusFilterValue>("ALL");
  const [provider, setProvider] = useState("");
  const [listing, setListing] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const [view, setView] = useListView("service-orders");
  const grouped = status === "ALL";
  const { criteria, criteriaParam, setCriteria } = useListQuery();
  const [pagedFor, setPagedFor] = useState(criteriaParam);
  if (pagedFor !== criteriaParam) {
    // New criteria go back to the first page.
    setPagedFor(criteriaParam);
    setPage((current) => ({ ...current, skip: 0 }));
  }
  const exportParams = {
    status: grouped ? undefined : status,
    provider,
    listing,
    criteria: criteriaParam,
    sortItems: grouped || undefined,
  };

  const resetPage = () => setPage((current) => ({ ...current, skip: 0 }));
  const onProvider = useCallback((text: string) => {
    setProvider((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);
  const onListing = useCallback((text: string) => {
    setListing((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <ListToolbar
        entity="service-orders"
        noun="service orders"
        criteria={criteria}
        onCriteria={setCriteria}
        exportParams={exportParams}
        viewToggle={<ViewToggle view={view} onChange={setView} />}
      >
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            resetPage();
          }}
        />
        <SearchBox placeholder="Search by provider" onSearch={onProvider} />
        <SearchBox placeholder="Search by listing or order number" onSearch={onListing} />
      </ListToolbar>
      {view === "table" ? (
        <ServiceOrderTable status={status} provider={provider} listing={listing} criteria={criteriaParam} page={page} onPage={setPage} />
      ) : grouped ? (
        <GroupedOrders provider={provider} listing={listing} criteria={criteriaParam} />
      ) : (
        <FlatOrders status={status} provider={provider} listing={listing} criteria={criteriaParam} page={page} onPage={setPage} />
      )}
    </div>
  );
}

function GroupedOrders({ provider, listing, criteria }: { provider: string; listing: string; criteria?: string }) {
  const { groups, counts, isLoading, error } = useServiceOrderGroups({ provider, listing, criteria, limit: PAGE_SIZE });
  if (!groups && isLoading) return <GroupSkeletons />;
  if (!groups && error) return <LoadFailed />;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return <NoOrders searching={Boolean(provider || listing || criteria)} />;
  return (
    <div className="space-y-8">
      {SERVICE_ORDER_GROUPS.map((group) => (
        <OrderGroup key={group} group={group} count={counts[group]} orders={groups?.[group] ?? []} />
      ))}
    </div>
  );
}

function OrderGroup({
  group,
  count,
  orders,
}: {
  group: ServiceOrderGroup;
  count: number;
  orders: Parameters<typeof ServiceOrderTile>[0]["order"][];
}) {
  const id = `orders-${group}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-center gap-2 border-b border-slate-200 pb-1.5 text-sm font-semibold text-brand-700">
        <span className={cx(group === "pastDue" && count > 0 && "text-red-700")}>{SERVICE_ORDER_GROUP_LABELS[group]}</span>
        <span
          className={cx(
            "rounded-full px-2 py-px text-xs font-medium tabular-nums ring-1",
            group === "pastDue" && count > 0 ? "bg-red-50 text-red-700 ring-red-100" : "bg-slate-50 text-slate-600 ring-slate-200",
          )}
        >
          {count}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-500">No orders.</p>
      ) : (
        <>
          <OrderGrid>
            {orders.map((order) => (
              <li key={order._id}>
                <ServiceOrderTile order={order} />
              </li>
            ))}
          </OrderGrid>
          {count > orders.length && (
            <p className="mt-2 text-xs text-slate-500">
              Showing the first {orders.length} of {count}. Choose the status or search to see the rest.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function FlatOrders({
  status,
  provider,
  listing,
  criteria,
  page,
  onPage,
}: {
  status: Exclude<StatusFilterValue, "ALL">;
  provider: string;
  listing: string;
  criteria?: string;
  page: { skip: number; pageSize: number };
  onPage: (next: { skip: number; pageSize: number }) => void;
}) {
  const { orders, total, isLoading, error } = useServiceOrders({
    status,
    provider,
    listing,
    criteria,
    skip: page.skip,
    limit: page.pageSize,
  });
  if (isLoading && orders.length === 0) return <GroupSkeletons groups={1} />;
  if (error && orders.length === 0) return <LoadFailed />;
  if (orders.length === 0) return <NoOrders searching />;
  return (
    <div className="space-y-6">
      <OrderGrid>
        {orders.map((order) => (
          <li key={order._id}>
            <ServiceOrderTile order={order} />
          </li>
        ))}
      </OrderGrid>
      <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={[100, 200, 500]} onChange={onPage} />
    </div>
  );
}

function GroupSkeletons({ groups = 2 }: { groups?: number }) {
  return (
    <div className="space-y-8" aria-hidden="true">
      {Array.from({ length: groups }, (_, group) => (
        <div key={group}>
          <div className="mb-3 h-5 w-28 animate-pulse rounded bg-slate-200" />
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-[78px] animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
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
