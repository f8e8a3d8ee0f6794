"use client";

import { useTranslations } from "next-intl";
import type { ComponentType, ReactNode, SVGProps } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import { TileSkeletons, type TileSize } from "@/components/ui/letter-groups";
import type { SearchEntity } from "@/lib/schemas/search";
import type { ListPageResult, ListQueryValues } from "@/lib/swr/use-list-page";
import { DirectoryResults } from "./directory-results";
import { ListControls } from "./list-controls";
import type { ListAddressState } from "./use-list-address";

/** The page sizes the directories offer (PRODUCT.md#limits: 50, with 100 and 200 on request). */
export const DIRECTORY_PAGE_SIZES = [50, 100, 200] as const;

export interface DirectoryProps<Item> {
  /** The list's name: its Finder and export (GET /search/fields/{entity}, GET /export/{entity}). */
  entity: SearchEntity;
  /** The list's state in the address (useListAddress). */
  list: Pick<
    ListAddressState,
    "search" | "setSearch" | "criteria" | "setCriteria" | "view" | "setView" | "sort" | "setSort" | "page" | "pageSizes" | "setPage"
  >;
  /** The page its typed hook answered (useClients, useListings, ...). */
  page: Pick<ListPageResult<Item>, "items" | "total" | "isLoading" | "error">;
  /** The request without its paging: what Export CSV downloads. */
  exportQuery: ListQueryValues;
  searchPlaceholder: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * The plural the empty states speak of, in the page's language: 'clients', 'service providers' ('clientes'). The
   * sentences around it are the shared ones (`common.list`: "No {noun} yet.", "Aún no hay {noun}.").
   */
  noun: string;
  /** What to do when the list is empty and nobody is searching. */
  emptyHint: string;
  /** What to do when a search finds nothing (default: 'Try another name.'). */
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
}

/**
 * The lists of PRODUCT.md#lists that search as you type (500 ms): grouped by first letter, a flat list while searching
 * or filtered by the Finder, paged, with loading, failure and empty states — or the same page as a table
 * sorted on the server. Each module's directory reads its state from the address and its page through its
 * typed hook, then hands both here: `const list = useListAddress(...)`, `useClients({ ...list.query, name:
 * list.search, ...list.paging })`.
 */
export function Directory<Item extends { _id: string }>({
  entity,
  list,
  page,
  exportQuery,
  searchPlaceholder,
  noun,
  searchHint,
  skeletons = <TileSkeletons />,
  ...results
}: DirectoryProps<Item>) {
  const t = useTranslations("common.list");
  return (
    <div className="space-y-6">
      <ListControls
        list={list}
        entity={entity}
        noun={noun}
        searchPlaceholder={searchPlaceholder}
        exportQuery={exportQuery}
        resultCount={page.isLoading || page.error ? undefined : page.total}
      />
      <DirectoryResults {...results} list={list} page={page} noun={noun} searchHint={searchHint ?? t("searchHint")} skeletons={skeletons} />
    </div>
  );
}
