"use client";

import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useCallback, useState } from "react";
import { StatusFilter, type StatusFilterValue } from "@/components/service-orders/status-filter";
import { ServiceOrderTile } from "@/components/service-orders/service-order-tile";
import { EmptyState } from "@/components/ui/empty-state";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import { useServiceOrders } from "@/lib/swr/use-service-orders";

const PAGE_SIZE = 100;

/**
 * A provider's service orders with the status filter and search box of
 * SPEC §2 — which, unlike the original, really filter (by status, and by
 * listing name, order name or order number).
 */
export function ServiceProviderOrders({ providerId }: { providerId: string }) {
  const [status, setStatus] = useState<StatusFilterValue>("ALL");
  const [listing, setListing] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const { orders, total, isLoading, error } = useServiceOrders({
    serviceProviderRef: providerId,
    status: status === "ALL" ? undefined : status,
    listing,
    skip: page.skip,
    limit: page.pageSize,
  });

  const onSearch = useCallback((text: string) => {
    setListing((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);
  const filtered = status !== "ALL" || listing !== "";

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage((current) => ({ ...current, skip: 0 }));
          }}
        />
        <SearchBox placeholder="Search by listing or order number" onSearch={onSearch} />
      </div>
      {isLoading && orders.length === 0 ? (
        <div className="space-y-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-[78px] animate-pulse rounded-xl bg-slate-50 ring-1 ring-slate-200" />
          ))}
        </div>
      ) : error && orders.length === 0 ? (
        <EmptyState icon={ClipboardDocumentListIcon} title="The service orders could not be loaded." />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={ClipboardDocumentListIcon}
          title={filtered ? "No service orders match." : "This provider has no service orders yet."}
        >
          {filtered ? "Try another status or search." : undefined}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Service orders">
          {orders.map((order) => (
            <li key={order._id}>
              <ServiceOrderTile order={order} showProvider={false} />
            </li>
          ))}
        </ul>
      )}
      {total > page.pageSize && (
        <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={[100, 200, 500]} onChange={setPage} />
      )}
    </div>
  );
}
