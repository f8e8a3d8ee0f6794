"use client";

import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { useListAddress } from "@/components/lists/use-list-address";
import { ServiceOrderTile } from "@/components/service-orders/service-order-tile";
import { isOrderStatus, ORDER_PAGE_SIZES, StatusFilter } from "@/components/service-orders/status-filter";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/ui/search-box";
import { useServiceOrders } from "@/lib/swr/use-service-orders";

const ADDRESS = { pageSize: 100, pageSizes: ORDER_PAGE_SIZES, filters: { status: isOrderStatus } } as const;

/**
 * A provider's service orders with the status filter and search box of PRODUCT.md#service-providers — which, unlike the original,
 * really filter (by status, and by listing name, order name or order number). Both and the page are in the
 * provider page's address.
 */
export function ServiceProviderOrders({ providerId }: { providerId: string }) {
  const t = useTranslations("serviceProviders.orders");
  const list = useListAddress(ADDRESS);
  const status = isOrderStatus(list.filters.status) ? list.filters.status : undefined;
  const {
    items: orders,
    total,
    isLoading,
    error,
  } = useServiceOrders({
    serviceProviderRef: providerId,
    status,
    listing: list.search,
    ...list.paging,
  });
  const filtered = Boolean(status || list.search);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusFilter value={list.filters.status} onChange={(next) => list.setFilters({ status: next })} />
        <SearchBox placeholder={t("search")} value={list.search} onSearch={list.setSearch} />
      </div>
      {isLoading && orders.length === 0 ? (
        <div className="space-y-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-[78px] animate-pulse rounded-xl bg-slate-50 ring-1 ring-slate-200" />
          ))}
        </div>
      ) : error && orders.length === 0 ? (
        <EmptyState icon={ClipboardDocumentListIcon} title={t("failed")} />
      ) : orders.length === 0 ? (
        <ListEmpty list={list} total={total} icon={ClipboardDocumentListIcon} title={filtered ? t("noneMatch") : t("none")}>
          {filtered ? t("tryAnother") : undefined}
        </ListEmpty>
      ) : (
        <ul className="space-y-3" aria-label={t("label")}>
          {orders.map((order) => (
            <li key={order._id}>
              <ServiceOrderTile order={order} showProvider={false} />
            </li>
          ))}
        </ul>
      )}
      {total > list.page.pageSize && <ListPaginator list={list} total={total} />}
    </div>
  );
}
