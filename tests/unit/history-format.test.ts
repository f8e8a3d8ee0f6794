import { describe, expect, it } from "vitest";
import { describeEvent, ledgerEntryText, referencedIds, spelledOut } from "@/server/history/describe-event";

const context = { timeZone: "America/Puerto_Rico", names: new Map([["c-2", "Harbour Homes"]]) };
const update = (entityType: string, changes: Record<string, unknown>) => describeEvent({ action: "update", entityType, changes }, context);

describe("describeEvent: field changes", () => {
  // The changes stored, { key: [from, to] } → the one line shown for them, [field, label, from, to].
  type Shown = [field: string, label: string, from: string | null, to: string | null];
  const stored = (changes: Record<string, [unknown, unknown]>) =>
    Object.fromEntries(Object.entries(changes).map(([key, [from, to]]) => [key, { from, to }]));
  it.each<[label: string, entityType: string, changes: Record<string, [unknown, unknown]>, shown: Shown | null]>([
    ["text under the form's label", "client", { contactFirstName: ["Ann", "Anna"] }, ["contactFirstName", "First name", "Ann", "Anna"]],
    [
      "listing price as dollars",
      "listing",
      { salePriceInUS: ["850000", "1200.5"] },
      ["cost.salePriceInUS", "Sale price (USD)", "$850,000", "$1,200.50"],
    ],
    ["account balance as money", "account", { balance: ["-35.1", "1200"] }, ["accountBalance", "Balance", "-$35.10", "$1,200.00"]],
    ["sizes grouped", "listing", { lotSizeSqFeet: [null, "12500.5"] }, ["size.lotSizeSqFeet", "Lot size (sq ft)", null, "12,500.5"]],
    ["enum labels", "service_order", { status: ["PENDING", "APPROVED"] }, ["status", "Status", "Pending", "Approved"]],
    ["listing status labels", "listing", { status: ["for-rent", "rented"] }, ["status", "Status", "For Rent", "Rented"]],
    [
      "date-times on the agency's clock",
      "service_order",
      { dueAt: ["2026-05-31T23:30:00.000Z", "2026-06-01T14:00:00.000Z"] },
      ["serviceDueDateTime", "Due date", "May 31, 2026, 7:30 PM AST", "Jun 1, 2026, 10:00 AM AST"],
    ],
    [
      "a reminder's date is its agency day (the time moves alone)",
      "reminder",
      { dueAt: ["2026-06-01T02:00:00.000Z", "2026-06-01T03:00:00.000Z"], time: ["10:00", "11:00"] },
      ["time", "Time", "10:00", "11:00"],
    ],
    [
      "calendar dates never shift",
      "listing",
      { leaseEndDate: [null, "2026-12-31T00:00:00.000Z"] },
      ["currentLease.endDate", "Lease end date", null, "Dec 31, 2026"],
    ],
    ["yes / no", "listing", { negotiable: [false, true] }, ["cost.negotiable", "Price is negotiable", "No", "Yes"]],
    ["lists", "listing", { amenities: [[], ["Pool", "Sea view"]] }, ["amenities", "Amenities", null, "Pool, Sea view"]],
    ["related records by name", "listing", { clientId: ["c-1", "c-2"] }, ["client", "Client", "a deleted record", "Harbour Homes"]],
    ["picture replaced", "listing", { imageId: ["f-1", "f-2"] }, ["image", "Picture", null, "picture replaced"]],
    ["picture added", "listing", { imageId: [null, "f-2"] }, ["image", "Picture", null, "picture added"]],
    ["unknown keys spelled out", "client", { someNewColumn: [1, 2] }, ["someNewColumn", "Some new column", "1", "2"]],
    ["decimals equal after formatting are no change", "listing", { salePriceInUS: ["10.5", "10.50"] }, null],
  ])("%s", (_label, entityType, changes, shown) => {
    const expected = shown ? [{ field: shown[0], label: shown[1], from: shown[2], to: shown[3] }] : [];
    expect(update(entityType, stored(changes))).toEqual({ action: "update", changes: expected });
  });

  it("never shows a password or its hash", () => {
    const described = update("user", {
      firstName: { from: "Erin", to: "Erina" },
      passwordChanged: true,
      passwordHash: { from: "$argon2id$old", to: "$argon2id$new" },
      password: { from: "old", to: "new" },
      sessionsEnded: true,
    });
    expect(described.changes).toEqual([
      { field: "firstName", label: "First name", from: "Erin", to: "Erina" },
      { field: "password", label: "Password", from: null, to: "password changed" },
    ]);
    expect(JSON.stringify(described)).not.toMatch(/argon2|"old"|"new"/);
  });
});

