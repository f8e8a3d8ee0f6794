import type { Role } from "@/lib/domain/enums";

/** The side menu of SPEC §2, filtered by the signed-in user's roleCode. */
export type NavIcon = "dashboard" | "clients" | "listings" | "providers" | "orders" | "reminders" | "accounts" | "users" | "logout";

export type NavEntry =
  | { kind: "link"; label: string; href: string; icon: NavIcon; roles: readonly Role[] }
  | { kind: "separator" }
  | { kind: "logout"; label: string; href: string; icon: NavIcon };

const BOTH: readonly Role[] = ["admin", "property-specialist"];

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: "link", label: "Dashboard", href: "/dashboard", icon: "dashboard", roles: BOTH },
  { kind: "link", label: "Clients", href: "/clients", icon: "clients", roles: BOTH },
  { kind: "link", label: "Listings", href: "/listings", icon: "listings", roles: BOTH },
  { kind: "link", label: "Service Providers", href: "/service-providers", icon: "providers", roles: BOTH },
  { kind: "link", label: "Service Orders", href: "/service-orders", icon: "orders", roles: BOTH },
  { kind: "link", label: "Reminders", href: "/reminders", icon: "reminders", roles: BOTH },
  { kind: "separator" },
  { kind: "separator" },
  { kind: "link", label: "Accounts", href: "/accounts", icon: "accounts", roles: BOTH },
  { kind: "link", label: "Manage System Users", href: "/users", icon: "users", roles: ["admin"] },
  { kind: "logout", label: "Logout", href: "/logout", icon: "logout" },
];

export function menuFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.kind !== "link" || entry.roles.includes(role));
}

export const NAV_COLLAPSED_COOKIE = "nav-collapsed";
