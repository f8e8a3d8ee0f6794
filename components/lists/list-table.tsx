"use client";

import { useTranslations } from "next-intl";
import { lazy, type ReactNode } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import type { DataTable as DataTableComponent } from "@/components/ui/data-table";
import type { ListPageResult } from "@/lib/swr/use-list-page";
import { FirstPageLink, isPastEnd, ListPaginator } from "./list-paging";
import type { ListAddressState } from "./use-list-address";

// The table (and TanStack Table with it) is fetched only in table view. The server renders it in place; hydration waits
// for its code, leaving the server's table on screen meanwhile.
const DataTable = lazy(() =>
  import("@/components/ui/data-table").then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;

/** A list's page as the one table (DESIGN "Table"): sorted on the server by the address's sort, paged by its page. */
export function ListTable<Item extends { _id: string }>({
  list,
  page,
  label,
  columns,
  hrefOf,
  empty,
  failedTitle,
}: {
  list: Pick<ListAddressState, "sort" | "setSort" | "page" | "pageSizes" | "setPage">;
  page: Pick<ListPageResult<Item>, "items" | "total" | "isLoading" | "error">;
  /** What the rows are, for screen readers: "Clients". */
  label: string;
  columns: DataColumn<Item>[];
  hrefOf: (item: Item) => string;
  /** The one row of an empty table. */
  empty: { title: string; hint?: ReactNode };
  failedTitle: string;
}) {
  const t = useTranslations("common.list");
  const pastEnd = isPastEnd(list, page.total);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={page.items}
      rowKey={(item) => item._id}
      hrefOf={hrefOf}
      sort={list.sort}
      onSort={list.setSort}
      state={page.isLoading ? "loading" : page.error ? "failed" : "ready"}
      emptyTitle={pastEnd ? t("pastEnd") : empty.title}
      emptyHint={pastEnd ? <FirstPageLink list={list} /> : empty.hint}
      failedTitle={failedTitle}
      footer={page.total > 0 && !pastEnd && <ListPaginator list={list} total={page.total} />}
    />
  );
}
