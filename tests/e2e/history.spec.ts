import { expect, test } from "@playwright/test";
import { API, apiLogin, createClientViaApi, tokenHeaders } from "@/tests/support/api";
import { signIn } from "@/tests/support/browser";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";

/**
 * Record history in the browser: a change made through a record's form shows
 * on its History section; a listing's History side tab; the Activity page's
 * filters, links and export, for admins only.
 */
test.describe("record history", () => {
  test("an edit through the client form shows in the client's History", async ({ page, request }) => {
    const client = await createClientViaApi(request, await apiLogin(request));
    await signIn(page);
    await page.goto(`/clients/client-details/${client._id}`);
    // The form is filled in (and hydrated) before typing, as in the clients journey.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(client.name);
    const primary = page.getByRole("textbox", { name: "Primary number", exact: true });
    await primary.fill("+1 473 555 0100");
    await expect(primary).toHaveValue("+1 473 555 0100");
    await page.getByRole("button", { name: "UPDATE CLIENT" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/clients\/view\//);

    const toggle = page.getByRole("button", { name: "Show history" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide history" })).toHaveAttribute("aria-expanded", "true");
    const events = page.getByTestId("history-event");
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText("Erin Admin");
    await expect(events.first()).toContainText("changed Primary number from +1 758 555 0142 to +1 473 555 0100");
    await expect(events.first().locator("time")).toHaveAttribute("title", /\d{4}, \d{1,2}:\d{2} (AM|PM) /);
    await expect(events.last()).toContainText("created this client");
  });

  test("'Show older' pages back through a long history", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token);
    for (let step = 1; step <= 21; step += 1) {
      const response = await request.put(`${API}/clients/update`, {
        headers: tokenHeaders(token),
        data: { _id: client._id, contactLastName: `Step ${step}` },
      });
      expect(response.status()).toBe(200);
    }
    await signIn(page);
    await page.goto(`/clients/view/${client._id}`);
    await page.getByRole("button", { name: "Show history" }).click();
    const events = page.getByTestId("history-event");
    await expect(events).toHaveCount(20);
    await expect(events.first()).toContainText("to Step 21");
    await page.getByRole("button", { name: "Show older" }).click();
    await expect(events).toHaveCount(22);
    await expect(events.last()).toContainText("created this client");
    await expect(page.getByRole("button", { name: "Show older" })).toHaveCount(0);
  });

  test("a listing's History side tab loads when opened", async ({ page, request }) => {
    const token = await apiLogin(request);
    const listing = await createListingViaApi(request, token, await listingRefs(request, token));
    const updated = await request.put(`${API}/listings/update`, {
      headers: tokenHeaders(token),
      data: { _id: listing._id, status: "sold" },
    });
    expect(updated.status()).toBe(200);

    await signIn(page);
    const historyCalls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/history/")) historyCalls.push(req.url());
    });
    await page.goto(`/listings/view/${listing._id}`);
    await expect(page.getByRole("tab", { name: /History/ })).toBeVisible();
    expect(historyCalls).toEqual([]);
    await page.getByRole("tab", { name: /History/ }).click();
    await expect(page.getByTestId("history-event").first()).toContainText("changed Status from For Sale to Sold");
    expect(historyCalls).toHaveLength(1);
  });
});

test.describe("the Activity page", () => {
  test("admins filter every change by kind and person, and open the record", async ({ page, request }) => {
    const client = await createClientViaApi(request, await apiLogin(request));
    await signIn(page);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Activity" }).first().click();
    await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();

    await page.getByRole("combobox", { name: "Kind of record" }).selectOption({ label: "Clients" });
    await page.getByRole("combobox", { name: "Person" }).fill("Erin");
    await page.getByRole("option", { name: /Erin Admin/ }).click();
    const row = page.getByTestId("activity-event").filter({ hasText: client.name }).first();
    await expect(row).toContainText("created this client");
    await expect(page.getByTestId("activity-event").filter({ hasText: "Service provider" })).toHaveCount(0);

    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", /\/api\/v1\/history\/export\?actor=[0-9a-f-]{36}&entity=clients/);

    await row.getByRole("link", { name: client.name }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/view/${client._id}`));
  });

  test("fits a phone without sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto("/activity");
    await expect(page.getByTestId("activity-event").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("is not for specialists: no menu entry, and the address explains why", async ({ page }) => {
    await signIn(page, "specialist");
    await page.goto("/activity");
    await expect(page).toHaveURL(/\/dashboard\?denied=activity/);
    await expect(page.getByRole("link", { name: "Activity" })).toHaveCount(0);
  });
});
