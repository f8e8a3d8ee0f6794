"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * The agency day of the entry last posted on the account page (yyyy-MM-dd),
 * shared by the ledger (which posts) and the statement picker (which moves
 * its period to contain it), two islands of one server-rendered page.
 */
const PostedEntryContext = createContext<{ day: string | null; report: (day: string) => void }>({ day: null, report: () => {} });

export function PostedEntryProvider({ children }: { children: ReactNode }) {
  const [day, setDay] = useState<string | null>(null);
  return <PostedEntryContext.Provider value={{ day, report: setDay }}>{children}</PostedEntryContext.Provider>;
}

export const usePostedEntry = () => useContext(PostedEntryContext);
