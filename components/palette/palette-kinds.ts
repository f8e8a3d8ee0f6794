import type { NavIcon } from "@/lib/navigation";
import type { RecentRecord } from "@/lib/client/recent-records";
import { changeListAddress } from "@/lib/list-address";
import { QUICK_FIND_COUNT_CAP, type QuickFindKind, type QuickFindResults } from "@/lib/schemas/search";

export type PaletteKind = QuickFindKind;

/** A record the palette can open: a quick-find hit and what kind of record it is. */
export type PaletteHit = RecentRecord;

/**
 * The groups in the palette's order (DESIGN.md "Command palette"), with their headings, the menu's icons, the
 * noun of "Show all 23 listings" and the list that shows all of them (none for documents: no "Show all").
 */
export const PALETTE_GROUPS: readonly { kind: PaletteKind; heading: string; icon: NavIcon; noun: string; list: string | null }[] = [
  { kind: "clients", heading: "Clients", icon: "clients", noun: "clients", list: "/clients" },
  { kind: "listings", heading: "Listings", icon: "listings", noun: "listings", list: "/listings" },
  { kind: "serviceOrders", heading: "Service orders", icon: "orders", noun: "service orders", list: "/service-orders" },
  { kind: "serviceProviders", heading: "Service providers", icon: "providers", noun: "service providers", list: "/service-providers" },
  { kind: "reminders", heading: "Reminders", icon: "reminders", noun: "reminders", list: "/reminders" },
  { kind: "tenants", heading: "Tenants", icon: "tenants", noun: "tenants", list: "/tenants" },
  // No list of every document: the count says how many, each row opens the document's record (docs/DECISIONS.md).
  { kind: "documents", heading: "Documents", icon: "documents", noun: "documents", list: null },
  { kind: "users", heading: "Users", icon: "users", noun: "users", list: "/users" },
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

/** A count as the palette says it: "1,000+" at the server's cap. */
export function countText(count: number): string {
  return count >= QUICK_FIND_COUNT_CAP ? `${QUICK_FIND_COUNT_CAP.toLocaleString("en-US")}+` : count.toLocaleString("en-US");
}

/** What the palette's live region says of a search's matches: "1 record", "23 records". */
export function recordsFound(count: number): string {
  if (count >= QUICK_FIND_COUNT_CAP) return `${QUICK_FIND_COUNT_CAP.toLocaleString("en-US")} or more records`;
  return count === 1 ? "1 record" : `${count.toLocaleString("en-US")} records`;
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
