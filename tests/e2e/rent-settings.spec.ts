import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { API, apiLogin, tokenHeaders } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, signIn, tabTo, waitForLoaded } from "@/tests/support/browser";
import { createLeaseViaApi } from "@/tests/support/lease-api";
import { agencyToday } from "@/tests/support/reminders";

/**
 * Rent settings and a lease's own fees (PRODUCT.md#rent "Rent settings"): the
 * admin page reached and filled in by keyboard, its sentences following the
 * fields, saved through the one save flow; specialists are turned away; the
 * lease form's Fees by keyboard and the lease page showing them. axe-clean at
 * 1440 and 390 px. The settings are shared: the test puts back what it found.
 */
test.describe.configure({ mode: "serial" });

/** The settings as a PUT body. */
const withoutStamp = ({ managementFee, lateFee }: RentSettingsDto) => ({ managementFee, lateFee });

async function readSettings(request: APIRequestContext, token: string) {
  return (await (await request.get(`${API}/settings/rent`, { headers: tokenHeaders(token) })).json()) as RentSettingsDto;
}

/** Clears a text field that has focus and types `text`. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press("Backspace");
}

test("an admin sets the management fee and a late-fee policy by keyboard, reading what they mean", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const found = withoutStamp(await readSettings(request, token));
  try {
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await tabTo(page, page.getByRole("navigation").getByRole("link", { name: "Rent settings" }).first(), 80);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Rent settings" })).toBeVisible();
    await waitForLoaded(page);

    const feeKind = page.getByRole("radiogroup", { name: "Charged as" });
    await tabTo(page, feeKind.getByRole("radio", { checked: true }));
    if (found.managementFee.kind === "fixed") await page.keyboard.press("ArrowUp");
    await expect(feeKind.getByRole("radio", { name: "Percent of rent collected" })).toBeChecked();
    await tabTo(page, page.getByLabel("Management fee (%)"));
    await retype(page, "8");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("management-fee-preview")).toHaveText(
      "On $1,000.00 of rent collected, the agency keeps $80.00 and the owner is credited $920.00.",
    );

    const lateFees = page.getByRole("radiogroup", { name: "Policy" });
    await tabTo(page, lateFees.getByRole("radio", { checked: true }));
    if (found.lateFee === null) await page.keyboard.press("ArrowDown");
    await expect(lateFees.getByRole("radio", { name: "Charge late fees" })).toBeChecked();
    await tabTo(page, page.getByLabel("Grace days"));
    await retype(page, "5");
    const kind = page.getByRole("radiogroup", { name: "Fee", exact: true });
    await tabTo(page, kind.getByRole("radio", { checked: true }));
    if (found.lateFee?.kind === "percent") await page.keyboard.press("ArrowUp");
    await expect(kind.getByRole("radio", { name: "Fixed amount" })).toBeChecked();
    await tabTo(page, page.getByLabel("Late fee (USD)"));
    await retype(page, "50");
    const repeat = page.getByRole("radiogroup", { name: "Charged", exact: true });
    await tabTo(page, repeat.getByRole("radio", { checked: true }));
    if (found.lateFee?.repeat === "daily") await page.keyboard.press("ArrowUp");
    await tabTo(page, page.getByLabel("Cap (USD)"));
    await retype(page, "");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("late-fee-preview")).toContainText(
      "Rent unpaid 5 days after its due day is charged a late fee of $50.00, once.",
    );

    // A percent above 100 is refused before anything is sent.
    await tabTo(page, page.getByLabel("Management fee (%)"));
    await retype(page, "120");
    await page.keyboard.press("Tab");
    await expect(page.getByText("Management fee cannot be more than 100%.")).toBeVisible();
    await tabTo(page, page.getByLabel("Management fee (%)"));
    await retype(page, "8");
    await page.keyboard.press("Tab");

    await axeAtBothWidths(page, "rent settings");
    await shootAtBothWidths(page, "rent-settings");

    await tabTo(page, page.getByRole("button", { name: "SAVE" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Would you like to save the rent settings?")).toBeVisible();
    await expect(page.getByRole("button", { name: "YES" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Rent settings saved.")).toBeVisible();
    expect(await readSettings(request, token)).toMatchObject({
      managementFee: { kind: "percent", value: "8.00" },
      lateFee: { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once", cap: null },
    });

    // Late fees off again: the fields go, the sentence says so.
    await tabTo(page, lateFees.getByRole("radio", { checked: true }));
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("Grace days")).toHaveCount(0);
    await expect(page.getByTestId("late-fee-preview")).toHaveText("Rent paid late is never charged a late fee.");
  } finally {
    const restored = await request.put(`${API}/settings/rent`, { headers: tokenHeaders(token), data: found });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test("a specialist has no Rent settings in the menu and is turned away from the page", async ({ page }) => {
  await signIn(page, "specialist");
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Rent settings" })).toHaveCount(0);
  await page.goto("/settings/rent");
  await expect(page).toHaveURL(/\/dashboard\?denied=rent-settings$/);
  await expect(page.getByText(/Rent settings/).first()).toBeVisible();
});

test("a lease's own fees by keyboard on its form, shown on its page; back to the agency's", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const agency = await readSettings(request, token);
  const { lease, listing } = await createLeaseViaApi(request, token, { lease: { startDate: agencyToday() } });

  await signIn(page, "admin");
  await page.goto(`/leases/view/${lease._id}`);
  await expect(page.getByTestId("lease-management-fee")).toContainText("Agency default");
  await expect(page.getByTestId("lease-late-fee")).toContainText("Agency default");
  await expect(page.getByTestId("next-late-fee")).toHaveCount(0);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit lease of ${listing.propertyName}`);
  await waitForLoaded(page);

  const managementMode = page.getByRole("radiogroup", { name: "Management fee", exact: true });
  await expect(managementMode.getByRole("radio", { name: /^Agency default \(.+\)$/ })).toBeChecked();
  await tabTo(page, managementMode.getByRole("radio", { checked: true }), 80);
  await page.keyboard.press("ArrowDown");
  await expect(managementMode.getByRole("radio", { name: "Custom" })).toBeChecked();
  const feeKind = page.getByRole("radiogroup", { name: "Charged as" });
  await tabTo(page, feeKind.getByRole("radio", { checked: true }));
  if (agency.managementFee.kind === "percent") await page.keyboard.press("ArrowDown");
  await expect(feeKind.getByRole("radio", { name: "Fixed amount per month's rent" })).toBeChecked();
  await tabTo(page, page.getByLabel("Management fee (USD)"));
  await retype(page, "75");

  const lateMode = page.getByRole("radiogroup", { name: "Late fees", exact: true });
  await tabTo(page, lateMode.getByRole("radio", { checked: true }));
  await page.keyboard.press("ArrowDown");
  await tabTo(page, page.getByLabel("Grace days"));
  await retype(page, "2");
  const kind = page.getByRole("radiogroup", { name: "Fee", exact: true });
  await tabTo(page, kind.getByRole("radio", { checked: true }));
  if (await kind.getByRole("radio", { name: "Fixed amount" }).isChecked()) await page.keyboard.press("ArrowDown");
  await expect(kind.getByRole("radio", { name: "Percent of the rent unpaid" })).toBeChecked();
  await tabTo(page, page.getByLabel("Late fee (%)"));
  await retype(page, "5");
  await tabTo(page, page.getByLabel("Cap (USD)"));
  await retype(page, "60");
  const to = page.getByRole("radiogroup", { name: "Late fees go to" });
  await tabTo(page, to.getByRole("radio", { checked: true }));
  await page.keyboard.press("ArrowDown");
  await expect(to.getByRole("radio", { name: "Owner" })).toBeChecked();
  await expect(page.getByTestId("late-fee-preview")).toContainText(
    "Rent unpaid 2 days after its due day is charged a late fee of 5% of the rent still unpaid",
  );

  await axeAtBothWidths(page, "lease form with its own fees");
  await shootAtBothWidths(page, "lease-form-fees");

  await tabTo(page, page.getByRole("button", { name: "UPDATE LEASE" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Lease Updated")).toBeVisible();
  await page.getByRole("link", { name: "OK" }).click();
  await expect(page).toHaveURL(new RegExp(`/leases/view/${lease._id}$`));
  await expect(page.getByTestId("lease-management-fee")).toContainText("$75.00 per month's rent paid in full");
  await expect(page.getByTestId("lease-management-fee")).toContainText("This lease's own");
  await expect(page.getByTestId("lease-late-fee")).toContainText("5% of the rent still unpaid after 2 days, once, up to $60.00");
  await expect(page.getByTestId("lease-late-fee")).toContainText("paid to the owner");
  await axeAtBothWidths(page, "lease page with its own fees");
  await shootAtBothWidths(page, "lease-page-fees");

  const saved = (await (await request.get(`${API}/leases/${lease._id}`, { headers: tokenHeaders(token) })).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({
    managementFee: { kind: "fixed", value: "75.00" },
    lateFee: { graceDays: 2, kind: "percent", value: "5.00", repeat: "once", cap: "60.00" },
    lateFeesTo: "owner",
  });

  // Back to the agency's management fee: sent as null.
  await page.goto(`/leases/lease-details/${lease._id}`);
  await waitForLoaded(page);
  await tabTo(page, managementMode.getByRole("radio", { checked: true }), 80);
  await page.keyboard.press("ArrowUp");
  await expect(page.getByLabel("Management fee (USD)")).toHaveCount(0);
  await tabTo(page, page.getByRole("button", { name: "UPDATE LEASE" }));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Lease Updated")).toBeVisible();
  const back = (await (await request.get(`${API}/leases/${lease._id}`, { headers: tokenHeaders(token) })).json()) as Record<
    string,
    unknown
  >;
  expect(back).toMatchObject({ managementFee: null, lateFeesTo: "owner" });
});
