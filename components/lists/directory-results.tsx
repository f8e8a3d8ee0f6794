"use client";

import { useTranslations } from "next-intl";
import type { ComponentType, ReactNode, SVGProps } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterGroups, TileGrid, type TileSize } from "@/components/ui/letter-groups";
import { ListEmpty, ListPaginator } from "./list-paging";
import { ListTable } from "./list-table";
import type { ListPageResult } from "@/lib/swr/use-list-page";
import type { ListAddressState } from "./use-list-address";

export interface DirectoryResultsProps<Item> {
  /**
   * The list's address: its view, its search text (tiles become a flat grid while searching), its criteria (a
   * flat grid too, and an empty state that speaks of conditions), the table's sort and the page.
   */
  list: Pick<ListAddressState, "view" | "search" | "criteria" | "sort" | "setSort" | "page" | "pageSizes" | "setPage">;
  /** The page its typed hook answered. */
  page: Pick<ListPageResult<Item>, "items" | "total" | "isLoading" | "error">;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The list's plural in the page's language ('clients', 'clientes'): the states' sentences name it (`common.list`). */
  noun: string;
  emptyHint: string;
  searchHint: string;
  nameOf: (item: Item) => string;
  renderTile: (item: Item) => ReactNode;
  skeletons: ReactNode;
  tileSize?: TileSize;
  columns: DataColumn<Item>[];
  hrefOf: (item: Item) => string;
}

/** A directory's page of records as letter-grouped tiles or as the table, with their loading, failure and empty states. */
export function DirectoryResults<Item extends { _id: string }>(props: DirectoryResultsProps<Item>) {
  const { list, page, icon, noun } = props;
  const t = useTranslations("common");
  const { items, isLoading } = page;
  const failed = Boolean(page.error);
  const { search } = list;
  const filtered = list.criteria.length > 0;
  const emptyTitle = search
    ? t("list.noMatch", { noun, search })
    : filtered
      ? t("list.noMatchConditions", { noun })
      : t("list.none", { noun });
  const emptyHint = search ? props.searchHint : filtered ? t("list.conditionsHint") : props.emptyHint;
  const failedTitle = t("list.failed", { noun });

  if (list.view === "table") {
    return (
      <ListTable
        list={list}
        page={page}
        label={noun.charAt(0).toUpperCase() + noun.slice(1)}
        columns={props.columns}
        hrefOf={props.hrefOf}
        empty={{ title: emptyTitle, hint: emptyHint }}
        failedTitle={failedTitle}
      />
    );
  }

  return (
    <>
      {isLoading && items.length === 0 ? (
        props.skeletons
      ) : failed && items.length === 0 ? (
        <EmptyState icon={icon} title={failedTitle}>
          {t("states.checkConnection")}
        </EmptyState>
      ) : items.length === 0 ? (
        <ListEmpty list={list} total={page.total} icon={icon} title={emptyTitle}>
          {emptyHint}
        </ListEmpty>
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
      <ListPaginator list={list} total={page.total} />
    </>
  );
}
