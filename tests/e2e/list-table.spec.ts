import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { letterHeadings, signIn } from "../support/browser";

/**
 * The table view of the lists (DESIGN.md "Table"): the tiles/table toggle,
 * sorting on the server by a header (mouse and keyboard), paging, the choice
 * remembered per person, and phones without sideways scroll.
 */

const COUNT = 52;

function clientName(tag: string, index: number): string {
  return `Qa Table ${tag} ${String(index).padStart(2, "0")}`;
}

async function showClients(page: Page, tag: string) {
  await page.goto("/clients");
  await page.getByRole("searchbox", { name: "Search clients by name" }).fill(tag);
}

function clientsTable(page: Page): Locator {
  return page.getByRole("region", { name: "Clients" });
}

async function firstCells(table: Locator): Promise<string[]> {
  return table.locator("tbody tr td:first-child a").allTextContents();
}

test.describe("List tables", () => {
  let tag: string;

  test.beforeAll(async ({ request }) => {
    tag = randomBytes(3).toString("hex");
    const token = await apiLogin(request);
    // Created out of order, so the server's sort (not the creation order) puts them in line.
    const order = Array.from({ length: COUNT }, (_, index) => ((index * 17) % COUNT) + 1);
    for (let start = 0; start < order.length; start += 13) {
      await Promise.all(
        order.slice(start, start + 13).map((index) => createClientViaApi(request, token, { name: clientName(tag, index) })),
      );
    }
  });

  test("switch to the table, sort by a header, page, and keep the choice per person", async ({ page }) => {
    await signIn(page, "admin");
    await showClients(page, tag);
    const tiles = page.getByRole("button", { name: "Tiles", exact: true });
    const tableButton = page.getByRole("button", { name: "Table", exact: true });
    await expect(tiles).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: new RegExp(clientName(tag, 1)) })).toBeVisible();

    await tableButton.click();
    await expect(tableButton).toHaveAttribute("aria-pressed", "true");
    const table = clientsTable(page);
    await expect(table.getByRole("columnheader", { name: "Contact" })).toBeVisible();
    const nameHeader = table.getByRole("columnheader", { name: "Name" });
    await expect(nameHeader).toHaveAttribute("aria-sort", "none");

    // Ascending, then descending: the server's order over all 52, paged 50 at a time.
    await table.getByRole("button", { name: "Name" }).click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=name&order=asc/);
    await expect(table.getByText(`1 – 50 of ${COUNT}`)).toBeVisible();
    await expect.poll(() => firstCells(table)).toHaveLength(50);
    expect((await firstCells(table)).slice(0, 3)).toEqual([1, 2, 3].map((index) => clientName(tag, index)));

    await table.getByRole("button", { name: "Next page" }).click();
    await expect(table.getByText(`51 – 52 of ${COUNT}`)).toBeVisible();
    await expect.poll(() => firstCells(table)).toEqual([51, 52].map((index) => clientName(tag, index)));

    await table.getByRole("button", { name: "Name" }).click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/sort=name&order=desc/);
    // A new sort goes back to the first page.
    await expect(table.getByText(`1 – 50 of ${COUNT}`)).toBeVisible();
    await expect.poll(async () => (await firstCells(table)).slice(0, 2)).toEqual([52, 51].map((index) => clientName(tag, index)));

    // A row opens its record.
    await table.getByRole("link", { name: clientName(tag, 52) }).click();
    await expect(page).toHaveURL(/\/clients\/view\//);
    await expect(page.getByRole("heading", { name: clientName(tag, 52) })).toBeVisible();

    // Remembered after a reload...
    await showClients(page, tag);
    await expect(page.getByRole("button", { name: "Table", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(clientsTable(page)).toBeVisible();

    // ...and per person: the specialist in the same browser still has tiles, the admin still the table.
    await signIn(page, "specialist");
    await page.goto("/clients");
    await expect(page.getByRole("button", { name: "Tiles", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(letterHeadings(page).first()).toBeVisible();
    await signIn(page, "admin");
    await page.goto("/clients");
    await expect(page.getByRole("button", { name: "Table", exact: true })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Tiles", exact: true }).click();
    await expect(letterHeadings(page).first()).toBeVisible();
  });

  test("the page is in the address: Back, Forward and a reload keep it; a new search or page size starts again at page 1", async ({
    page,
  }) => {
    await signIn(page, "admin");
    await showClients(page, tag);
    const box = page.getByRole("searchbox", { name: "Search clients by name" });
    const pageParam = () => new URL(page.url()).searchParams.get("page");
    await expect(page.getByText(`1 – 50 of ${COUNT}`)).toBeVisible();

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText(`51 – 52 of ${COUNT}`)).toBeVisible();
    expect(pageParam()).toBe("2");
    await page.goBack();
    await expect(page.getByText(`1 – 50 of ${COUNT}`)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(`51 – 52 of ${COUNT}`)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(clientName(tag, 52)) })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`51 – 52 of ${COUNT}`)).toBeVisible();
    await expect(box).toHaveValue(tag);

    // A narrower search goes back to the first page: ${tag} 5 matches 50, 51 and 52.
    await box.fill(`${tag} 5`);
    await expect(page.getByText("1 – 3 of 3")).toBeVisible();
    expect(pageParam()).toBeNull();

    // So does another page size, which the address keeps.
    await box.fill(tag);
    await expect(page.getByText(`1 – 50 of ${COUNT}`)).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText(`51 – 52 of ${COUNT}`)).toBeVisible();
    await page.getByRole("combobox", { name: "Items per page:" }).selectOption("100");
    await expect(page.getByText(`1 – ${COUNT} of ${COUNT}`)).toBeVisible();
    expect(pageParam()).toBeNull();
    expect(new URL(page.url()).searchParams.get("size")).toBe("100");
  });

  test("keyboard: Tab to a header, Enter sorts", async ({ page }) => {
    await signIn(page, "admin");
    await showClients(page, tag);
    await page.getByRole("button", { name: "Table", exact: true }).click();
    const table = clientsTable(page);
    await expect(table.locator("tbody tr")).toHaveCount(50);

    const nameButton = table.getByRole("button", { name: "Name" });
    await page.getByRole("button", { name: "Table", exact: true }).focus();
    for (let presses = 0; presses < 5 && !(await nameButton.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(nameButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(async () => (await firstCells(table))[0]).toBe(clientName(tag, 1));
    await page.keyboard.press("Enter");
    await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
    // Wait for the descending page itself: its rows replace the ascending ones, and focus with them.
    await expect.poll(async () => (await firstCells(table))[0]).not.toBe(clientName(tag, 1));

    // The first cell's link is the row's one Tab stop; Enter opens the record.
    const firstLink = table.locator("tbody tr td:first-child a").first();
    await firstLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/clients\/view\//);

    await page.goto("/clients");
    await page.getByRole("button", { name: "Tiles", exact: true }).click();
  });

  test("every list's table fits a 390 px phone and keeps the columns that identify a record", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin");
    const lists = [
      { path: "/clients", label: "Clients", kept: ["Name", "Properties"], hidden: "Contact" },
      { path: "/listings", label: "Listings", kept: ["Name", "Price"], hidden: "Location" },
      { path: "/service-providers", label: "Service providers", kept: ["Name", "Orders"], hidden: "Contact" },
      { path: "/service-orders", label: "Service orders", kept: ["Order", "Status"], hidden: "Provider" },
      { path: "/reminders", label: "Reminders", kept: ["Reminder", "Next"], hidden: "Listing" },
      { path: "/accounts", label: "Accounts", kept: ["Client", "Balance"], hidden: "Entries" },
      { path: "/users", label: "Users", kept: ["Name", "Status"], hidden: "Role" },
    ];
    for (const list of lists) {
      await page.goto(list.path);
      const tableButton = page.getByRole("button", { name: "Table", exact: true });
      await tableButton.click();
      await expect(tableButton).toHaveAttribute("aria-pressed", "true");
      const table = page.getByRole("region", { name: list.label });
      for (const header of list.kept) await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: list.hidden, exact: true })).toBeHidden();
      await expect(table.locator("tbody tr").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), list.path).toBeLessThanOrEqual(390);
      await page.getByRole("button", { name: "Tiles", exact: true }).click();
    }
  });
});
