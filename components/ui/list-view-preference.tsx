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

/** The view a list shows (tiles unless the person chose the table) and the way to change it. */
export function useListView(list: ListName): [ListView, (view: ListView) => void] {
  const { views, choose } = useContext(ListViewContext);
  const setView = useCallback((view: ListView) => choose(list, view), [choose, list]);
  return [views[list] ?? "tiles", setView];
}
