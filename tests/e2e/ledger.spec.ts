import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, createClientViaApi } from "../support/api";
import { postTransactionViaApi } from "../support/accounts";
import { signIn, tabTo } from "../support/browser";
import { agencyToday } from "../support/reminders";

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

/** The agency's today as the ledger shows dates ("Nov 27, 2026"). */
function todayAsShown(): string {
  const [year, month, day] = agencyToday().split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
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
    // Focus starts in the reason; Enter there answers YES.
    await expect(page.getByRole("textbox", { name: "Reason" })).toBeFocused();
    await page.keyboard.type("Posted twice");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Transaction removed.")).toBeVisible();
    await expect(middle).toHaveCount(0);
    // Newest first: the row after the deleted one is the older entry.
    const oldest = table.getByRole("row", { name: /Oldest entry/ });
    await expect(oldest).toBeFocused();

    await oldest.getByRole("button", { name: "Delete transaction Oldest entry" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill("Wrong client");
    await page.getByRole("button", { name: "YES" }).click();
    await expect(oldest).toHaveCount(0);
    await expect(table.getByRole("row", { name: /Newest entry/ })).toBeFocused();
  });

  test("an entry is reversed with the keyboard alone: reason, the linked opposite entry on top, both marked", async ({ page, request }) => {
    await ledgerWith(page, request, ["Old rent", "Newest entry"]);
    const table = page.getByRole("table");
    const original = table.getByRole("row", { name: /Old rent/ }).last();
    await expect(page.getByTestId("account-balance")).toHaveText("+$30.00");

    const reverseButton = original.getByRole("button", { name: "Reverse transaction Old rent" });
    await tabTo(page, reverseButton);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Reverse transaction" });
    await expect(dialog).toContainText("A debit of $10.00 dated today cancels it; the original stays in the ledger.");
    await expect(dialog.getByRole("textbox", { name: "Reason" })).toBeFocused();
    // Esc leaves everything as it was and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(reverseButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("textbox", { name: "Reason" })).toBeFocused();
    await page.keyboard.type("Cheque bounced");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Transaction reversed.")).toBeVisible();

    // The reversal is the newest row, and has focus; it names what it reverses and why.
    const reversal = table.getByRole("row").nth(1);
    await expect(reversal).toBeFocused();
    await expect(reversal).toContainText("Reversal of: Old rent");
    await expect(reversal).toContainText("-$10.00");
    await expect(reversal.getByTestId("reversal-note")).toHaveText("Reversal of the entry of Jan 10, 2026 · Reason: Cheque bounced");
    // The original is untouched but marked, and cannot be reversed twice; neither can the reversal.
    await expect(original).toContainText("+$10.00");
    await expect(original.getByTestId("reversal-note")).toHaveText(`Reversed on ${todayAsShown()}`);
    await expect(original.getByRole("button", { name: /^Reverse transaction/ })).toHaveCount(0);
    await expect(reversal.getByRole("button", { name: /^Reverse transaction/ })).toHaveCount(0);
    await expect(page.getByTestId("account-balance")).toHaveText("+$20.00");
  });

  test("the add-transaction panel comes into view with SAVE; after posting, View statement holds the new entry", async ({
    page,
    request,
  }) => {
    await ledgerWith(page, request, ["Earlier entry"]);
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.getByRole("button", { name: "Add transaction" }).click();
    const form = page.getByRole("form", { name: "Add transaction" });
    await expect(form.getByRole("button", { name: "SAVE" })).toBeInViewport();

    await form.getByText("Debit").click();
    await form.getByRole("combobox", { name: "Type" }).selectOption({ label: "Cash" });
    await form.getByRole("textbox", { name: "Description" }).fill("Keys cut today");
    await form.getByRole("textbox", { name: "Amount (USD)" }).fill("12.50");
    await form.getByRole("button", { name: "SAVE" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction posted to account.")).toBeVisible();

    const today = agencyToday();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(`${today.slice(0, 8)}01`);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(today);
    await expect(page.getByText("This period includes the transaction you posted.")).toBeVisible();
    await page.getByRole("link", { name: "View statement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Owner statement" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Keys cut today" })).toBeVisible();
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
    // Every line keeps its Reverse and Delete buttons within reach (no hover on touch).
    await expect(list.getByRole("button", { name: `Delete transaction ${long}` })).toBeVisible();
    await expect(list.getByRole("button", { name: `Reverse transaction ${long}` })).toBeVisible();
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
