import { expect, test } from "@playwright/test";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";
import { createProviderViaApi } from "../support/orders";
import { withTestDatabase } from "../support/test-database";

/**
 * Item 7: a contact's http(s) website is a safe link (new tab, no opener, no referrer, and it
 * says so to screen readers); anything else stored by older versions is shown as text, never
 * as a javascript: or data: link. The form refuses what is not a website.
 */
async function storeWebsiteDirectly(table: "clients" | "service_providers", id: string, website: string): Promise<void> {
  await withTestDatabase((client) => client.query(`UPDATE ${table} SET contact_website_url = $2 WHERE id = $1`, [id, website]));
}

test.describe("contact websites", () => {
  test("an https website opens in a new tab, safely", async ({ page, request }) => {
    const client = await createClientViaApi(request, await apiLogin(request, "admin"), { contactWebsiteURL: "coralreef.example/rentals" });
    await signIn(page, "specialist");
    await page.goto(`/clients/view/${client._id}`);
    const link = page.getByRole("link", { name: "https://coralreef.example/rentals (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "https://coralreef.example/rentals");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  for (const stored of ["javascript:alert(document.domain)", "data:text/html,<script>alert(1)</script>", "www dot example"]) {
    test(`a stored ${JSON.stringify(stored)} shows as text, not as a link`, async ({ page, request }) => {
      const provider = await createProviderViaApi(request, await apiLogin(request, "admin"));
      await storeWebsiteDirectly("service_providers", provider._id, stored);
      await signIn(page, "admin");
      await page.goto(`/service-providers/view/${provider._id}`);
      await expect(page.getByText(stored, { exact: true })).toBeVisible();
      await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
      await expect(page.getByRole("link", { name: stored })).toHaveCount(0);
    });
  }

  test("the form refuses a website that is not http(s), with the field marked", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/clients/client-details");
    await page.getByRole("textbox", { name: "Website", exact: true }).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await expect(page.getByRole("textbox", { name: "Website", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Website must be an http:// or https:// web address, e.g. https://coralreef.com.")).toBeVisible();
  });
});
