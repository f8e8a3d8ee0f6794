import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { changeListAddress, historyModeOf, type ListChange } from "@/lib/list-address";
import { RENT_ROLL_ADDRESS, readRentRollAddress, type RentRollFilter } from "./rent-roll-request";

/** The rent roll's state in the address, like every list's (components/lists/use-list-address.ts), without a view toggle. */
export function useRentRollAddress() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const address = useMemo(() => readRentRollAddress(searchParams), [searchParams]);
  const change = useCallback(
    (next: ListChange<RentRollFilter>) => {
      const query = changeListAddress(window.location.search, next, RENT_ROLL_ADDRESS);
      if (query === null) return;
      const url = query ? `${pathname}?${query}` : pathname;
      if (historyModeOf(next, RENT_ROLL_ADDRESS) === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );
  return { ...address, change };
}