describe("describeEvent: the other verbs", () => {
  const entry = { entryId: "t-1", clientRef: "c-1", column: "credit", type: "wire", value: "1200.00", description: "May rent" };

  it("a posting is an update of the account", () => {
    expect(describeEvent({ action: "post", entityType: "account", changes: entry }, context)).toEqual({
      action: "update",
      changes: [{ field: "ledger", label: "Ledger", from: null, to: "posted Credit $1,200.00 by Wire 'May rent'" }],
    });
  });

  it("a deleted entry is an update of the account (new and older rows alike)", () => {
    const expected = {
      action: "update",
      changes: [{ field: "ledger", label: "Ledger", from: null, to: "deleted entry Credit $1,200.00 by Wire 'May rent'" }],
    };
    expect(describeEvent({ action: "delete-entry", entityType: "account", changes: entry }, context)).toEqual(expected);
    expect(describeEvent({ action: "delete", entityType: "account", changes: entry }, context)).toEqual(expected);
  });

  it("a reversal and a deletion with a reason tell the entry, then the reason", () => {
    expect(describeEvent({ action: "reverse", entityType: "account", changes: { ...entry, reason: "Cheque bounced" } }, context)).toEqual({
      action: "update",
      changes: [
        { field: "ledger", label: "Ledger", from: null, to: "reversed entry Credit $1,200.00 by Wire 'May rent'" },
        { field: "reason", label: "Reason", from: null, to: "Cheque bounced" },
      ],
    });
    expect(
      describeEvent({ action: "delete-entry", entityType: "account", changes: { ...entry, reason: "Duplicate" } }, context).changes,
    ).toEqual([
      { field: "ledger", label: "Ledger", from: null, to: "deleted entry Credit $1,200.00 by Wire 'May rent'" },
      { field: "reason", label: "Reason", from: null, to: "Duplicate" },
    ]);
    // A deletion through the bodiless (PRODUCT.md#api) call has no reason: no Reason line.
    expect(
      describeEvent({ action: "delete-entry", entityType: "account", changes: { ...entry, reason: null } }, context).changes,
    ).toHaveLength(1);
  });

  it("status, avatar and sign-in lock are updates", () => {
    expect(
      describeEvent({ action: "status", entityType: "service_order", changes: { status: { from: "PENDING", to: "COMPLETED" } } }, context),
    ).toEqual({
      action: "update",
      changes: [{ field: "status", label: "Status", from: "Pending", to: "Completed" }],
    });
    expect(
      describeEvent(
        { action: "avatar", entityType: "user", changes: { picture: { from: "a", to: "b" }, width: 200, height: 200 } },
        context,
      ),
    ).toEqual({
      action: "update",
      changes: [{ field: "picture", label: "Picture", from: null, to: "picture replaced" }],
    });
    expect(
      describeEvent({ action: "clear-sign-in-lock", entityType: "user", changes: { failures: 7, addresses: [] } }, context).changes,
    ).toEqual([{ field: "signInLock", label: "Sign-in lock", from: "7 failed sign-ins", to: "cleared" }]);
  });

  it("a work order e-mailed to its provider is an update of the order", () => {
    expect(
      describeEvent(
        { action: "send", entityType: "service_order", changes: { to: "works@example.lc", provider: "Pool Pros", messageId: "m" } },
        context,
      ),
    ).toEqual({
      action: "update",
      changes: [{ field: "email", label: "E-mail", from: null, to: "work order e-mailed to Pool Pros <works@example.lc>" }],
    });
  });

  it("a work order written with no mail server set up says it stayed in the Outbox (issue 44)", () => {
    expect(
      describeEvent(
        {
          action: "send",
          entityType: "service_order",
          changes: { to: "works@example.lc", provider: "Pool Pros", messageId: "m", captured: true },
        },
        context,
      ).changes,
    ).toEqual([
      {
        field: "email",
        label: "E-mail",
        from: null,
        to: "work order to Pool Pros <works@example.lc> saved in the Outbox — no mail server is set up",
      },
    ]);
  });

  it("the calendar feed made, replaced and revoked (by itself or with a password change) is an update of the user", () => {
    const feed = (action: string, changes: unknown) => describeEvent({ action, entityType: "user", changes }, context);
    const to = (text: string) => [{ field: "calendarFeed", label: "Calendar feed", from: null, to: text }];
    expect(feed("feed-create", { replaced: false })).toEqual({ action: "update", changes: to("feed URL made") });
    expect(feed("feed-create", { replaced: true }).changes).toEqual(to("new feed URL made (the old one revoked)"));
    expect(feed("feed-revoke", { by: "self" }).changes).toEqual(to("revoked"));
    expect(feed("feed-revoke", { by: "admin" }).changes).toEqual(to("revoked by an administrator"));
    expect(feed("update", { passwordChanged: true, sessionsEnded: true, feedRevoked: true }).changes).toEqual([
      { field: "password", label: "Password", from: null, to: "password changed" },
      ...to("revoked"),
    ]);
  });

  it("creates and deletes carry no field list; odd shapes never throw", () => {
    expect(describeEvent({ action: "create", entityType: "client", changes: { name: "A" } }, context)).toEqual({
      action: "create",
      changes: [],
    });
    expect(describeEvent({ action: "delete", entityType: "client", changes: { name: "A" } }, context)).toEqual({
      action: "delete",
      changes: [],
    });
    expect(describeEvent({ action: "update", entityType: "client", changes: null }, context)).toEqual({ action: "update", changes: [] });
    expect(
      describeEvent({ action: "update", entityType: "listing", changes: { salePriceInUS: { from: "n/a", to: 3 } } }, context).changes,
    ).toEqual([{ field: "cost.salePriceInUS", label: "Sale price (USD)", from: "n/a", to: "$3" }]);
  });
});

describe("helpers", () => {
  it("spells keys out", () => {
    expect(spelledOut("closingBalance")).toBe("Closing balance");
    expect(spelledOut("entity_type")).toBe("Entity type");
  });

  it("reads a ledger entry", () => {
    expect(ledgerEntryText({ column: "debit", type: "cash", value: "35.10", description: "Keys" })).toBe("Debit $35.10 by Cash 'Keys'");
  });

  it("collects the related ids a page names", () => {
    const ids = referencedIds([
      {
        action: "update",
        entityType: "listing",
        changes: { clientId: { from: "c-1", to: "c-2" }, propertySpecialistId: { from: "u-1", to: "u-2" } },
      },
      {
        action: "update",
        entityType: "service_order",
        changes: { serviceProviderId: { from: "p-1", to: "p-2" }, name: { from: "a", to: "b" } },
      },
    ]);
    expect([...ids.client]).toEqual(["c-1", "c-2"]);
    expect([...ids.user]).toEqual(["u-1", "u-2"]);
    expect([...ids.serviceProvider]).toEqual(["p-1", "p-2"]);
    expect(ids.listing.size).toBe(0);
  });
});
