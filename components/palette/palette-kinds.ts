import type { NavIcon } from "@/lib/navigation";
import type { RecentRecord } from "@/lib/client/recent-records";
import type { QuickFindResults } from "@/lib/schemas/search";

export type PaletteKind = keyof QuickFindResults;

/** A record the palette can open: a quick-find hit and what kind of record it is. */
export type PaletteHit = RecentRecord;

/** The groups in the palette's order (DESIGN.md "Command palette"), with their headings and the menu's icons. */
export const PALETTE_GROUPS: readonly { kind: PaletteKind; heading: string; icon: NavIcon }[] = [
  { kind: "clients", heading: "Clients", icon: "clients" },
  { kind: "listings", heading: "Listings", icon: "listings" },
  { kind: "serviceOrders", heading: "Service orders", icon: "orders" },
  { kind: "serviceProviders", heading: "Service providers", icon: "providers" },
  { kind: "reminders", heading: "Reminders", icon: "reminders" },
  { kind: "users", heading: "Users", icon: "users" },
];

export const ICON_OF_KIND = Object.fromEntries(PALETTE_GROUPS.map((group) => [group.kind, group.icon])) as Record<PaletteKind, NavIcon>;

/** The non-empty groups of an answer, in the palette's order; `users` only when the server sent it (admins). */
export function groupsOf(results: QuickFindResults) {
  return PALETTE_GROUPS.map((group) => ({
    ...group,
    hits: (results[group.kind] ?? []).map((hit) => ({ ...hit, kind: group.kind })),
  })).filter((group) => group.hits.length > 0);
}
