"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The signed-in user's id, which every form's draft is kept under (lib/client/drafts.ts). Outside the console: none. */
const DraftOwnerContext = createContext<string | null>(null);

export function DraftOwnerProvider({ userId, children }: { userId: string; children: ReactNode }) {
  return <DraftOwnerContext.Provider value={userId}>{children}</DraftOwnerContext.Provider>;
}

export function useDraftOwner(): string | null {
  return useContext(DraftOwnerContext);
}
