import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { closeHoldOn, signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createOrderViaApi, setOrderStatusViaApi } from "../support/orders";

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
}

test.describe("Service providers", () => {
  test("create, find, view with its orders filtered, edit, and delete with its orders", async ({ page, request }) => {
    const tag = randomBytes(3).toString("hex");
    const name = `Qa Cool Air ${tag}`;
    await signIn(page, "specialist");
    await page.goto("/service-providers");
    await page.getByRole("link", { name: "New provider" }).click();
    await expect(page).toHaveURL(/\/service-providers\/service-provider-details$/);

    await page.getByRole("button", { name: "CREATE SERVICE PROVIDER" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await closeHoldOn(page);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");

    await fill(page, {
      Name: name,
      "First name": "Vernon",
      "Last name": "Ali",
      "Primary number": "+1 868 555 0101",
      "E-mail address": `vernon.${tag}@example.tt`,
      "Mailing address": "Eastern Main Road, Tunapuna",
    });
    await page.getByRole("button", { name: "CREATE SERVICE PROVIDER" }).click();
    await expect(page.getByText("Would you like to create this new service provider?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Service Provider Created")).toBeVisible();
    await page.getByRole("link", { name: "CLOSE" }).click();

    await page.getByRole("searchbox", { name: "Search service providers by name" }).fill(tag);
    const tile = page.getByRole("link", { name: new RegExp(name) });
    await expect(tile).toContainText("0 service orders");
    const providerId = (await tile.getAttribute("href"))!.split("/").pop()!;

    // Orders for this provider, made through the API: one pending, one completed.
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const listing = await createListingViaApi(request, token, refs, { propertyName: `Qa Breeze ${tag}` });
    const other = await createListingViaApi(request, token, refs, { propertyName: `Qa Harbour ${tag}` });
    const pending = await createOrderViaApi(
      request,
      token,
      { listingRef: listing._id, serviceProviderRef: providerId },
      { name: "Service split units" },
    );
    const done = await createOrderViaApi(
      request,
      token,
      { listingRef: other._id, serviceProviderRef: providerId },
      { name: "Replace compressor" },
    );
    await setOrderStatusViaApi(request, token, done._id, "COMPLETED");

    await tile.click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("2 service orders")).toBeVisible();
    await expect(page.getByText("Vernon Ali")).toBeVisible();
    const orders = page.getByRole("list", { name: "Service orders" });
    await expect(orders.getByRole("link")).toHaveCount(2);

    // The status filter and the search box really filter (the original's did not).
    await page.getByRole("combobox", { name: "Status" }).selectOption("COMPLETED");
    await expect(orders.getByRole("link")).toHaveCount(1);
    await expect(orders).toContainText("Replace compressor");
    await page.getByRole("combobox", { name: "Status" }).selectOption("ALL");
    await expect(orders.getByRole("link")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(`Breeze ${tag}`);
    await expect(orders.getByRole("link")).toHaveCount(1);
    await expect(orders).toContainText("Service split units");
    // '#n' names the order number alone (a bare number could also appear in a random property name).
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(`#${done.orderNumber}`);
    await expect(orders.getByRole("link")).toHaveCount(1);
    await expect(orders).toContainText("Replace compressor");
    await page.getByRole("combobox", { name: "Status" }).selectOption("PENDING");
    await expect(page.getByText("No service orders match.")).toBeVisible();

    // Edit.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await page.getByRole("textbox", { name: "Secondary number", exact: true }).fill("+1 868 555 0199");
    await page.getByRole("button", { name: "UPDATE SERVICE PROVIDER" }).click();
    await expect(page.getByText("Would you like to save the details for this service provider?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Service Provider Updated")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page.getByText("+1 868 555 0199")).toBeVisible();

    // Delete with the cascade warning: its orders go with it.
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete Service Provider? WARNING: This will remove all associated data service orders!!")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/service-providers$/);
    await page.getByRole("searchbox", { name: "Search service providers by name" }).fill(tag);
    await expect(page.getByText(`No service providers match “${tag}”.`)).toBeVisible();
    for (const order of [pending, done]) {
      expect((await request.get(`${API}/services/orders/details/${order._id}`, { headers: tokenHeaders(token) })).status()).toBe(404);
    }
    await page.goto("/service-orders");
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(tag);
    await expect(page.getByText("No service orders match.")).toBeVisible();
  });

  test("a 400 shows the server's message; another failure the spec's text", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/service-providers/service-provider-details");
    await fill(page, {
      Name: "Rejected Roofing",
      "First name": "Ivo",
      "Last name": "Reid",
      "Primary number": "+1 268 555 0110",
      "E-mail address": "ivo@example.ag",
      "Mailing address": "St. John's, Antigua",
    });
    await page.route("**/api/v1/services/providers/register", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ status: 400, code: "validation_failed", message: "Name must be at most 200 characters." }),
      }),
    );
    await page.getByRole("button", { name: "CREATE SERVICE PROVIDER" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    const problem = page.getByRole("alertdialog", { name: "Oops!" });
    await expect(problem).toContainText("Name must be at most 200 characters.");
    await expect(problem).not.toContainText("Problem sumitting");
    await problem.getByRole("button", { name: "Ok" }).click();

    await page.unroute("**/api/v1/services/providers/register");
    await page.route("**/api/v1/services/providers/register", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: 500, code: "internal", message: "boom" }),
      }),
    );
    await page.getByRole("button", { name: "CREATE SERVICE PROVIDER" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(problem).toContainText("Problem sumitting service provider details. Contact your system administrator for assistance.");
    await problem.getByRole("button", { name: "Ok" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Rejected Roofing");
  });
});
