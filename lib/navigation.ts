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
  // Issue 17: not in the table (PRODUCT.md#navigation); every signed-in role.
  { kind: "link", label: "Calendar", href: "/calendar", icon: "calendar", roles: BOTH },
  { kind: "separator" },
  { kind: "separator" },
  { kind: "link", label: "Accounts", href: "/accounts", icon: "accounts", roles: BOTH },
  // Issue 42 §1: who rents; both roles.
  { kind: "link", label: "Tenants", href: "/tenants", icon: "tenants", roles: BOTH },
  // Issue 42 §4: a month's leases, what they were charged and paid, who is late.
  { kind: "link", label: "Rent roll", href: "/rent-roll", icon: "rent-roll", roles: BOTH },
  // Issue 43: the money reports, admins only.
  { kind: "link", label: "Deposits held", href: "/reports/deposits", icon: "deposits", roles: ["admin"] },
  { kind: "link", label: "Agency fees", href: "/reports/agency-fees", icon: "agency-fees", roles: ["admin"] },
  { kind: "link", label: "Manage System Users", href: "/users", icon: "users", roles: ["admin"] },
  { kind: "link", label: "Activity", href: "/activity", icon: "activity", roles: ["admin"] },
  // Issue 29: every message the console sends; issue 44: a specialist sees the messages they caused.
  { kind: "link", label: "Outbox", href: "/outbox", icon: "outbox", roles: ["admin", "property-specialist"] },
  // Issue 31: bringing data in from spreadsheets; specialists reach it from the lists' Import buttons.
  { kind: "link", label: "Import", href: "/imports", icon: "import", roles: ["admin"] },
  // Issue 43: the agency's management fee and late-fee policy.
  { kind: "link", label: "Rent settings", href: "/settings/rent", icon: "settings", roles: ["admin"] },
  // Issue 45: who must use a second sign-in step.
  { kind: "link", label: "Sign-in security", href: "/settings/security", icon: "security", roles: ["admin"] },
  { kind: "logout", label: "Logout", href: "/logout", icon: "logout" },
];

export function menuFor(role: Role): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.kind !== "link" || entry.roles.includes(role));
}

export const NAV_COLLAPSED_COOKIE = "nav-collapsed";

/** Areas a role may not open; the dashboard names the area when it says why (`/dashboard?denied=users`). */
export const RESTRICTED_AREAS = {
  users: "Manage System Users",
  activity: "Activity",
  outbox: "Outbox",
  "rent-settings": "Rent settings",
  "security-settings": "Sign-in security",
  reports: "Reports",
} as const;
export type RestrictedArea = keyof typeof RESTRICTED_AREAS;

export function deniedRedirect(area: RestrictedArea): string {
  return `/dashboard?denied=${area}`;
}

/** The area named by `?denied=`, or null for anything else (the notice then gives the general reason only). */
export function restrictedAreaLabel(denied: unknown): string | null {
  return typeof denied === "string" && Object.hasOwn(RESTRICTED_AREAS, denied) ? RESTRICTED_AREAS[denied as RestrictedArea] : null;
}

/**
 * The module a console URL points into (its menu entry, when the role has it):
 * the way back a not-found page offers besides the dashboard.
 */
export function moduleOf(pathname: string, role: Role): { label: string; href: string } | null {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  if (first === "/dashboard") return null;
  const entry = menuFor(role).find((item) => item.kind === "link" && item.href === first);
  return entry && entry.kind === "link" ? { label: entry.label, href: entry.href } : null;
}
