import { EVERYONE_PARAM } from "@/components/reminders/whose-toggle";
import type { Role } from "@/lib/domain/enums";
import { isMonth, type Month } from "@/lib/domain/rent";
import { ENDING_DAYS, RENT_ROLL_SORTS, type RentRollSort } from "@/lib/domain/rent-roll";
import { readListAddress, type ListAddress } from "@/lib/list-address";
import { queryString } from "@/lib/query-string";

const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export type RentRollFilter = "month" | "late" | "owner" | "specialist" | "whose" | "ending";
export type RentRollAddress = ListAddress<RentRollFilter, RentRollSort>;

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

export function readRentRollAddress(params: URLSearchParams): RentRollAddress {
  return readListAddress<RentRollFilter, RentRollSort>(params, RENT_ROLL_ADDRESS);
}

/** Who looks at the roll and which month is theirs now: a specialist starts on their own listings' leases. */
export interface RentRollViewer {
  userId: string;
  role: Role;
  currentMonth: Month;
}

/**
 * What an address asks GET /rent-roll for (its page apart), for the viewer: the month (this month when the address
 * names none), the filters, whose leases (a specialist's own unless "Everyone"; an admin's picked specialist) and the sort.
 */
export function rentRollSelection({ filters, sort }: Pick<RentRollAddress, "filters" | "sort">, viewer: RentRollViewer) {
  const specialistRole = viewer.role === "property-specialist";
  const everyone = !specialistRole || filters.whose === EVERYONE_PARAM;
  return {
    month: filters.month || viewer.currentMonth,
    late: filters.late ? "true" : undefined,
    owner: filters.owner || undefined,
    specialist: specialistRole ? (everyone ? undefined : viewer.userId) : filters.specialist || undefined,
    ending: filters.ending || undefined,
    sort: sort?.sort,
    order: sort?.order,
  };
}
export type RentRollSelection = ReturnType<typeof rentRollSelection>;

/** The request of one page of a selection: the key the browser caches it by, and the page the server sends first. */
export function rentRollPagePath(selection: RentRollSelection, { skip, pageSize }: RentRollAddress["page"]): string {
  return `/rent-roll${queryString({ ...selection, skip, limit: pageSize })}`;
}
