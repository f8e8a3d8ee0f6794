import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { postTransactionViaApi } from "../support/accounts";
import { letterHeadings, signIn } from "../support/browser";
import { expectAxeClean } from "../support/axe";
import { pickRecord } from "../support/pickers";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function addTransaction(page: Page, entry: { column: "Credit" | "Debit"; type: string; description: string; amount: string }) {
  await page.getByRole("button", { name: "Add transaction" }).click();
  const form = page.getByRole("form", { name: "Add transaction" });
  await form.getByText(entry.column, { exact: false }).click();
  await form.getByRole("combobox", { name: "Type" }).selectOption({ label: entry.type });
  await form.getByRole("textbox", { name: "Description" }).fill(entry.description);
  await form.getByRole("textbox", { name: "Amount (USD)" }).fill(entry.amount);
  await form.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Would you like to add this transaction?")).toBeVisible();
  await page.getByRole("button", { name: "YES" }).click();
  await expect(page.getByText("Transaction posted to account.")).toBeVisible();
}

test.describe("Accounts", () => {
  test("the list's Post entry posts to a chosen client's ledger; the SPEC's new action still opens client-details", async ({
    page,
    request,
  }) => {
    const tag = randomBytes(3).toString("hex");
    const client = await createClientViaApi(request, await apiLogin(request), { name: `Posting Test ${tag} Ltd` });
    await signIn(page, "specialist");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/accounts");
    await expect(page.getByRole("link", { name: "New client" })).toHaveAttribute("href", "/clients/client-details");
    await page.getByRole("button", { name: "Post entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Post an entry" });
    await expect(dialog.getByText("Choose the client whose ledger takes the entry.")).toBeVisible();
    await pickRecord(page, "Client", tag, client.name);
    await expect(dialog.getByRole("link", { name: "Open the ledger" })).toHaveAttribute("href", `/accounts/view/${client._id}`);
    await expect(dialog.getByRole("link", { name: "Open the client" })).toHaveAttribute("href", `/clients/view/${client._id}`);
    const form = dialog.getByRole("form", { name: "Add transaction" });
    await form.getByText("Credit", { exact: false }).click();
    await form.getByRole("combobox", { name: "Type" }).selectOption({ label: "Cash" });
    await form.getByRole("textbox", { name: "Description" }).fill("Deposit at the desk");
    await form.getByRole("textbox", { name: "Amount (USD)" }).fill("250");
    await expectAxeClean(page, "Post an entry");
    await page.screenshot({ path: "test-results/accounts-post-entry-1440.png" });
    await form.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("Would you like to add this transaction?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction posted to account.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows the new balance.
    await page.getByRole("searchbox", { name: "Search accounts by client name" }).fill(tag);
    await expect(page.getByRole("link", { name: new RegExp(client.name) })).toContainText("$250.00");
    await expectAxeClean(page, "Accounts");
    await page.screenshot({ path: "test-results/accounts-list-1440.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Post entry" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/accounts-list-390.png" });
    await page.getByRole("button", { name: "Post entry" }).click();
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, "Post an entry, phone");
    await page.screenshot({ path: "test-results/accounts-post-entry-390.png" });
  });

  test("post a credit and a debit, see balances and colours, delete one", async ({ page, request }) => {
    const tag = randomBytes(3).toString("hex");
    const client = await createClientViaApi(request, await apiLogin(request), { name: `Ledger Test ${tag} Ltd` });
    await signIn(page, "specialist");

    // The list: grouped by letter, each client with a balance; search gives a flat list.
    await page.goto("/accounts");
    await expect(letterHeadings(page).first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search accounts by client name" }).fill(tag);
    const tile = page.getByRole("link", { name: new RegExp(client.name) });
    await expect(tile).toContainText("$0.00");
    await expect(letterHeadings(page)).toHaveCount(0);
    await tile.click();

    await expect(page.getByRole("heading", { name: client.name })).toBeVisible();
    await expect(page.getByTestId("account-balance")).toHaveText("$0.00");
    await expect(page.getByTestId("account-listings")).toHaveText("0");
    await expect(page.getByText("There are no transactions on this account yet.")).toBeVisible();

    // An incomplete panel is refused with the spec's text; CANCEL closes it.
    await page.getByRole("button", { name: "Add transaction" }).click();
    await page.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("Please ensure all fields are completed before submitting.")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await expect(page.getByRole("form", { name: "Add transaction" })).toHaveCount(0);

    await addTransaction(page, { column: "Credit", type: "Wire", description: "Rent collected", amount: "1500" });
    await expect(page.getByTestId("account-balance")).toHaveText("+$1,500.00");
    const table = page.getByRole("table");
    const credit = table.getByRole("row", { name: /Rent collected/ });
    await expect(credit.getByRole("cell", { name: "+$1,500.00" })).toHaveClass(/text-emerald-700/);

    await addTransaction(page, { column: "Debit", type: "Check", description: "Roof repair", amount: "2000.10" });
    await expect(page.getByTestId("account-balance")).toHaveText("-$500.10");
    await expect(page.getByTestId("account-balance")).toHaveClass(/text-red-700/);
    const debit = table.getByRole("row", { name: /Roof repair/ });
    await expect(debit.getByRole("cell", { name: "-$2,000.10" })).toHaveClass(/text-red-700/);
    await expect(debit.getByRole("cell", { name: "-$500.10" })).toBeVisible();
    // Newest first.
    await expect(table.getByRole("row").nth(1)).toContainText("Roof repair");
    await expect(page.getByRole("heading", { name: "Transactions (2)" })).toBeVisible();

    // Delete the credit: the later balance is recomputed.
    await credit.hover();
    await credit.getByRole("button", { name: "Delete transaction Rent collected" }).click();
    await expect(page.getByText("Are you sure you want to delete this transaction?")).toBeVisible();
    // The reason is required: YES without one keeps the dialog and says so.
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Reason is required.")).toBeVisible();
    await page.getByRole("textbox", { name: "Reason" }).fill("Entered on the wrong account");
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction removed.")).toBeVisible();
    await expect(credit).toHaveCount(0);
    await expect(page.getByTestId("account-balance")).toHaveText("-$2,000.10");
    await expect(debit.getByRole("cell", { name: "-$2,000.10" })).toHaveCount(2);
  });

  test("the account page's statement picker: a CSV download and the printable page for the chosen period", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Ledger Test ${randomBytes(3).toString("hex")} Ltd` });
    await postTransactionViaApi(request, token, client._id, { value: "1500.00", description: "Rent collected", date: isoDay(-20) });
    await postTransactionViaApi(request, token, client._id, {
      column: "debit",
      type: "check",
      value: "2000.10",
      description: "Roof repair",
    });
    await signIn(page, "specialist");
    await page.goto(`/accounts/view/${client._id}`);

    // The period is React state: a value typed before the page hydrates is reset by it, so type until it holds.
    const csvLink = page.getByRole("link", { name: "Download CSV" });
    await expect(async () => {
      await page.getByLabel("From", { exact: true }).fill(isoDay(-1));
      await page.getByLabel("To", { exact: true }).fill(isoDay(1));
      await expect(csvLink).toHaveAttribute("href", new RegExp(`from=${isoDay(-1)}.*to=${isoDay(1)}`), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^statement-ledger-test-[0-9a-f]{6}-ltd-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain("Date,Type,Description,Credit,Debit,Balance");
    expect(csv).toMatch(/Check,Roof repair,,2000\.10,-500\.10/);
    expect(csv).not.toContain("Rent collected");

    await page.getByRole("link", { name: "View statement" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Owner statement" })).toBeVisible();
    await expect(page.getByTestId("statement-opening")).toHaveText("$1,500.00");
    await expect(page.getByTestId("statement-closing")).toHaveText("-$500.10");
    await expect(page.getByRole("cell", { name: "Roof repair" })).toBeVisible();
  });

  test("failures show the spec's texts: load, post and delete", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Ledger Faults ${randomBytes(3).toString("hex")}` });
    const posted = await request.post("/api/v1/accounts/transactions/register", {
      headers: { "x-access-token": token },
      data: { clientRef: client._id, column: "credit", type: "cash", description: "Deposit", value: "10.00" },
    });
    expect(posted.status()).toBe(201);
    await signIn(page, "admin");

    const fail = {
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ status: 500, message: "There was a problem executing your request. " }),
    };
    await page.route("**/api/v1/accounts/transactions?**", (route) => route.fulfill(fail));
    await page.goto(`/accounts/view/${client._id}`);
    await expect(page.getByRole("alertdialog", { name: "Error" })).toBeVisible();
    await expect(
      page.getByText("Problem occured while retrieving account details. Please contact your system administrator."),
    ).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await page.unroute("**/api/v1/accounts/transactions?**");

    await page.reload();
    const row = page.getByRole("table").getByRole("row", { name: /Deposit/ });
    await expect(row).toBeVisible();
    await page.route("**/api/v1/accounts/transactions/register", (route) => route.fulfill(fail));
    await page.getByRole("button", { name: "Add transaction" }).click();
    const form = page.getByRole("form", { name: "Add transaction" });
    await form.getByText("Debit").click();
    await form.getByRole("combobox", { name: "Type" }).selectOption({ label: "Card" });
    await form.getByRole("textbox", { name: "Description" }).fill("Will fail");
    await form.getByRole("textbox", { name: "Amount (USD)" }).fill("1.00");
    await form.getByRole("button", { name: "SAVE" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    const problem = page.getByRole("alertdialog", { name: "Oops!" });
    await expect(problem).toContainText("Problem sumitting transaction details.");
    await problem.getByRole("button", { name: "Ok" }).click();
    await expect(form.getByRole("button", { name: "SAVE" })).toBeFocused();
    // What was typed is kept for another try.
    await expect(form.getByRole("textbox", { name: "Description" })).toHaveValue("Will fail");

    await page.route("**/api/v1/accounts/*/transactions/remove/*", (route) => route.fulfill(fail));
    await row.hover();
    await row.getByRole("button", { name: "Delete transaction Deposit" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill("Will fail");
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Problem remove transaction. Please contact your system administrator.")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await expect(row).toBeVisible();
    await expect(page.getByTestId("account-balance")).toHaveText("+$10.00");
  });

  test("a back-dated entry from the panel takes its place and the later balance changes", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Ledger Backdate ${randomBytes(3).toString("hex")}` });
    const posted = await request.post("/api/v1/accounts/transactions/register", {
      headers: { "x-access-token": token },
      data: { clientRef: client._id, column: "credit", type: "payment", description: "Rent today", value: "100.00" },
    });
    expect(posted.status()).toBe(201);
    await signIn(page, "specialist");
    await page.goto(`/accounts/view/${client._id}`);
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Rent today/ }).getByRole("cell", { name: "$100.00", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Add transaction" }).click();
    const form = page.getByRole("form", { name: "Add transaction" });
    await form.getByText("Debit").click();
    await form.getByRole("combobox", { name: "Type" }).selectOption({ label: "Check" });
    await form.getByRole("textbox", { name: "Description" }).fill("January repair");
    await form.getByRole("textbox", { name: "Amount (USD)" }).fill("30");
    await form.getByLabel("Date").fill("2026-01-15");
    await form.getByRole("button", { name: "SAVE" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Transaction posted to account.")).toBeVisible();

    // Newest first: the back-dated debit is the oldest row, and the later entry's balance now includes it.
    await expect(table.getByRole("row").nth(2)).toContainText("Jan 15, 2026");
    await expect(table.getByRole("row").nth(2)).toContainText("-$30.00");
    await expect(table.getByRole("row", { name: /Rent today/ }).getByRole("cell", { name: "$70.00", exact: true })).toBeVisible();
    await expect(page.getByTestId("account-balance")).toHaveText("+$70.00");
  });

  test("an unknown account shows the not-found page", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/accounts/view/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
