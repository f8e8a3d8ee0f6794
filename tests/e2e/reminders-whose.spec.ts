import { expect, test, type Page } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn, waitForLoaded } from "../support/browser";
import { createListingFor, createReminderViaApi } from "../support/reminders";
import { expectAxeClean } from "../support/axe";

const whose = (page: Page) => page.getByRole("group", { name: "Whose reminders" });

/**
 * Issue 32 §3: the reminders list and the dashboard block keep the person's own by default, but show
 * **Mine (0) · Everyone (N)**, so an admin (who manages no listing) never reads "No reminders" alone.
 */
test.describe("Whose reminders: Mine · Everyone", () => {
  test("the list counts both choices and switches between them", async ({ page, request }) => {
    const token = await apiLogin(request, "admin");
    const listing = await createListingFor(request, token); // the test specialist's, not the admin's
    const reminder = await createReminderViaApi(request, token, listing._id);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin");
    await page.goto("/reminders");
    await waitForLoaded(page);
    await expect(whose(page).getByRole("button", { name: /^Mine \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");

    // Searching by our listing: none of the admin's, one of everyone's.
    await page.getByRole("searchbox", { name: "Search reminders by listing" }).fill(listing.propertyName);
    await expect(whose(page).getByRole("button", { name: "Mine (0)" })).toBeVisible();
    await expect(whose(page).getByRole("button", { name: "Everyone (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(reminder.name) })).toHaveCount(0);
    await whose(page).getByRole("button", { name: "Everyone (1)" }).click();
    await expect(page).toHaveURL(/whose=all/);
    await expect(whose(page).getByRole("button", { name: "Everyone (1)" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: new RegExp(reminder.name) })).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(whose(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });

  test("the dashboard block keeps the person's own and counts everyone's", async ({ page, request }) => {
    const token = await apiLogin(request, "admin");
    await createReminderViaApi(request, token, (await createListingFor(request, token))._id);

    // The dashboard: the admin's own (none) by default, with everyone's counted; Everyone lists them.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin");
    const everyone = await request.get(`${API}/reminders`, { headers: tokenHeaders(token), params: { sortItems: "true", limit: 1 } });
    const everyoneTotal = Number(everyone.headers()["x-total-count"]);
    expect(everyoneTotal).toBeGreaterThanOrEqual(1);
    await page.goto("/dashboard");
    const block = page.locator("[data-testid^='dashboard-']").first();
    await expect(whose(page).getByRole("link", { name: "Mine (0)" })).toHaveAttribute("aria-current", "true");
    await expect(whose(page).getByRole("link", { name: /^Everyone \(\d+\)$/ })).toBeVisible();
    await expect(block.getByText("No reminders today or coming up.")).toBeVisible();
    await whose(page)
      .getByRole("link", { name: /^Everyone/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\?whose=all$/);
    await expect(whose(page).getByRole("link", { name: /^Everyone/ })).toHaveAttribute("aria-current", "true");
    await expect(block.getByText("No reminders today or coming up.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "All reminders" })).toHaveAttribute("href", "/reminders?whose=all");
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });
});
