import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { createThrowawayUser, type ThrowawayUser } from "../api/support/throwaway-user";
import { apiLogin, fakeAddress } from "../support/api";
import { agencyDate, agencyToday, createListingFor, createReminderViaApi, userIdByEmail } from "../support/reminders";

/**
 * The dashboard: its reminders are the signed-in specialist's — today's when
 * there are any, else the upcoming ones — and its chart's numbers add up to
 * the counts above it. A specialist made for this test keeps its reminders
 * apart from every other test's.
 */
async function signInAs(page: Page, user: ThrowawayUser) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: user.email, password: user.password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.ok()).toBeTruthy();
}

test.describe("Dashboard", () => {
  test("upcoming reminders show only while today is empty; today's replace them", async ({ page, request }) => {
    const user = await createThrowawayUser();
    const specialistId = await userIdByEmail(user.email);
    const token = await apiLogin(request, "admin");
    const listing = await createListingFor(request, token, specialistId);
    const tag = randomBytes(3).toString("hex");

    await signInAs(page, user);
    await page.goto("/dashboard");
    await expect(page.getByText("No reminders today or coming up.")).toBeVisible();

    await createReminderViaApi(request, token, listing._id, { name: `Next week ${tag}`, dateTime: agencyDate(7) });
    await page.reload();
    await expect(page.getByRole("heading", { name: /Upcoming reminders/ })).toBeVisible();
    await expect(page.getByTestId("dashboard-upcoming").getByRole("link", { name: new RegExp(`Next week ${tag}`) })).toBeVisible();

    await createReminderViaApi(request, token, listing._id, { name: `Today ${tag}`, dateTime: agencyToday(), time: "11:45", amPM: "PM" });
    await page.reload();
    await expect(page.getByRole("heading", { name: /Today's reminders/ })).toBeVisible();
    const today = page.getByTestId("dashboard-today");
    await expect(today.getByRole("link", { name: new RegExp(`Today ${tag}`) })).toContainText("11:45 PM");
    await expect(page.getByRole("link", { name: new RegExp(`Next week ${tag}`) })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Upcoming reminders/ })).toHaveCount(0);

    // Other specialists' reminders never show here.
    const other = await createListingFor(request, token);
    await createReminderViaApi(request, token, other._id, { name: `Not mine ${tag}`, dateTime: agencyToday() });
    await page.reload();
    await expect(page.getByRole("link", { name: new RegExp(`Not mine ${tag}`) })).toHaveCount(0);
  });

  test("the chart writes every label with its number, and its totals add up", async ({ page, request }) => {
    // At least one listing and one more "For Rent" bar than before.
    const token = await apiLogin(request, "admin");
    await createListingFor(request, token, undefined, {
      status: "for-rent",
      cost: { salePriceInUS: null, rentalPriceInUS: "2500.00", negotiable: false },
    });
    await signInAs(page, await createThrowawayUser());
    await page.goto("/dashboard");

    const sumOf = async (figure: string, labels: string[]) => {
      const chart = page.getByRole("figure", { name: figure });
      const items = chart.getByRole("listitem");
      await expect(items).toHaveCount(labels.length);
      let sum = 0;
      for (const [index, label] of labels.entries()) {
        const text = (await items.nth(index).innerText()).replace(/\s+/g, " ").trim();
        const match =
          new RegExp(`^${label.replace(/[&]/g, "\\$&")} ?: ?([\\d,]+)$`).exec(text) ?? new RegExp(`^${label} ([\\d,]+)$`).exec(text);
        expect(match, `${figure}: "${text}"`).toBeTruthy();
        sum += Number(match![1]!.replace(/,/g, ""));
      }
      const total = Number((await chart.getByText(/in all$/).textContent())!.replace(/[^\d]/g, ""));
      expect(sum, `${figure} adds up`).toBe(total);
      return sum;
    };
    expect(
      await sumOf("Listings by status", ["For Rent", "Rented", "Rented & For Sale", "For Sale", "For Rent & Sale", "Sold"]),
    ).toBeGreaterThan(0);
    await sumOf("Service orders by group", ["Past due", "Approved", "Pending", "Declined", "Completed"]);

    await page
      .getByRole("link", { name: /Clients/ })
      .filter({ has: page.getByTestId("stat-clients") })
      .click();
    await expect(page).toHaveURL(/\/clients$/);
  });
});
