"use client";

import { useCallback, useState, type ComponentType, type ReactNode, type SVGProps } from "react";
import type { DataColumn } from "@/components/ui/data-table";
import { DirectoryResults } from "@/components/ui/directory-results";
import { TileSkeletons, type TileSize } from "@/components/ui/letter-groups";
import { useListView } from "@/components/ui/list-view-preference";
import { SearchBox } from "@/components/ui/search-box";
import { sortNamesOf } from "@/components/ui/table-view";
import { useTableSort } from "@/components/ui/use-table-sort";
import { ViewToggle } from "@/components/ui/view-toggle";
import type { ListName } from "@/lib/list-view";
import { useListPage, type ListPage, type ListParams } from "@/lib/swr/use-list-page";

export interface DirectoryProps<Item> {
  /** The list's name: its remembered view (tiles or table) and its sort names. */
  list: ListName;
  /** The list endpoint under /api/v1, e.g. `/clients`. */
  path: string;
  /** The query parameter that carries the search text (`name`, `firstName`, ...). */
  searchParam: string;
  /** Fixed parameters sent with every page (e.g. `accountBalance: true`). */
  params?: ListParams;
  pageSize?: number;
  searchPlaceholder: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The plural the empty states speak of: 'clients', 'service providers'. */
  noun: string;
  /** What to do when the list is empty and nobody is searching. */
  emptyHint: string;
  /** What to do when a search finds nothing. */
  searchHint?: string;
  nameOf: (item: Item) => string;
  renderTile: (item: Item) => ReactNode;
  skeletons?: ReactNode;
  /** `wide` for picture tiles (listings). */
  tileSize?: TileSize;
  /** The table view's columns (components/<entity>/<entity>-columns.tsx). */
  columns: DataColumn<Item>[];
  /** Where a row or tile opens the record. */
  hrefOf: (item: Item) => string;
  /** The first page without a search, rendered by the server: painted with the page instead of after a fetch. */
  firstPage?: ListPage<Item>;
}

/**
 * The lists of SPEC §2 that search as you type (500 ms): grouped by first
 * letter, a flat list while searching, paged, with loading, failure and empty
 * states — or the same page as a table sorted on the server. A new search
 * or sort goes back to the first page.
 */
export function Directory<Item extends { _id: string }>({
  list,
  path,
  searchParam,
  params = {},
  pageSize = 50,
  searchPlaceholder,
  icon,
  noun,
  emptyHint,
  searchHint = "Try another name.",
  nameOf,
  renderTile,
  skeletons = <TileSkeletons />,
  tileSize,
  columns,
  hrefOf,
  firstPage,
}: DirectoryProps<Item>) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState({ skip: 0, pageSize });
  const [view, setView] = useListView(list);
  const [sort, setSort] = useTableSort(sortNamesOf(columns));
  const tableSort = view === "table" && sort ? sort : {};
  const atFirstPage = search === "" && page.skip === 0 && page.pageSize === pageSize && !("sort" in tableSort);
  const { items, total, isLoading, error } = useListPage<Item>(
    path,
    { ...params, [searchParam]: search, ...tableSort, skip: page.skip, limit: page.pageSize },
    true,
    atFirstPage ? firstPage : undefined,
  );

  const onSearch = useCallback((text: string) => {
    setSearch((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <SearchBox placeholder={searchPlaceholder} onSearch={onSearch} />
        <div className="ml-auto">
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>
      <DirectoryResults
        view={view}
        items={items}
        total={total}
        isLoading={isLoading}
        failed={Boolean(error)}
        search={search}
        page={page}
        onPage={setPage}
        icon={icon}
        noun={noun}
        emptyHint={emptyHint}
        searchHint={searchHint}
        nameOf={nameOf}
        renderTile={renderTile}
        skeletons={skeletons}
        tileSize={tileSize}
        columns={columns}
        hrefOf={hrefOf}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage((current) => ({ ...current, skip: 0 }));
        }}
      />
    </div>
  );
}
