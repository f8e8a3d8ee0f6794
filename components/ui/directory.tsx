"use client";

import { useState, type ComponentType, type ReactNode, type SVGProps } from "react";
import { ListToolbar } from "@/components/finder/list-toolbar";
import { useListQuery } from "@/components/finder/use-list-query";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { SearchBox } from "@/components/ui/search-box";
import type { SearchEntity } from "@/lib/schemas/search";
import { useListPage, type ListPage, type ListParams } from "@/lib/swr/use-list-page";

export interface DirectoryProps<Item> {
  /** The list's name for the Finder and the export (GET /search/fields/{entity}, GET /export/{entity}). */
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
  /** The first page without a search, rendered by the server: painted with the page instead of after a fetch. */
  firstPage?: ListPage<Item>;
}

/**
 * The lists of SPEC §2 that search as you type (500 ms): grouped by first
 * letter, a flat list while searching, paged, with loading, failure and empty
 * states. A new search goes back to the first page.
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
  firstPage,
}: DirectoryProps<Item>) {
  // Search text, Finder criteria and sort live in the URL (components/finder/use-list-query.ts).
  const { search, criteria, criteriaParam, sort, order, setSearch, setCriteria } = useListQuery();
  const query = { ...params, [searchParam]: search, criteria: criteriaParam, sort, order };
  const queryKey = JSON.stringify(query);
  // A new search or filter goes back to the first page.
  const [paging, setPaging] = useState({ skip: 0, pageSize, queryKey });
  const page = paging.queryKey === queryKey ? paging : { ...paging, skip: 0 };
  const setPage = (next: { skip: number; pageSize: number }) => setPaging({ ...next, queryKey });
  const filtered = Boolean(search || criteriaParam);
  const atFirstPage = !filtered && !sort && !order && page.skip === 0 && page.pageSize === pageSize;
  const { items, total, isLoading, error } = useListPage<Item>(
    path,
    { ...query, skip: page.skip, limit: page.pageSize },
    true,
    atFirstPage ? firstPage : undefined,
  );

  return (
    <div className="space-y-6">
      <ListToolbar entity={entity} noun={noun} criteria={criteria} onCriteria={setCriteria} exportParams={query}>
        <SearchBox placeholder={searchPlaceholder} initialValue={search} onSearch={setSearch} />
      </ListToolbar>
      {isLoading && items.length === 0 ? (
        skeletons
      ) : error && items.length === 0 ? (
        <EmptyState icon={icon} title={`The ${noun} could not be loaded.`}>
          Check your connection and reload the page.
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState
          icon={icon}
          title={search ? `No ${noun} match “${search}”.` : criteriaParam ? `No ${noun} match these conditions.` : `No ${noun} yet.`}
        >
          {search ? searchHint : criteriaParam ? "Remove a condition or change it in the Finder." : emptyHint}
        </EmptyState>
      ) : filtered ? (
        <TileGrid>
          {items.map((item) => (
            <li key={item._id}>{renderTile(item)}</li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups items={items} nameOf={nameOf} keyOf={(item) => item._id} renderTile={renderTile} />
      )}
      {total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} onChange={setPage} />}
    </div>
  );
}
