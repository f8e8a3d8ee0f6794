"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The agency's time zone (APP_TIME_ZONE), handed down by the console layout
 * so every screen enters and shows date-times on the agency's clock
 * (lib/domain/agency-time.ts), whatever the browser's zone.
 */
const AgencyTimeZoneContext = createContext<string | null>(null);

export function AgencyTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <AgencyTimeZoneContext.Provider value={timeZone}>{children}</AgencyTimeZoneContext.Provider>;
}

export function useAgencyTimeZone(): string {
  const timeZone = useContext(AgencyTimeZoneContext);
  if (!timeZone) throw new Error("useAgencyTimeZone must be used inside <AgencyTimeZoneProvider>");
  return timeZone;
}
