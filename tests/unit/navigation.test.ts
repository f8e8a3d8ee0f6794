import { describe, expect, it } from "vitest";
import { rangeLabel } from "@/components/ui/paginator";
import { menuFor, NAV_ENTRIES } from "@/lib/navigation";

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => (entry.kind === "separator" ? "—" : entry.label));

describe("menuFor (SPEC §2 navigation table)", () => {
  it("gives an admin every entry, with the two separators before Accounts", () => {
    expect(labels("admin")).toEqual([
      "Dashboard",
      "Clients",
      "Listings",
      "Service Providers",
      "Service Orders",
      "Reminders",
      "—",
      "—",
      "Accounts",
      "Manage System Users",
      "Logout",
    ]);
  });

  it("gives a specialist everything but Manage System Users", () => {
    expect(labels("property-specialist")).toEqual(labels("admin").filter((label) => label !== "Manage System Users"));
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
      "/accounts",
      "/users",
      "/logout",
    ]);
  });
});

describe("rangeLabel ('x – y of z')", () => {
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
