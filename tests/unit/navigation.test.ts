import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { pageRange } from "@/components/ui/paginator";
import { deniedRedirect, menuFor, moduleOf, NAV_ENTRIES, restrictedArea } from "@/lib/navigation";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

// The menu as an English screen reads it: each entry's label is its message shell.menu.<icon>.
const labels = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).map((entry) => (entry.kind === "separator" ? "—" : english.shell.menu[entry.icon]));

describe("menuFor (the navigation table of PRODUCT.md#navigation)", () => {
  it("gives an admin every entry, with the two separators before Accounts", () => {
    expect(labels("admin")).toEqual([
      "Dashboard",
      "Clients",
      "Listings",
      "Service Providers",
      "Service Orders",
      "Reminders",
      "Calendar",
      "—",
      "—",
      "Accounts",
      "Tenants",
      "Rent roll",
      "Deposits held",
      "Agency fees",
      "Manage System Users",
      "Activity",
      "Outbox",
      "Import",
      "Rent settings",
      "Sign-in security",
      "Logout",
    ]);
  });

  it("gives a specialist everything but the reports, Manage System Users, Activity, Import and the settings (the Outbox shows their own)", () => {
    expect(labels("property-specialist")).toEqual(
      labels("admin").filter(
        (label) =>
          !["Deposits held", "Agency fees", "Manage System Users", "Activity", "Import", "Rent settings", "Sign-in security"].includes(
            label,
          ),
      ),
    );
  });

  it("routes every entry where the spec says", () => {
    const routes = NAV_ENTRIES.flatMap((entry) => (entry.kind === "separator" ? [] : [entry.href]));
    expect(routes).toEqual([
      "/dashboard",
      "/clients",
      "/listings",
      "/service-providers",
      "/service-orders",
      "/reminders",
      "/calendar",
      "/accounts",
      "/tenants",
      "/rent-roll",
      "/reports/deposits",
      "/reports/agency-fees",
      "/users",
      "/activity",
      "/outbox",
      "/imports",
      "/settings/rent",
      "/settings/security",
      "/logout",
    ]);
  });
});

/** What the paginator writes: its range's numbers in `common.pager`'s words. */
function rangeLabel(skip: number, pageSize: number, total: number, messages: typeof english = english): string {
  const t = createTranslator({ locale: "en-US", messages, namespace: "common.pager" });
  const range = pageRange(skip, pageSize, total);
  return range ? t("range", range) : t("rangeEmpty");
}

describe("rangeLabel ('x – y of z')", () => {
  it("in Spanish: 'x – y de z', the numbers never grouped", () => {
    expect(rangeLabel(1000, 50, 1234, spanish as typeof english)).toBe("1001 – 1050 de 1234");
    expect(rangeLabel(0, 50, 0, spanish as typeof english)).toBe("0 de 0");
  });

  it.each([
    [0, 50, 0, "0 of 0"],
    [0, 50, 30, "1 – 30 of 30"],
    [0, 50, 120, "1 – 50 of 120"],
    [100, 50, 120, "101 – 120 of 120"],
    [50, 50, 51, "51 – 51 of 51"],
  ])("skip %i, page %i, total %i → %s", (skip, pageSize, total, expected) => {
    expect(rangeLabel(skip, pageSize, total)).toBe(expected);
  });
});

describe("the ways back from a not-found page (item 3)", () => {
  it.each([
    ["/clients/view/00000000-0000-4000-8000-000000000000", "admin", { label: "Clients", href: "/clients" }],
    ["/listings/listing-details/nope", "property-specialist", { label: "Listings", href: "/listings" }],
    ["/service-orders/anything/else", "admin", { label: "Service Orders", href: "/service-orders" }],
    ["/accounts/42/statement", "property-specialist", { label: "Accounts", href: "/accounts" }],
    ["/users/view/42", "admin", { label: "Manage System Users", href: "/users" }],
  ] as const)("%s as %s points into %j", (pathname, role, expected) => {
    const found = moduleOf(pathname, role);
    expect(found && { label: english.shell.menu[found.icon], href: found.href }).toEqual(expected);
  });

  it.each([
    ["/users/view/42", "property-specialist"],
    ["/dashboard/old", "admin"],
    ["/no/such/page", "admin"],
    ["/", "admin"],
  ] as const)("%s as %s offers the dashboard only", (pathname, role) => {
    expect(moduleOf(pathname, role)).toBeNull();
  });
});

describe("why the dashboard was shown instead (item 6)", () => {
  it("names the area a role may not open", () => {
    expect(deniedRedirect("users")).toBe("/dashboard?denied=users");
    const area = restrictedArea("users");
    expect(area && english.shell.areas[area]).toBe("Manage System Users");
  });

  it.each([undefined, "", "clients", "constructor", "__proto__", ["users"]])("gives no area for %j", (value) => {
    expect(restrictedArea(value)).toBeNull();
  });
});
