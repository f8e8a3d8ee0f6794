import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LeaseSummary } from "@/components/leases/lease-summary";
import type { LeaseDto } from "@/lib/schemas/lease";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { inLanguage } from "../support/intl";

// Renew and End early need the app's router and toasts; the facts are what is tested here.
vi.mock("@/components/leases/lease-term-actions", () => ({ LeaseTermActions: () => null }));

const lease: LeaseDto = {
  _id: "6ad22ac8-3678-4c1c-ab9e-a56662f77d56",
  listingRef: { _id: "99071812-e9eb-484a-8bcd-1b94493fcc0d", propertyName: "Kingfisher Parcel" },
  tenants: [{ _id: "6d1317e4-6c8d-4e8e-a425-ea1c83313381", name: "Marisa Bobb", primary: true }],
  startDate: "2026-01-01",
  endDate: null,
  rent: "1200.00",
  dueDay: 1,
  deposit: "0.00",
  notes: null,
  status: "active",
  endedEarlyOn: null,
  chargesFrom: "2026-01-01",
  balance: "1200.00",
  depositHeld: "0.00",
  managementFee: null,
  lateFee: null,
  lateFeesTo: "agency",
  createdAt: "2026-01-01T12:00:00.000Z",
  updatedAt: "2026-01-01T12:00:00.000Z",
};
const agency: RentSettingsDto = {
  managementFee: { kind: "percent", value: "10.00" },
  lateFee: { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once", cap: null },
  updatedAt: "2026-01-01T12:00:00.000Z",
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
const render = (overrides: Partial<LeaseDto>) =>
  text(renderToStaticMarkup(inLanguage(createElement(LeaseSummary, { lease: { ...lease, ...overrides }, today: "2026-12-06", agency }))));

describe("the lease page's fees (PRODUCT.md#rent-settings)", () => {
  it("shows the agency's fees as the agency default, and no late-fee line while nextLateFee is undefined or null", () => {
    for (const nextLateFee of [undefined, null]) {
      const shown = render({ nextLateFee });
      expect(shown).toContain("Management fee10% of rent collectedAgency default");
      expect(shown).toContain("Late fees$50.00 after 5 days, onceAgency default · paid to the agency");
      expect(shown).not.toContain("If unpaid");
    }
  });

  it("shows the lease's own fees and the next late fee with its day", () => {
    const shown = render({
      managementFee: { kind: "fixed", value: "75.00" },
      lateFee: { graceDays: 0, kind: "percent", value: "5.00", repeat: "daily", cap: "60.00" },
      lateFeesTo: "owner",
      nextLateFee: { value: "57.50", date: "2026-12-07", month: "2026-12" },
    });
    expect(shown).toContain("$75.00 per month's rent paid in fullThis lease's own");
    expect(shown).toContain("5% of the rent still unpaid after the due day, each day, up to $60.00This lease's own · paid to the owner");
    expect(shown).toContain("If unpaid, a late fee of $57.50 will be charged on Dec 7, 2026.");
  });
});
