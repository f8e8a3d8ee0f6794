"use client";

import { useState, type ComponentType, type ReactNode, type SVGProps } from "react";
import { ListToolbar } from "@/components/finder/list-toolbar";
import { useListQuery } from "@/components/finder/use-list-query";
import type { DataColumn } from "@/components/ui/data-table";
import { DirectoryResults } from "@/components/ui/directory-results";
import { TileSkeletons, type TileSize } from "@/components/ui/letter-groups";
import { useListView } from "@/components/ui/list-view-preference";
import { SearchBox } from "@/components/ui/search-box";
import { sortNamesOf } from "@/components/ui/table-view";
import { useTableSort } from "@/components/ui/use-table-sort";
import { ViewToggle } from "@/components/ui/view-toggle";
import type { SearchEntity } from "@/lib/schemas/search";
import { useListPage, type ListPage, type ListParams } from "@/lib/swr/use-list-page";

export interface DirectoryProps<Item> {
  /**
   * The list's name: its Finder and export (GET /search/fields/{entity}, GET /export/{entity}),
   * its remembered view (tiles or table) and its sort names.
   */
  entity: SearchEntity;
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
 * letter, a flat list while searching or filtered by the Finder, paged, with
 * loading, failure and empty states — or the same page as a table sorted on
 * the server. Search text, criteria and sort live in the address
 * (components/finder/use-list-query.ts); any change goes back to the first page.
 */
export function Directory<Item extends { _id: string }>({
  entity,
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
  const { search, criteria, criteriaParam, setSearch, setCriteria } = useListQuery();
  const [view, setView] = useListView(entity);
  const [sort, setSort] = useTableSort(sortNamesOf(columns));
  const tableSort = view === "table" && sort ? sort : {};
  const query = { ...params, [searchParam]: search, criteria: criteriaParam, ...tableSort };
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ skip: 0, pageSize, queryKey });
  const page = paging.queryKey === queryKey ? paging : { ...paging, skip: 0 };
  const setPage = (next: { skip: number; pageSize: number }) => setPaging({ ...next, queryKey });
  const atFirstPage = !search && !criteriaParam && !("sort" in tableSort) && page.skip === 0 && page.pageSize === pageSize;
  const { items, total, isLoading, error } = useListPage<Item>(
    path,
    { ...query, skip: page.skip, limit: page.pageSize },
    true,
    atFirstPage ? firstPage : undefined,
  );

  return (
    <div className="space-y-6">
      <ListToolbar
        entity={entity}
        noun={noun}
        criteria={criteria}
        onCriteria={setCriteria}
        exportParams={query}
        resultCount={isLoading || error ? undefined : total}
        viewToggle={<ViewToggle view={view} onChange={setView} />}
      >
        <SearchBox placeholder={searchPlaceholder} initialValue={search} onSearch={setSearch} />
      </ListToolbar>
      <DirectoryResults
        view={view}
        items={items}
        total={total}
        isLoading={isLoading}
        failed={Boolean(error)}
        search={search}
        filtered={Boolean(criteriaParam)}
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
        onSort={setSort}
      />
    </div>
  );
}
