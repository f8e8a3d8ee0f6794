import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin } from "../support/api";
import { signIn } from "../support/browser";
import { createRecordSet, recordTexts, statementPeriod, type RecordSet, type RecordTexts } from "../support/security";

/**
 * Stored markup never executes: records whose every shown field holds HTML
 * (an <img onerror>, a <script>, an attribute break-out) are shown as
 * literal text on every page that shows them, and nothing runs.
 *
 * The browser ignores the Content-Security-Policy here (bypassCSP), so the
 * test proves the escaping on its own; the CSP is the second line of defence
 * (content-security-policy.spec.ts).
 */
test.use({ bypassCSP: true });

const PAYLOADS = {
  "an <img onerror>": `<img src=x onerror="window.__xss=1;alert(1)">`,
  "a <script>": `<script>window.__xss=2;alert(2)</script>`,
  "an attribute break-out": `"'><svg onload="window.__xss=3;alert(3)">`,
};

function textsWith(payload: string, tag: string): RecordTexts {
  const text = (label: string) => `${payload} ${label} ${tag}`;
  return recordTexts(text, text("User"));
}

interface Visit {
  path: string;
  /** A toggle button to press first: its group's name and the button's name (its count follows it). */
  choose?: { group: string; button: RegExp };
  /** Typed into the page's search box first, so our record is on the first page of a shared list. */
  search?: { box: string; text: string };
  /** Texts the page shows (as text, or as an option of a picker). */
  shows: (keyof RecordTexts)[];
  /** Form fields that hold the text as their value (record pickers are comboboxes showing the record's name). */
  fields?: { label: string; text: keyof RecordTexts; role?: "textbox" | "combobox" }[];
}

function visitsOf(records: RecordSet, tag: string): Visit[] {
  const { from, to } = statementPeriod();
  return [
    { path: "/dashboard", shows: [] },
    { path: "/clients", search: { box: "Search clients by name", text: tag }, shows: ["client"] },
    { path: `/clients/view/${records.clientId}`, shows: ["client", "address", "listing"] },
    { path: `/clients/client-details/${records.clientId}`, shows: [], fields: [{ label: "Name", text: "client" }] },
    { path: "/listings", search: { box: "Search listings by property name", text: tag }, shows: ["listing"] },
    { path: `/listings/view/${records.listingId}`, shows: ["listing", "client", "reminder"] },
    {
      path: `/listings/listing-details/${records.listingId}`,
      shows: [],
      fields: [
        { label: "Property name", text: "listing" },
        { label: "Client", text: "client", role: "combobox" },
      ],
    },
    { path: `/listings/details/${records.clientId}`, shows: ["client"] },
    { path: "/service-providers", search: { box: "Search service providers by name", text: tag }, shows: ["provider"] },
    { path: `/service-providers/view/${records.providerId}`, shows: ["provider", "address", "order"] },
    { path: `/service-providers/service-provider-details/${records.providerId}`, shows: [], fields: [{ label: "Name", text: "provider" }] },
    { path: "/service-orders", search: { box: "Search by listing or order number", text: tag }, shows: ["order", "listing"] },
    { path: `/service-orders/view/${records.orderId}`, shows: ["order", "orderNotes", "listing", "provider"] },
    {
      path: `/service-orders/service-order-details/${records.orderId}`,
      shows: [],
      fields: [
        { label: "Listing", text: "listing", role: "combobox" },
        { label: "Service provider", text: "provider", role: "combobox" },
      ],
    },
    {
      path: "/reminders",
      choose: { group: "Whose reminders", button: /^Everyone/ }, // the reminder is the test specialist's, not the admin's
      search: { box: "Search reminders by listing", text: records.texts.listing },
      shows: ["listing", "reminder"],
    },
    { path: `/reminders/view/${records.reminderId}`, shows: ["reminder", "reminderNotes", "listing"] },
    {
      path: `/reminders/reminder-details/${records.reminderId}`,
      shows: [],
      fields: [{ label: "Property", text: "listing", role: "combobox" }],
    },
    { path: "/accounts", search: { box: "Search accounts by client name", text: tag }, shows: ["client"] },
    { path: `/accounts/view/${records.clientId}`, shows: ["client", "transaction"] },
    { path: `/accounts/${records.clientId}/statement?from=${from}&to=${to}`, shows: ["client", "transaction"] },
    { path: "/users", search: { box: "search for users", text: tag }, shows: ["userFirstName"] },
    { path: `/users/view/${records.userId}`, shows: ["userFirstName"] },
    { path: `/users/user-details/${records.userId}`, shows: [], fields: [{ label: "First name", text: "userFirstName" }] },
  ];
}

/** Nothing of the payload ran or became an element. */
async function expectInert(page: Page, dialogs: string[], path: string) {
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${path}: window.__xss`).toBeUndefined();
  expect(dialogs, `${path}: dialogs opened`).toEqual([]);
  expect(await page.locator('img[src="x"], [onerror], [onload]').count(), `${path}: injected elements`).toBe(0);
  const injectedScripts = await page.evaluate(
    () => [...document.scripts].filter((script) => script.textContent?.trimStart().startsWith("window.__xss")).length,
  );
  expect(injectedScripts, `${path}: injected scripts`).toBe(0);
}

for (const [name, payload] of Object.entries(PAYLOADS)) {
  test(`${name} stored in every shown field is text on every page`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const tag = randomBytes(3).toString("hex");
    const records = await createRecordSet(request, await apiLogin(request, "admin"), textsWith(payload, tag));
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signIn(page, "admin");

    for (const visit of visitsOf(records, tag)) {
      await page.goto(visit.path);
      if (visit.choose)
        await page.getByRole("group", { name: visit.choose.group }).getByRole("button", { name: visit.choose.button }).click();
      if (visit.search) await page.getByRole("searchbox", { name: visit.search.box }).fill(visit.search.text);
      for (const key of visit.shows) {
        await expect.soft(page.locator("body"), `${visit.path} shows the ${key} as text`).toContainText(records.texts[key]);
      }
      for (const field of visit.fields ?? []) {
        await expect
          .soft(page.getByRole(field.role ?? "textbox", { name: field.label, exact: true }))
          .toHaveValue(records.texts[field.text]);
      }
      await expectInert(page, dialogs, visit.path);
    }
  });
}
