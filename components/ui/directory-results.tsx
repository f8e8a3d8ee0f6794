"use client";

import { lazy, type ComponentType, type ReactNode, type SVGProps } from "react";
import type { ListView } from "@/lib/list-view";
import type { DataColumn, DataTable as DataTableComponent } from "./data-table";
import { EmptyState } from "./empty-state";
import { LetterGroups, TileGrid, type TileSize } from "./letter-groups";
import { Paginator } from "./paginator";
import type { TableSort } from "./use-table-sort";

// The table (and TanStack Table with it) is fetched only in table view. The server renders it in place; hydration waits
// for its code, leaving the server's table on screen meanwhile.
const DataTable = lazy(() =>
  import("./data-table").then((module) => ({ default: module.DataTable })),
) as unknown as typeof DataTableComponent;

export interface DirectoryResultsProps<Item> {
  view: ListView;
  items: Item[];
  total: number;
  isLoading: boolean;
  failed: boolean;
  /** The search text: tiles become a flat grid while searching. */
  search: string;
  /** The Finder's criteria are on: a flat grid too, and an empty state that speaks of conditions. */
  filtered?: boolean;
  page: { skip: number; pageSize: number };
  onPage: (next: { skip: number; pageSize: number }) => void;
  pageSizes?: number[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  noun: string;
  emptyHint: string;
  searchHint: string;
  nameOf: (item: Item) => string;
  renderTile: (item: Item) => ReactNode;
  skeletons: ReactNode;
  tileSize?: TileSize;
  columns: DataColumn<Item>[];
  hrefOf: (item: Item) => string;
  sort: TableSort | null;
  onSort: (next: TableSort | null) => void;
}

/** A directory's page of records as letter-grouped tiles or as the table, with their loading, failure and empty states. */
export function DirectoryResults<Item extends { _id: string }>(props: DirectoryResultsProps<Item>) {
  const { view, items, total, isLoading, failed, search, filtered, page, onPage, pageSizes, icon, noun } = props;
  const emptyTitle = search ? `No ${noun} match “${search}”.` : filtered ? `No ${noun} match these conditions.` : `No ${noun} yet.`;
  const emptyHint = search ? props.searchHint : filtered ? "Remove a condition or change it in the Finder." : props.emptyHint;
  const paginator = total > 0 && (
    <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={pageSizes} onChange={onPage} />
  );

  if (view === "table") {
    return (
      <DataTable
        label={noun.charAt(0).toUpperCase() + noun.slice(1)}
        columns={props.columns}
        rows={items}
        rowKey={(item) => item._id}
        hrefOf={props.hrefOf}
        sort={props.sort}
        onSort={props.onSort}
        state={isLoading ? "loading" : failed ? "failed" : "ready"}
        emptyTitle={emptyTitle}
        emptyHint={emptyHint}
        failedTitle={`The ${noun} could not be loaded.`}
        footer={paginator}
      />
    );
  }

  return (
    <>
      {isLoading && items.length === 0 ? (
        props.skeletons
      ) : failed && items.length === 0 ? (
        <EmptyState icon={icon} title={`The ${noun} could not be loaded.`}>
          Check your connection and reload the page.
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={icon} title={emptyTitle}>
          {emptyHint}
        </EmptyState>
      ) : search || filtered ? (
        <TileGrid tileSize={props.tileSize}>
          {items.map((item) => (
            <li key={item._id}>{props.renderTile(item)}</li>
          ))}
        </TileGrid>
      ) : (
        <LetterGroups
          items={items}
          nameOf={props.nameOf}
          keyOf={(item) => item._id}
          renderTile={props.renderTile}
          tileSize={props.tileSize}
        />
      )}
      {paginator}
    </>
  );
}
