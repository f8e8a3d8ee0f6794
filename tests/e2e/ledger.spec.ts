import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, createClientViaApi } from "../support/api";
import { postTransactionViaApi } from "../support/accounts";
import { signIn } from "../support/browser";

/** The ledger on the account page: where keyboard focus goes, whole descriptions, phones, and the page's layout. */
const tag = () => randomBytes(3).toString("hex");

/** True when focus is on the form's first field, whatever kind of field that is. */
const focusOnFirstField = (form: ReturnType<Page["getByRole"]>) =>
  form.evaluate((element) => element.querySelector("input:not([type=hidden]), select, textarea") === document.activeElement);

async function ledgerWith(page: Page, request: Parameters<typeof apiLogin>[0], descriptions: string[]) {
  const token = await apiLogin(request);
  const client = await createClientViaApi(request, token, { name: `Ledger Focus ${tag()}` });
  for (const [index, description] of descriptions.entries()) {
    await postTransactionViaApi(request, token, client._id, { value: `${index + 1}0.00`, description, date: `2026-0${index + 1}-10` });
  }
  await signIn(page);
  await page.goto(`/accounts/view/${client._id}`);
  return client;
}

test.describe("Ledger", () => {
  test("focus goes to the panel's first field, back to the trigger on CANCEL, and to the posted entry", async ({ page, request }) => {
    await ledgerWith(page, request, ["Oldest entry", "Newest entry"]);
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Newest entry/ })).toBeVisible();

    const trigger = page.getByRole("button", { name: "Add transaction" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "Add transaction" });
    await expect.poll(() => focusOnFirstField(form)).toBe(true);
    await form.getByRole("button", { name: "CANCEL" }).click();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect.poll(() => focusOnFirstField(form)).toBe(true);
    await form.getByText("Credit", { exact: false }).click();
    await form.getByRole("combobox", { name: "Type" }).selectOption({ label: "Wire" });
    await form.getByRole("textbox", { name: "Description" }).fill("Posted by keyboard");
    await form.getByRole("textbox", { name: "Amount (USD)" }).fill("25");
    await form.getByRole("button", { name: "SAVE" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction posted to account.")).toBeVisible();
    await expect(table.getByRole("row", { name: /Posted by keyboard/ })).toBeFocused();
  });

  test("after a deletion focus goes to the next row, or to the one above when the last row went", async ({ page, request }) => {
    await ledgerWith(page, request, ["Oldest entry", "Middle entry", "Newest entry"]);
    const table = page.getByRole("table");
    const middle = table.getByRole("row", { name: /Middle entry/ });
    await middle.getByRole("button", { name: "Delete transaction Middle entry" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction removed.")).toBeVisible();
    await expect(middle).toHaveCount(0);
    // Newest first: the row after the deleted one is the older entry.
    const oldest = table.getByRole("row", { name: /Oldest entry/ });
    await expect(oldest).toBeFocused();

    await oldest.getByRole("button", { name: "Delete transaction Oldest entry" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(oldest).toHaveCount(0);
    await expect(table.getByRole("row", { name: /Newest entry/ })).toBeFocused();
  });

  test("descriptions are shown whole, also at 200% text size", async ({ page, request }) => {
    const long =
      "Annual service of the standby generator at the north gate, including the automatic transfer switch test, two new batteries, " +
      "the coolant flush the manufacturer asks for every second year, and the call-out charge for the Sunday visit after the storm";
    await ledgerWith(page, request, [long]);
    const cell = page.getByRole("table").getByRole("cell", { name: long, exact: true });
    await expect(cell).toHaveText(long);
    await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
    await expect(cell).toHaveText(long);
    const clipped = await cell.evaluate((element) => {
      const inner = element.firstElementChild ?? element;
      return inner.scrollHeight > inner.clientHeight + 1 || getComputedStyle(inner).webkitLineClamp !== "none";
    });
    expect(clipped).toBe(false);
    const fits = await cell.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
  });

  test("on a phone the ledger and the account page have no sideways scroll", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const long = "Rent - Pelican Point Residences, unit 4B, tenant K. Prescod - October and November 2026 together";
    await ledgerWith(page, request, [long, "Gutters cleared and rehung"]);
    const list = page.getByRole("list", { name: "Transactions" });
    await expect(list.getByText(long)).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every line keeps its delete button within reach (no hover on touch).
    await expect(list.getByRole("button", { name: `Delete transaction ${long}` })).toBeVisible();
  });

  test("the account page: figures, then the statement and the listings side by side, then the ledger full width", async ({
    page,
    request,
  }) => {
    await ledgerWith(page, request, ["Layout entry"]);
    const statement = page.getByRole("heading", { name: "Owner statement" });
    const listings = page.getByRole("heading", { name: /^Listings \(\d+\)$/ });
    const ledger = page.getByRole("heading", { name: /^Transactions \(\d+\)$/ });
    const [s, l, t] = await Promise.all([statement, listings, ledger].map((locator) => locator.boundingBox()));
    expect(Math.abs(s!.y - l!.y)).toBeLessThan(2);
    expect(t!.y).toBeGreaterThan(s!.y);
    await expect(page.getByText("This client has no listings.")).toBeVisible();
  });
});
