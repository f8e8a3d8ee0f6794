import { expect, test } from "@playwright/test";
import { signIn } from "../support/browser";

/**
 * Item 3: an unknown record id answers a real 404 with the not-found page inside the shell; an
 * address no page has does too, for signed-in people, with a way back (the module's list and the
 * dashboard). Visitors without a session are sent to sign-in, as for any console page.
 */
const UNUSED_ID = "00000000-0000-4000-8000-00000000a11c";

test.describe("not found", () => {
  test("an unknown record: 404, the shell, and a way back to the module's list", async ({ page }) => {
    await signIn(page, "admin");
    for (const path of [`/clients/view/${UNUSED_ID}`, `/listings/listing-details/${UNUSED_ID}`, "/reminders/view/not-an-id"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Not found", exact: true })).toBeVisible();
      await expect(page.getByText("The record you are looking for does not exist or has been removed.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main menu" }).first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Reminders" }).click();
    await expect(page).toHaveURL(/\/reminders$/);
  });

  test("an address no page has: 404 inside the shell, and back to the dashboard", async ({ page }) => {
    await signIn(page, "specialist");
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Back to (?!the dashboard)/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Inside a module's address space the module is offered too — unless the role does not have it.
    await page.goto(`/service-orders/${UNUSED_ID}`);
    await expect(page.getByRole("link", { name: "Back to Service Orders" })).toBeVisible();
    await page.goto("/users/anything");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Manage System Users" })).toHaveCount(0);
  });

  test("without a session an unknown address goes to sign-in", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "WELCOME" })).toBeVisible();
  });
});
