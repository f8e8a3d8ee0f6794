import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";
import { createRentedListingViaApi } from "../support/listings";
import { createOrderViaApi, orderRefs } from "../support/orders";
import { expectAxeClean } from "../support/axe";

/** The command palette (components/palette): Ctrl+K / ⌘K, grouped results, keyboard only. */
const palette = (page: Page) => page.getByRole("dialog", { name: "Quick find" });
const paletteInput = (page: Page) => palette(page).getByRole("combobox", { name: "Find a record" });
const group = (page: Page, heading: string) => palette(page).getByRole("group", { name: heading, exact: true });

/** Ctrl+K, pressed again while the page is still hydrating (a key pressed before React listens is not seen). */
async function openPalette(page: Page) {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe("Quick-find", () => {
  test("Ctrl+K finds a client by the last four digits of its phone; ↓ and Enter open it", async ({ page, request }) => {
    const token = await apiLogin(request);
    const digits = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
    const client = await createClientViaApi(request, token, {
      name: `Qa Harbour ${randomBytes(3).toString("hex")}`,
      contactPrimaryNumber: `+1 (758) 555-${digits}`,
    });

    await signIn(page, "specialist");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
    await expect(palette(page)).toContainText("Find any record");

    await page.keyboard.type(digits);
    const clients = group(page, "Clients");
    const row = clients.getByRole("option").filter({ hasText: client.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(digits); // the phone, with the digits highlighted
    await expect(row.locator("mark").filter({ hasText: digits })).toHaveCount(1);

    // Move to the client's row with the arrow keys and open it.
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(row).toHaveAttribute("data-focus", { timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/clients/view/${client._id}`);
    await expect(palette(page)).toHaveCount(0);

    // Reopened: the record is among the recently opened ones.
    await openPalette(page);
    await expect(group(page, "Recently opened").getByRole("option").first()).toContainText(client.name);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toHaveCount(0);
  });

  test("finds a service order by #number, and says when nothing matches", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await orderRefs(request, token);
    const order = await createOrderViaApi(request, token, refs, { name: `Qa Gutter ${randomBytes(3).toString("hex")}` });

    await signIn(page, "admin");
    await page.goto("/clients");
    await openPalette(page);
    await paletteInput(page).fill(`#${order.orderNumber}`);
    const row = group(page, "Service orders").getByRole("option").filter({ hasText: order.name });
    await expect(row).toContainText(`#${order.orderNumber}`);
    await row.click();
    await expect(page).toHaveURL(`/service-orders/view/${order._id}`);

    await openPalette(page);
    await paletteInput(page).fill(`zzqx ${randomBytes(4).toString("hex")}`);
    await expect(palette(page)).toContainText("Nothing matches");
  });

  test("the side menu's search button opens it; Esc closes it and gives focus back; only admins see users", async ({ page }) => {
    await signIn(page, "specialist");
    await page.goto("/dashboard");
    const opener = page.getByRole("button", { name: /Search …/ });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.type("Sasha");
    await expect(palette(page).getByRole("status")).toHaveText(/^(\d[\d,]* records?|1,000 or more records|Nothing found)$/);
    await expect(group(page, "Users")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await signIn(page, "admin");
    await page.goto("/dashboard");
    await openPalette(page);
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.type("Sasha");
    await expect(group(page, "Users").getByRole("option").filter({ hasText: "Sasha Specialist" })).toBeVisible();
  });

  test("phones: the top bar's search icon opens a full-screen palette", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Quick find" }).click();
    await expect(paletteInput(page)).toBeFocused();
    const box = await palette(page).boundingBox();
    expect(box?.width).toBe(390);
    await palette(page).getByRole("button", { name: "Close quick find" }).click();
    await expect(palette(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("each group counts its matches; Show all N opens the list with the query; 1 record is '1 record'", async ({ page, request }) => {
    const token = await apiLogin(request);
    const tag = `Qf${randomBytes(3).toString("hex")}`;
    for (let index = 0; index < 7; index++) await createClientViaApi(request, token, { name: `${tag} Holdings Lot${index}` });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await openPalette(page);
    await paletteInput(page).fill(tag);
    const clients = group(page, "Clients");
    await expect(clients.getByRole("option").filter({ hasText: tag })).toHaveCount(5);
    await expect(clients).toHaveAccessibleDescription("7 records");
    await expect(palette(page).getByRole("status")).toHaveText("7 records");
    await expectAxeClean(page);
    const showAll = clients.getByRole("option", { name: "Show all 7 clients" });
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(showAll).toHaveAttribute("data-focus", { timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/clients\\?q=${tag}$`));
    await expect(page.getByRole("searchbox", { name: "Search clients by name" })).toHaveValue(tag);
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(tag) })).toHaveCount(7);

    // One match: no Show all, and "1 record".
    await openPalette(page);
    await paletteInput(page).fill(`${tag} lot3`);
    await expect(palette(page).getByRole("status")).toHaveText("1 record");
    await expect(palette(page).getByRole("option", { name: /^Show all/ })).toHaveCount(0);
    // The recents never hold a Show all row.
    await page.keyboard.press("Escape");
    await openPalette(page);
    await expect(palette(page).getByRole("option", { name: /^Show all/ })).toHaveCount(0);
  });

  test("a tenant of the current lease, by name, e-mail or phone digits, leads to the listing", async ({ page, request }) => {
    const token = await apiLogin(request);
    const tag = randomBytes(3).toString("hex");
    const digits = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
    const listing = await createRentedListingViaApi(request, token, {
      tenantName: `Odessa Tenant${tag}`,
      tenantPhoneNumber: `+1 (758) 712-${digits}`,
      tenantEmail: `odessa.${tag}@example.lc`,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "specialist");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Quick find" }).click();
    for (const q of [`tenant${tag}`, `odessa.${tag}@example`, `712-${digits}`]) {
      await paletteInput(page).fill(q);
      await expect(group(page, "Listings").getByRole("option").filter({ hasText: listing.propertyName }), q).toBeVisible();
    }
    await expect(group(page, "Listings").getByRole("option").filter({ hasText: listing.propertyName })).toContainText(
      `Tenant Odessa Tenant${tag}`,
    );
    await expectAxeClean(page);
    await group(page, "Listings").getByRole("option").filter({ hasText: listing.propertyName }).click();
    await expect(page).toHaveURL(`/listings/view/${listing._id}`);
  });
});
