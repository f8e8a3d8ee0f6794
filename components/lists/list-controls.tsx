"use client";

import type { ReactNode } from "react";
import { ListToolbar } from "@/components/finder/list-toolbar";
import { SearchBox } from "@/components/ui/search-box";
import { ViewToggle } from "@/components/ui/view-toggle";
import type { SearchEntity } from "@/lib/schemas/search";
import type { ListQueryValues } from "@/lib/swr/use-list-page";
import type { ListAddressState } from "./use-list-address";

/**
 * A list's toolbar bound to its address (DESIGN "List toolbar"): the search box (500 ms), the list's own
 * filters, the Finder with its chips, Export CSV of exactly what the list shows, and the tiles/table toggle.
 */
export function ListControls({
  list,
  entity,
  noun,
  searchPlaceholder,
  exportQuery,
  resultCount,
  leading,
  children,
}: {
  list: Pick<ListAddressState, "search" | "setSearch" | "criteria" | "setCriteria" | "view" | "setView">;
  entity: SearchEntity;
  /** The list's plural: "Find {noun}", "Exported 3 {noun}." */
  noun: string;
  searchPlaceholder: string;
  /** The list's request without its paging. */
  exportQuery: ListQueryValues;
  /** How many records the list holds now (Export CSV is off at 0); omitted while loading or failed. */
  resultCount?: number;
  /** Controls before the search box (the order board's status). */
  leading?: ReactNode;
  /** Controls after it (another search box, the reminders' date). */
  children?: ReactNode;
}) {
  return (
    <ListToolbar
      entity={entity}
      noun={noun}
      criteria={list.criteria}
      onCriteria={list.setCriteria}
      exportParams={exportQuery}
      resultCount={resultCount}
      viewToggle={<ViewToggle view={list.view} onChange={list.setView} />}
    >
      {leading}
      <SearchBox placeholder={searchPlaceholder} value={list.search} onSearch={list.setSearch} />
      {children}
    </ListToolbar>
  );
}
