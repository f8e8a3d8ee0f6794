import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { isMonth } from "@/components/ui/month-picker";
import { EVERYONE_PARAM } from "@/components/reminders/whose-toggle";
import { ENDING_DAYS, RENT_ROLL_SORTS } from "@/lib/domain/rent-roll";
import { changeListAddress, historyModeOf, readListAddress, type ListChange } from "@/lib/list-address";

const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

type Filter = "month" | "late" | "owner" | "specialist" | "whose" | "ending";

/** The page's address: the month, the filters, the sort and the page (lib/list-address.ts reads and writes it). */
export const RENT_ROLL_ADDRESS = {
  pageSize: 50,
  pageSizes: [50, 100, 200],
  sorts: RENT_ROLL_SORTS,
  filters: {
    month: isMonth,
    late: (value: string) => value === "true",
    owner: isId,
    specialist: isId,
    whose: (value: string) => value === EVERYONE_PARAM,
    ending: (value: string) => value === String(ENDING_DAYS),
  },
} as const;

/** The rent roll's state in the address, like every list's (components/lists/use-list-address.ts), without a view toggle. */
export function useRentRollAddress() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const address = useMemo(() => readListAddress<Filter, (typeof RENT_ROLL_SORTS)[number]>(searchParams, RENT_ROLL_ADDRESS), [searchParams]);
  const change = useCallback(
    (next: ListChange<Filter>) => {
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
