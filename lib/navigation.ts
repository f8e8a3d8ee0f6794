import type { Role } from "@/lib/domain/enums";

/** The side menu of PRODUCT.md#navigation, filtered by the signed-in user's roleCode. */
export type NavIcon =
  | "dashboard"
  | "clients"
  | "listings"
  | "providers"
  | "orders"
  | "reminders"
  | "calendar"
  | "accounts"
  | "tenants"
  | "rent-roll"
  | "deposits"
  | "agency-fees"
  | "users"
  | "documents"
  | "activity"
  | "outbox"
  | "import"
  | "settings"
  | "security"
  | "logout";

/**
 * An entry's icon is also its key: the label is the message `shell.menu.<icon>` (messages/*.json), translated where
 * the menu is drawn.
 */
export type NavEntry =
  | { kind: "link"; href: string; icon: NavIcon; roles: readonly Role[] }
  | { kind: "separator" }
  | { kind: "logout"; href: string; icon: NavIcon };

const BOTH: readonly Role[] = ["admin", "property-specialist"];

export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: "link", href: "/dashboard", icon: "dashboard", roles: BOTH },
  { kind: "link", href: "/clients", icon: "clients", roles: BOTH },
  { kind: "link", href: "/listings", icon: "listings", roles: BOTH },
  { kind: "link", href: "/service-providers", icon: "providers", roles: BOTH },
  { kind: "link", href: "/service-orders", icon: "orders", roles: BOTH },
  { kind: "link", href: "/reminders", icon: "reminders", roles: BOTH },
  // Issue 17: not in the table (PRODUCT.md#navigation); every signed-in role.
  { kind: "link", href: "/calendar", icon: "calendar", roles: BOTH },
  { kind: "separator" },
  { kind: "separator" },
  { kind: "link", href: "/accounts", icon: "accounts", roles: BOTH },
  // Issue 42 §1: who rents; both roles.
  { kind: "link", href: "/tenants", icon: "tenants", roles: BOTH },
  // Issue 42 §4: a month's leases, what they were charged and paid, who is late.
  { kind: "link", href: "/rent-roll", icon: "rent-roll", roles: BOTH },
  // Issue 43: the money reports, admins only.
  { kind: "link", href: "/reports/deposits", icon: "deposits", roles: ["admin"] },
  { kind: "link", href: "/reports/agency-fees", icon: "agency-fees", roles: ["admin"] },
  { kind: "link", href: "/users", icon: "users", roles: ["admin"] },
  { kind: "link", href: "/activity", icon: "activity", roles: ["admin"] },
  // Issue 29: every message the console sends; issue 44: a specialist sees the messages they caused.
  { kind: "link", href: "/outbox", icon: "outbox", roles: ["admin", "property-specialist"] },
  // Issue 31: bringing data in from spreadsheets; specialists reach it from the lists' Import buttons.
  { kind: "link", href: "/imports", icon: "import", roles: ["admin"] },
  // Issue 43: the agency's management fee and late-fee policy.
  { kind: "link", href: "/settings/rent", icon: "settings", roles: ["admin"] },
  // Issue 45: who must use a second sign-in step.
  { kind: "link", href: "/settings/security", icon: "security", roles: ["admin"] },
  { kind: "logout", href: "/logout", icon: "logout" },
];

export function menuFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.kind !== "link" || entry.roles.includes(role));
}

export const NAV_COLLAPSED_COOKIE = "nav-collapsed";

/**
 * Areas a role may not open; the dashboard names the area when it says why (`/dashboard?denied=users`), with the
 * message `shell.areas.<area>`.
 */
export const RESTRICTED_AREAS = ["users", "activity", "outbox", "rent-settings", "security-settings", "reports"] as const;
export type RestrictedArea = (typeof RESTRICTED_AREAS)[number];

export function deniedRedirect(area: RestrictedArea): string {
  return `/dashboard?denied=${area}`;
}

/** The area named by `?denied=`, or null for anything else (the notice then gives the general reason only). */
export function restrictedArea(denied: unknown): RestrictedArea | null {
  return typeof denied === "string" && (RESTRICTED_AREAS as readonly string[]).includes(denied) ? (denied as RestrictedArea) : null;
}

/**
 * The module a console URL points into (its menu entry, when the role has it):
 * the way back a not-found page offers besides the dashboard.
 */
export function moduleOf(pathname: string, role: Role): { icon: NavIcon; href: string } | null {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  if (first === "/dashboard") return null;
  const entry = menuFor(role).find((item) => item.kind === "link" && item.href === first);
  return entry && entry.kind === "link" ? { icon: entry.icon, href: entry.href } : null;
}
