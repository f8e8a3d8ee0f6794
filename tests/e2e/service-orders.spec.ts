import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { zoneAbbreviation, zoneName } from "@/lib/domain/agency-time";
import { apiLogin, API, tokenHeaders } from "../support/api";
import { closeHoldOn, signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createOrderViaApi, createProviderViaApi } from "../support/orders";
import { pickRecord } from "../support/pickers";
import { AGENCY_TIME_ZONE, agencyDate, agencyInstant } from "../support/reminders";

/** The agency's day, `offsetDays` from today: the form's dates are the agency's, whatever the browser's zone. */
const isoDay = agencyDate;

/** Opens the edit-status toggle (retrying a click made before the page hydrated). */
async function openStatusMenu(page: Page) {
  await expect(async () => {
    if (!(await page.getByRole("menu").isVisible())) await page.getByRole("button", { name: "Edit status" }).click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

const group = (page: Page, label: string) => page.getByRole("region", { name: new RegExp(`^${label} \\d+$`) });

test.describe("Service orders", () => {
  test("create an order from the listing's link, approve it from the view, see it move between groups, delete it", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const listing = await createListingViaApi(request, token, refs, { propertyName: `Qa Villa ${randomBytes(3).toString("hex")}` });
    const provider = await createProviderViaApi(request, token, { name: `Qa Plumbing ${randomBytes(3).toString("hex")}` });
    const name = `Fix the outdoor shower ${randomBytes(3).toString("hex")}`;

    await signIn(page, "specialist");
    await page.goto(`/service-orders/service-order-details?listing=${listing._id}`);
    await expect(page.getByRole("combobox", { name: "Listing" })).toHaveValue(listing.propertyName);

    // Required fields first: the 'Hold On ...' alert and every invalid field marked.
    await page.getByRole("button", { name: "CREATE SERVICE ORDER" }).click();
    await expect(page.getByText("Please complete all required fields marked with the Asterisk (*)")).toBeVisible();
    await closeHoldOn(page);
    for (const id of ["name", "dueDate", "hours", "minutes", "amPM", "details"]) {
      await expect(page.locator(`#${id}`), id).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.locator("#notes")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("combobox", { name: "Service provider" })).toHaveAttribute("aria-invalid", "true");

    // Hours above 12 and minutes above 59 are cleared; no past dates.
    const hours = page.getByRole("textbox", { name: "Hours" });
    const minutes = page.getByRole("textbox", { name: "Minutes" });
    await hours.fill("13");
    await expect(hours).toHaveValue("");
    await minutes.fill("75");
    await expect(minutes).toHaveValue("");
    const dueDate = page.getByLabel("Due date");
    await expect(dueDate).toHaveAttribute("min", isoDay(0));
    await dueDate.fill(isoDay(-1));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await pickRecord(page, "Service provider", provider.name);
    await hours.fill("10");
    await minutes.fill("30");
    await page.getByRole("combobox", { name: "AM/PM" }).selectOption("AM");
    await page.getByRole("textbox", { name: "Details" }).fill("The outdoor shower drips; replace the cartridge.");
    // Everything filled but a past date: 'Hold On ...' names that rule.
    await page.getByRole("button", { name: "CREATE SERVICE ORDER" }).click();
    const holdOn = page.getByRole("alertdialog", { name: "Hold On ..." });
    await expect(holdOn).toContainText("The due date cannot be earlier than today.");
    await holdOn.getByRole("button", { name: "OK" }).click();
    await expect(dueDate).toBeFocused();
    await expect(page.getByText("The due date cannot be earlier than today.")).toBeVisible();
    await dueDate.fill(isoDay(3));

    await page.getByRole("button", { name: "CREATE SERVICE ORDER" }).click();
    await expect(page.getByText("Would you like to create this new service order?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Operation Successful")).toBeVisible();
    await expect(page.getByText("Service Order Created")).toBeVisible();
    await page.getByRole("link", { name: "CLOSE" }).click();
    await expect(page).toHaveURL(/\/service-orders$/);

    // ALL: grouped; the new order is pending.
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(listing.propertyName);
    await expect(group(page, "Pending").getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expect(group(page, "Approved").getByText("No orders.")).toBeVisible();
    const tile = page.getByRole("link", { name: new RegExp(name) });
    await expect(tile).toContainText(`10:30 AM ${zoneAbbreviation(agencyInstant(isoDay(3), 10, 30), AGENCY_TIME_ZONE)}`);
    await tile.click();

    // The view: listing, provider, status, creator; then approve it.
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: listing.propertyName })).toHaveAttribute("href", `/listings/view/${listing._id}`);
    await expect(page.getByRole("link", { name: provider.name })).toBeVisible();
    await expect(page.locator("#main").getByText("Sasha Specialist")).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    // The listing has no picture yet: the order's page shows the listing's placeholder.
    await expect(page.getByTestId("listing-picture-placeholder")).toContainText("No picture yet");

    await openStatusMenu(page);
    // In the order work goes through them.
    await expect(page.getByRole("menuitem")).toHaveText(["Pending", "Approved", "Completed", "Declined"]);
    await page.getByRole("menuitem", { name: /Pending/ }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await openStatusMenu(page);
    await page.getByRole("menuitem", { name: "Approved" }).click();
    await expect(page.getByText("Update service order status to Approved?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Service order status updated.")).toBeVisible();
    // Approving offers to e-mail the work order (tests/e2e/work-order-mail.spec.ts sends it); not now.
    const offer = page.getByRole("alertdialog", { name: "Send the work order" });
    await expect(offer.getByText(`E-mail the work order to ${provider.name}?`)).toBeVisible();
    await offer.getByRole("button", { name: "CANCEL" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Approved");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await page.getByRole("link", { name: "Service Orders" }).first().click();
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(listing.propertyName);
    await expect(group(page, "Approved").getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expect(group(page, "Pending").getByText("No orders.")).toBeVisible();

    // Another status gives a flat list; the provider search filters too.
    await page.getByRole("combobox", { name: "Status" }).selectOption("APPROVED");
    await expect(group(page, "Approved")).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption("PENDING");
    await expect(page.getByText("No service orders match.")).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption("ALL");
    await page.getByRole("searchbox", { name: "Search by provider" }).fill(`${provider.name} nobody`);
    await expect(page.getByText("No service orders match.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search by provider" }).fill(provider.name);
    await page.getByRole("link", { name: new RegExp(name) }).click();

    // Edit keeps the values; then delete with the warning.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(page.getByRole("textbox", { name: "Hours" })).toHaveValue("10");
    await expect(page.getByRole("combobox", { name: "AM/PM" })).toHaveValue("AM");
    await page.getByRole("textbox", { name: "Notes" }).fill("Tenant home after 9.");
    await page.getByRole("button", { name: "UPDATE SERVICE ORDER" }).click();
    await expect(page.getByText("Would you like to save the details for this service order?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Service Order Updated")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page.getByText("Tenant home after 9.")).toBeVisible();

    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete Service Order? WARNING: This will remove all associated data!!")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/service-orders$/);
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(listing.propertyName);
    await expect(page.getByText("No service orders match.")).toBeVisible();
  });

  test.describe("on the agency's clock", () => {
    // A browser far from the agency: what is typed and shown is still the agency's time.
    test.use({ timezoneId: "Asia/Tokyo" });

    test("an order entered at 9:00 AM is due 9:00 AM agency time, and reads so everywhere", async ({ page, request }) => {
      const token = await apiLogin(request);
      const refs = await listingRefs(request, token);
      const listing = await createListingViaApi(request, token, refs, { propertyName: `Qa Clock ${randomBytes(3).toString("hex")}` });
      const provider = await createProviderViaApi(request, token);
      const day = isoDay(2);
      const zone = zoneAbbreviation(agencyInstant(day, 9, 0), AGENCY_TIME_ZONE);

      await signIn(page, "admin");
      await page.goto(`/service-orders/service-order-details?listing=${listing._id}&provider=${provider._id}`);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
      await expect(page.getByText(`Date and time are agency time (${zone}).`)).toBeVisible();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Morning inspection");
      await page.getByLabel("Due date").fill(day);
      await page.getByRole("textbox", { name: "Hours" }).fill("9");
      await page.getByRole("textbox", { name: "Minutes" }).fill("00");
      await page.getByRole("combobox", { name: "AM/PM" }).selectOption("AM");
      await page.getByRole("textbox", { name: "Details" }).fill("Walk the property before the tenant leaves.");
      const saved = page.waitForResponse((response) => response.url().endsWith("/api/v1/services/orders/register"));
      await page.getByRole("button", { name: "CREATE SERVICE ORDER" }).click();
      await page.getByRole("button", { name: "YES" }).click();
      const order = (await (await saved).json()) as { _id: string; serviceDueDateTime: string };
      expect(order.serviceDueDateTime).toBe(agencyInstant(day, 9, 0).toISOString());

      await page.goto(`/service-orders/view/${order._id}`);
      // Minutes without seconds, then the zone's name ("Atlantic Standard Time").
      await expect(page.getByTestId("order-due")).toHaveText(new RegExp(`^[A-Z][a-z]{2} \\d{1,2}, \\d{4}, 9:00 AM$`));
      await expect(page.getByText(zoneName(agencyInstant(day, 9, 0), AGENCY_TIME_ZONE), { exact: true })).toBeVisible();
      await page.goto(`/service-providers/view/${provider._id}`);
      await expect(page.getByRole("link", { name: /Morning inspection/ })).toContainText(`9:00 AM ${zone}`);
      await page.goto(`/service-orders/service-order-details/${order._id}`);
      await expect(page.getByLabel("Due date")).toHaveValue(day);
      await expect(page.getByRole("textbox", { name: "Hours" })).toHaveValue("09");
      await expect(page.getByRole("combobox", { name: "AM/PM" })).toHaveValue("AM");
    });
  });

  test("an overdue order sits under Past due and leaves it when completed", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const listing = await createListingViaApi(request, token, refs, { propertyName: `Qa Overdue ${randomBytes(3).toString("hex")}` });
    const provider = await createProviderViaApi(request, token);
    const name = `Overdue gutter clean ${randomBytes(3).toString("hex")}`;
    const order = await createOrderViaApi(
      request,
      token,
      { listingRef: listing._id, serviceProviderRef: provider._id },
      { name, serviceDueDateTime: new Date(Date.now() - 60_000).toISOString() },
    );

    await signIn(page, "admin");
    await page.goto("/service-orders");
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(`#${order.orderNumber}`);
    await expect(group(page, "Past due").getByRole("link", { name: new RegExp(name) })).toBeVisible();

    const response = await request.put(`${API}/services/orders/update/status/${order._id}/COMPLETED`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    await page.reload();
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(`#${order.orderNumber}`);
    await expect(group(page, "Completed").getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expect(group(page, "Past due").getByText("No orders.")).toBeVisible();
  });

  test("a failed status update shows the spec's message; unknown ids show not found", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const listing = await createListingViaApi(request, token, refs);
    const provider = await createProviderViaApi(request, token);
    const order = await createOrderViaApi(request, token, { listingRef: listing._id, serviceProviderRef: provider._id });

    await signIn(page, "admin");
    await page.goto(`/service-orders/view/${order._id}`);
    await expect(page).toHaveURL(new RegExp(`/service-orders/view/${order._id}$`));
    await page.route("**/api/v1/services/orders/update/status/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: 500, message: "boom" }) }),
    );
    await openStatusMenu(page);
    await page.getByRole("menuitem", { name: "Declined" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByRole("alertdialog", { name: "Oops!" })).toContainText("Problem removing service order record.");
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Pending");

    await page.goto("/service-orders/view/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    await page.goto("/service-orders/service-order-details/nope");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  });
});
