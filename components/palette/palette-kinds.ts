import type { NavIcon } from "@/lib/navigation";
import type { RecentRecord } from "@/lib/client/recent-records";
import { changeListAddress } from "@/lib/list-address";
import { QUICK_FIND_COUNT_CAP, type QuickFindKind, type QuickFindResults } from "@/lib/schemas/search";

export type PaletteKind = QuickFindKind;

/** A record the palette can open: a quick-find hit and what kind of record it is. */
export type PaletteHit = RecentRecord;

/**
 * The groups in the palette's order (DESIGN.md "Command palette"), with the menu's icons and the list that shows all
 * of them (none for documents: no "Show all"). Their headings are the messages `palette.groups.<kind>`, the noun of
 * "Show all 23 listings" is chosen by kind in `palette.showAll`.
 */
export const PALETTE_GROUPS: readonly { kind: PaletteKind; icon: NavIcon; list: string | null }[] = [
  { kind: "clients", icon: "clients", list: "/clients" },
  { kind: "listings", icon: "listings", list: "/listings" },
  { kind: "serviceOrders", icon: "orders", list: "/service-orders" },
  { kind: "serviceProviders", icon: "providers", list: "/service-providers" },
  { kind: "reminders", icon: "reminders", list: "/reminders" },
  { kind: "tenants", icon: "tenants", list: "/tenants" },
  // No list of every document: the count says how many, each row opens the document's record (docs/DECISIONS.md).
  { kind: "documents", icon: "documents", list: null },
  { kind: "users", icon: "users", list: "/users" },
];

/**
 * "Show all": the kind's list with the query in its address (lib/list-address.ts), page 1. Every list's search
 * box takes it (`q`), except the reminders', which searches by listing: there the query is a Finder condition
 * on the reminder's name, over everyone's reminders (quick-find searches everyone's).
 */
export function showAllHref(kind: PaletteKind, query: string): string {
  const group = PALETTE_GROUPS.find((candidate) => candidate.kind === kind)!;
  const change =
    kind === "reminders"
      ? { criteria: [{ fieldName: "name", operator: "contains" as const, value: query.trim() }], filters: { whose: "all" } }
      : { search: query };
  const list = group.list ?? "/dashboard";
  const params = changeListAddress("", change, { pageSize: 50 }) ?? "";
  return params ? `${list}?${params}` : list;
}

/** A count as the palette says it: "1,000+" at the server's cap (numbers written in the screen's Intl locale). */
export function countText(count: number, locale = "en-US"): string {
  return count >= QUICK_FIND_COUNT_CAP ? `${QUICK_FIND_COUNT_CAP.toLocaleString(locale)}+` : count.toLocaleString(locale);
}

/**
 * What the palette's live region says of a search's matches ("1 record", "23 records", "1,000 or more records"): the
 * arguments of the message `palette.recordsFound`.
 */
export function recordsFoundValues(count: number): { count: number; capped: "yes" | "no" } {
  return count >= QUICK_FIND_COUNT_CAP ? { count: QUICK_FIND_COUNT_CAP, capped: "yes" } : { count, capped: "no" };
}

export const ICON_OF_KIND = Object.fromEntries(PALETTE_GROUPS.map((group) => [group.kind, group.icon])) as Record<PaletteKind, NavIcon>;

/** The non-empty groups of an answer, in the palette's order; `users` only when the server sent it (admins). */
export function groupsOf(results: QuickFindResults) {
  return PALETTE_GROUPS.map((group) => ({
    ...group,
    hits: (results[group.kind] ?? []).map((hit) => ({ ...hit, kind: group.kind })),
    count: Math.max(results.counts?.[group.kind] ?? 0, results[group.kind]?.length ?? 0),
  })).filter((group) => group.hits.length > 0);
}
