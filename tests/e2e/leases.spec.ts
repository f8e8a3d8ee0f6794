import { expect, test, type Page } from "@playwright/test";
import { addDays } from "@/lib/domain/rent";
import { apiLogin } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, signIn, tabTo, waitForLoaded } from "@/tests/support/browser";
import { createRentalListingViaApi } from "@/tests/support/lease-api";
import { agencyToday } from "@/tests/support/reminders";
import { createTenantViaApi } from "@/tests/support/tenants";

/**
 * The lease screens (PRODUCT.md#rent "Leases"): a lease made by keyboard from
 * the listing's Lease card, with the charges it will post shown before saving;
 * a payment recorded and seen in the tenant's ledger with what it paid; the
 * payment reversed with a reason. axe-clean at 1440 and 390 px.
 */

/** A yyyy-MM-dd day typed into a date input as a person does (mm dd yyyy). */
async function typeDay(page: Page, day: string) {
  const [year, month, date] = day.split("-");
  await page.keyboard.type(`${month}${date}${year}`);
}

test("a lease made by keyboard, a payment recorded and reversed", async ({ page, request }) => {
  // A long journey with four axe runs and six screenshots: generous for a loaded machine.
  test.setTimeout(300_000);
  const token = await apiLogin(request, "admin");
  const listing = await createRentalListingViaApi(request, token);
  const tenant = await createTenantViaApi(request, token);
  const tenantName = `${tenant.firstName} ${tenant.lastName}`;
  const start = addDays(agencyToday(), -70);

  await signIn(page, "admin");
  await page.goto(`/listings/view/${listing._id}`);
  await expect(page.getByText("This listing has no lease.")).toBeVisible();
  const newLease = page.getByRole("link", { name: "New lease" });
  await tabTo(page, newLease);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/leases/lease-details\\?listing=${listing._id}$`));
  // Opened from the listing's page, the listing is fixed (the Tab below cannot pick another).
  await expect(page.getByText(listing.propertyName, { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Listing" })).toHaveCount(0);

  // The tenant: typed into the picker, chosen with the arrow keys.
  const tenantPicker = page.getByRole("combobox", { name: "Tenant 1" });
  await tabTo(page, tenantPicker);
  await page.keyboard.type(tenant.lastName);
  await expect(page.getByRole("option").filter({ hasText: tenantName })).toBeVisible();
  // The search settles on this one tenant before the arrow keys choose (earlier keystrokes' results go first).
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(tenantPicker).toHaveValue(tenantName);

  await tabTo(page, page.getByLabel("Start date"));
  await typeDay(page, start);
  await tabTo(page, page.getByLabel("Rent per month (USD)"));
  await page.keyboard.type("1250");
  await tabTo(page, page.getByLabel("Security deposit (USD)"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("500");
  await page.keyboard.press("Tab");

  // What saving will charge, before saving.
  const preview = page.getByTestId("charges-preview");
  await expect(preview).toContainText(/\d+ months of rent will be charged: \w+ \d{4} .*\$1,250\.00/);
  await expect(preview).toContainText("the deposit of $500.00");
  await axeAtBothWidths(page, "lease form");
  await shootAtBothWidths(page, "lease-form");

  await tabTo(page, page.getByRole("button", { name: "CREATE LEASE" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Would you like to create this new lease?")).toBeVisible();
  await expect(page.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Lease Created")).toBeVisible();
  await page.getByRole("link", { name: "CLOSE" }).click();
  await expect(page).toHaveURL(/\/leases\/view\/[0-9a-f-]{36}$/);
  await waitForLoaded(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lease of ${listing.propertyName}`);
  await expect(page.getByTestId("lease-status")).toHaveText("Active");
  await expect(page.getByTestId("lease-rent")).toContainText("$1,250.00");
  await expect(page.getByTestId("lease-balance")).toContainText(/^Owes \$/);
  const ledger = page.locator("table");
  await expect(ledger.getByText("Deposit", { exact: true }).first()).toBeVisible();
  await expect(ledger.getByText(/^Rent \w+ \d{4}/).first()).toBeVisible();
  // Nothing is paid yet, so Delete is not offered (the ledger has entries).
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  // Record a payment: the dialog says what it paid.
  await page.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record payment" });
  await dialog.getByLabel("Amount (USD)").fill("1300");
  await dialog.getByLabel("Method").selectOption("check");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(dialog.getByText("Reference is required unless the payment is in cash.")).toBeVisible();
  await dialog.getByLabel("Reference").fill("CHQ 7731");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  const result = page.getByRole("dialog", { name: "Payment recorded" });
  await expect(result.getByTestId("payment-result")).toContainText("$1,300.00 was recorded.");
  await expect(result.getByTestId("payment-result")).toContainText("Security deposit: $500.00");
  await shootAtBothWidths(page, "lease-payment-recorded");
  await result.getByRole("button", { name: "OK" }).click();

  await expect(ledger.getByText("CHQ 7731", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Receipt for the payment \$1,300\.00/ })).toHaveAttribute(
    "href",
    /\/api\/v1\/leases\/[0-9a-f-]{36}\/payments\/[0-9a-f-]{36}\/receipt$/,
  );
  await axeAtBothWidths(page, "lease page");
  await shootAtBothWidths(page, "lease-page");

  // Reverse it, with a reason.
  await page.getByRole("button", { name: /^Reverse the payment \$1,300\.00/ }).click();
  const reverse = page.getByRole("dialog", { name: "Reverse payment" });
  await reverse.getByRole("button", { name: "Reverse payment" }).click();
  await expect(reverse.getByText(/Reason is required/)).toBeVisible();
  await reverse.getByLabel("Reason").fill("Cheque returned by the bank");
  await reverse.getByRole("button", { name: "Reverse payment" }).click();
  await expect(page.getByText("Payment reversed.")).toBeVisible();
  await expect(ledger.getByText("Reversal", { exact: true })).toBeVisible();
  await expect(ledger.getByText("Reason: Cheque returned by the bank")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Reverse the payment/ })).toHaveCount(0);

  // The listing's Lease card shows it.
  await page.getByRole("link", { name: listing.propertyName }).first().click();
  await expect(page.getByTestId("listing-lease-status")).toHaveText("Active");
  await expect(page.getByRole("link", { name: tenantName })).toBeVisible();
  await shootAtBothWidths(page, "listing-lease-card");
});
