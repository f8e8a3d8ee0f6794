import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin } from "../support/api";
import { axeAtBothWidths } from "../support/axe";
import { closeHoldOn, letterHeadings, shootAtBothWidths, signIn, waitForLoaded } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createTenantViaApi, insertLeaseInDatabase } from "../support/tenants";

/** Tenants (issue 42 §1): made through the form by keyboard, found in the list, read on their page; axe clean at both widths. */

test("create a tenant by keyboard, find it in the list, read its page", async ({ page }) => {
  // Six axe runs (three pages, two widths) on a shared machine.
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString("hex");
  const lastName = `Auguste ${tag}`;
  await signIn(page, "specialist");
  await page.goto("/tenants");
  await expect(page.getByRole("heading", { name: "Tenants", level: 1 })).toBeVisible();
  await axeAtBothWidths(page, "tenants list", { loaded: true });
  await page.getByRole("link", { name: "New tenant" }).click();
  await expect(page).toHaveURL(/\/tenants\/tenant-details$/);
  await axeAtBothWidths(page, "new tenant form", { loaded: true });

  // Nothing typed: the name rule marks the fields and 'Hold On ...' says why.
  await page.getByRole("textbox", { name: "First name", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Hold On ...")).toBeVisible();
  await closeHoldOn(page);
  await expect(page.getByRole("textbox", { name: "Company name", exact: true })).toHaveAttribute("aria-invalid", "true");

  // By keyboard: type, Tab to the next field, Enter submits.
  await page.getByRole("textbox", { name: "First name", exact: true }).focus();
  await page.keyboard.type("Josette");
  await page.keyboard.press("Tab");
  await page.keyboard.type(lastName);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "E-mail address", exact: true })).toBeFocused();
  await page.keyboard.type(`josette.${tag}@example.lc`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("+1 758 555 3141");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Would you like to create this new tenant?")).toBeVisible();
  await page.getByRole("button", { name: "YES" }).press("Enter");
  await expect(page.getByText("Tenant Created")).toBeVisible();

  await page.goto("/tenants");
  await expect(letterHeadings(page).first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search tenants by name, e-mail or phone" }).fill(tag);
  // The search settles before the tile is focused: the letter-grouped list becomes a flat list when the (debounced)
  // results arrive, and a focus taken from the grouped list would be lost with its tile.
  await expect(letterHeadings(page)).toHaveCount(0);
  const tile = page.getByRole("link", { name: new RegExp(`Josette ${lastName}`) });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText("0 leases");
  await tile.focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: `Josette ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByText("+1 758 555 3141")).toBeVisible();
  await expect(page.getByText("No lease names this tenant yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  await axeAtBothWidths(page, "tenant page", { loaded: true });
});

test("a tenant's page lists their leases with status, rent and balance; Delete is refused with the reason", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const listing = await createListingViaApi(request, token, await listingRefs(request, token));
  const tenant = await createTenantViaApi(request, token, { companyName: `Seaside ${randomBytes(3).toString("hex")} Ltd` });
  await insertLeaseInDatabase({ listingId: listing._id, tenantId: tenant._id, balance: "450.50", startDate: "2025-02-01" });

  await signIn(page, "admin");
  await page.goto(`/tenants/view/${tenant._id}`);
  const leases = page.getByRole("list", { name: "Leases" });
  await expect(leases.getByRole("link", { name: listing.propertyName as string, exact: true })).toHaveAttribute(
    "href",
    `/listings/view/${listing._id}`,
  );
  await expect(leases).toContainText("Active");
  await expect(leases).toContainText("$1,500.00 a month");
  await expect(leases).toContainText("$450.50");
  await expect(page.getByRole("link", { name: `Open lease of ${listing.propertyName as string}` })).toBeVisible();
  await axeAtBothWidths(page, "tenant page with a lease", { loaded: true });
  await shootAtBothWidths(page, "tenant-page");

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "YES" }).click();
  await expect(page.getByText("This tenant is named on a lease and cannot be deleted.")).toBeVisible();

  await page.goto(`/tenants/tenant-details/${tenant._id}`);
  await axeAtBothWidths(page, "edit tenant form", { loaded: true });
  await shootAtBothWidths(page, "tenant-form");
  await page.goto(`/tenants?view=table&q=${encodeURIComponent(tenant.name)}`);
  await waitForLoaded(page);
  await shootAtBothWidths(page, "tenant-list-table");
});
