import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { postTransactionViaApi } from "../support/accounts";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn, waitForLoaded } from "../support/browser";
import { createLeaseViaApi, postPaymentViaApi } from "../support/lease-api";
import { agencyDate } from "../support/reminders";

/**
 * What a page loads before anyone touches it (docs/PERFORMANCE.md, issue 33): the list pages read their address
 * and draw their criteria chips without zod (lib/schemas/criteria-rules.ts), and the sign-in page checks its two
 * fields without it (lib/schemas/sign-in-rules.ts) — 31 KB gzip a page. zod comes with the forms, the Finder and
 * the palette, each loaded when first opened. A module that imports a zod schema into what these pages load at
 * once (as the criteria chips did through lib/schemas/search.ts) fails here, not only in `npm run bench:pages`.
 * The same holds for the import page's mapping step (Headless UI's combobox, loaded while a file uploads), the rent
 * roll's owner and specialist pickers (loaded at the first key or pointer press) and for date-fns's `format` with
 * its English locale (lib/domain/agency-time.ts formats without it). A lease's page draws its terms, deposit and
 * ledger without its forms: each dialog (zod, react-hook-form, Headless UI's dialog) comes when its button is first
 * reached or pressed. An account's ledger and a lease's page load their documents card when it is scrolled near.
 */

/** Strings in every bundle that carries the library, minified or not. */
const MARKS = {
  zod: "ZodError",
  "Headless UI's combobox": "CloseCombobox",
  "date-fns's English locale": "Before Christ",
  "react-hook-form": "shouldUnregister",
  "Headless UI's dialog": "headlessui-dialog-",
  "the documents card": "documents-drop-zone",
};
type Library = keyof typeof MARKS;

async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => entry.name),
  );
}

async function expectNotLoaded(page: Page, path: string, libraries: Library[]) {
  const scripts = await scriptsLoaded(page);
  expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    for (const library of libraries) {
      expect(body.includes(MARKS[library]), `${path} loads ${library} at once, in ${new URL(url).pathname}`).toBe(false);
    }
  }
}

test("the sign-in page and the list pages load no zod until a form, the Finder or the palette opens", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "SIGN IN", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNotLoaded(page, "/login", ["zod"]);

  await signIn(page, "admin");
  for (const path of ["/clients", "/listings", "/listings?view=table", "/service-orders", "/reminders", "/accounts"]) {
    await page.goto(path);
    await waitForLoaded(page);
    await page.waitForLoadState("networkidle");
    await expectNotLoaded(page, path, ["zod"]);
  }
});

test("the rent roll loads no zod and no combobox until someone presses a key or a pointer", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/rent-roll");
  await expect(page.getByRole("heading", { level: 1, name: "Rent roll" })).toBeVisible();
  await waitForLoaded(page);
  await page.waitForLoadState("networkidle");
  await expectNotLoaded(page, "/rent-roll", ["zod", "Headless UI's combobox"]);

  await page.getByRole("combobox", { name: "Owner" }).click();
  await expect(page.getByRole("combobox", { name: "Owner" })).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Owner" })).toHaveAttribute("aria-expanded", "true");
});

test("the import page loads no combobox until a file is chosen, and record pages no date-fns locale", async ({ page, request }) => {
  const token = await apiLogin(request);
  const client = await createClientViaApi(request, token, { name: `Page Scripts ${randomBytes(3).toString("hex")} Ltd` });
  await postTransactionViaApi(request, token, client._id);

  await signIn(page, "admin");
  await page.goto("/imports");
  await expect(page.getByRole("heading", { name: "Choose a file" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNotLoaded(page, "/imports", ["Headless UI's combobox", "date-fns's English locale"]);

  for (const path of [`/accounts/view/${client._id}`, `/clients/view/${client._id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible();
    await waitForLoaded(page);
    await page.waitForLoadState("networkidle");
    await expectNotLoaded(page, path, ["date-fns's English locale"]);
  }
});

test("a lease's page loads none of its forms until one is asked for, and each opens when asked", async ({ page, request }) => {
  const token = await apiLogin(request);
  // Ended, with a deposit held and a payment: Renew, Settle deposit, Record payment, Add charge and Reverse all show.
  const { lease, listing, charged } = await createLeaseViaApi(request, token, {
    lease: { startDate: agencyDate(-200), endDate: agencyDate(-20), rent: "1000.00", deposit: "1500.00" },
  });
  const owed = charged.reduce((sum, charge) => sum + Number(charge.value), 0);
  await postPaymentViaApi(request, token, lease._id, { value: owed.toFixed(2), method: "cash", date: agencyDate(-20) });

  await signIn(page, "admin");
  const path = `/leases/view/${lease._id}`;
  await page.goto(path);
  await expect(page.getByRole("heading", { name: `Lease of ${listing.propertyName}` })).toBeVisible();
  await waitForLoaded(page);
  await expect(page.getByRole("button", { name: "Settle deposit" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNotLoaded(page, path, ["zod", "react-hook-form", "Headless UI's dialog"]);

  for (const [button, dialog] of [
    ["Record payment", "Record payment"],
    ["Add charge", "Add charge"],
    ["Renew", "Renew lease"],
    ["Settle deposit", "Settle deposit"],
  ]) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("an account's ledger loads its documents card when it is scrolled near, not with the page", async ({ page, request }) => {
  const token = await apiLogin(request);
  const client = await createClientViaApi(request, token, { name: `Page Scripts ${randomBytes(3).toString("hex")} Ltd` });
  // A ledger longer than a screen and a half: the card sits well below the first screen.
  for (let entry = 0; entry < 30; entry++) await postTransactionViaApi(request, token, client._id);

  await signIn(page, "admin");
  const path = `/accounts/view/${client._id}`;
  await page.goto(path);
  await expect(page.getByRole("heading", { name: client.name })).toBeVisible();
  await waitForLoaded(page);
  await page.waitForLoadState("networkidle");
  await expectNotLoaded(page, path, ["the documents card"]);
  await expect(page.getByTestId("documents-drop-zone")).toHaveCount(0);

  await page.getByRole("region", { name: "Documents" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("documents-drop-zone")).toBeVisible();
  await expect(page.getByText("No documents yet.")).toBeVisible();
});
