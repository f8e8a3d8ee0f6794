"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { listViewCookie, type ListName, type ListView, type ListViews } from "@/lib/list-view";

interface ListViewState {
  views: ListViews;
  choose: (list: ListName, view: ListView) => void;
}

const ListViewContext = createContext<ListViewState>({ views: {}, choose: () => {} });

/** Holds the signed-in person's tiles/table choices (read from their cookie by the console layout). */
export function ListViewProvider({ userId, initial, children }: { userId: string; initial: ListViews; children: ReactNode }) {
  const [views, setViews] = useState(initial);
  const choose = useCallback(
    (list: ListName, view: ListView) => {
      setViews((current) => {
        const next = { ...current, [list]: view };
        document.cookie = listViewCookie(userId, next);
        return next;
      });
    },
    [userId],
  );
  return <ListViewContext.Provider value={{ views, choose }}>{children}</ListViewContext.Provider>;
}

/** The view the person chose last for a list (tiles until they choose; always tiles for a list without the toggle) and the way to remember another. */
export function useListView(list: ListName | undefined): [ListView, (view: ListView) => void] {
  const { views, choose } = useContext(ListViewContext);
  const setView = useCallback((view: ListView) => list && choose(list, view), [choose, list]);
  return [(list && views[list]) ?? "tiles", setView];
}
