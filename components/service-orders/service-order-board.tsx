"use client";

import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
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
import { useLanguage } from "@/lib/i18n/use-language";
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
  const language = useLanguage();
  const t = useTranslations("serviceOrders.list");
  const headers = useTranslations("serviceOrders.columns");
  const columns = useMemo(
    () =>
      serviceOrderColumns(timeZone, language, {
        name: headers("name"),
        number: headers("number"),
        provider: headers("provider"),
        listing: headers("listing"),
        due: headers("due"),
        status: headers("status"),
      }),
    [timeZone, language, headers],
  );
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
        noun={t("noun")}
        searchPlaceholder={t("searchListing")}
        exportQuery={grouped ? { ...selection, sortItems: true } : { ...selection, status }}
        resultCount={grouped ? groupsTotal(groups) : page.isLoading || page.error ? undefined : page.total}
        leading={
          <>
            <StatusFilter value={list.filters.status} onChange={(next) => list.setFilters({ status: next })} />
            <SearchBox placeholder={t("searchProvider")} value={provider} onSearch={(text) => list.setFilters({ provider: text })} />
          </>
        }
      />
      {table ? (
        <ListTable
          list={list}
          page={page}
          label={t("label")}
          columns={columns}
          hrefOf={(order) => `/service-orders/view/${order._id}`}
          empty={searching ? { title: t("noneMatch"), hint: t("tryAnother") } : { title: t("none"), hint: t("addFirst") }}
          failedTitle={t("failed")}
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
        <ListEmpty list={list} total={page.total} icon={ClipboardDocumentListIcon} title={t("noneMatch")}>
          {t("tryAnotherCondition")}
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
  const t = useTranslations("serviceOrders.list");
  return (
    <EmptyState icon={ClipboardDocumentListIcon} title={t("failed")}>
      {t("checkConnection")}
    </EmptyState>
  );
}

function NoOrders({ searching }: { searching: boolean }) {
  const t = useTranslations("serviceOrders.list");
  return (
    <EmptyState icon={ClipboardDocumentListIcon} title={searching ? t("noneMatch") : t("none")}>
      {searching ? t("tryAnotherCondition") : t("addFirst")}
    </EmptyState>
  );
}
