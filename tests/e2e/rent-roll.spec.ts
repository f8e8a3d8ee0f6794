import { expect, test } from "@playwright/test";
import { todayIn } from "@/lib/domain/agency-time";
import { monthLabel, monthOf } from "@/lib/domain/rent";
import type { LeaseDto } from "@/lib/schemas/lease";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { expectAxeClean } from "../support/axe";
import { shootAtBothWidths, signIn, tabTo } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { AGENCY_TIME_ZONE } from "../support/reminders";

/**
 * The rent roll page (PRODUCT.md#rent-roll): a late lease of a new owner shows with its days-late chip and the
 * totals; the owner and "Late only" filters, the month buttons and a sort live in the address; a specialist
 * starts on their own listings; axe-clean at 1440 and 390 px; reached and worked by keyboard.
 */
function monthsBefore(month: string, count: number): string {
  let [year, index] = month.split("-").map(Number) as [number, number];
  for (let step = 0; step < count; step++) [year, index] = index === 1 ? [year - 1, 12] : [year, index - 1];
  return `${year}-${String(index).padStart(2, "0")}`;
}

test("the rent roll: a late lease, the filters and month in the address, axe-clean at both widths, by keyboard", async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiLogin(request, "admin");
  const auth = { headers: tokenHeaders(token) };
  const refs = await listingRefs(request, token);
  const listing = await createListingViaApi(request, token, refs, {
    status: "for-rent",
    cost: { salePriceInUS: null, rentalPriceInUS: "1000.00", negotiable: false },
    currentLease: { startDate: null, endDate: null, tenantName: "Marlon Pierre", tenantPhoneNumber: "+1 758 555 0123", tenantEmail: null },
  });
  const leases = (await (await request.get(`${API}/leases`, { ...auth, params: { listing: listing._id } })).json()) as LeaseDto[];
  const tenantId = leases[0]!.tenants[0]!._id;
  expect((await request.put(`${API}/listings/update`, { ...auth, data: { _id: listing._id, currentLease: null } })).status()).toBe(200);
  const month = monthOf(todayIn(AGENCY_TIME_ZONE));
  const created = await request.post(`${API}/leases`, {
    ...auth,
    data: { listingRef: listing._id, tenants: [{ _id: tenantId }], startDate: `${monthsBefore(month, 2)}-01`, rent: "1250.00", dueDay: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { lease } = (await created.json()) as { lease: LeaseDto };

  await signIn(page, "admin");
  await page.goto("/dashboard");
  await expect(page.getByTestId("rent-line")).toContainText(`Rent — ${monthLabel(month)}:`);
  const menuLink = page.getByRole("navigation").getByRole("link", { name: "Rent roll" }).first();
  await tabTo(page, menuLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Rent roll" })).toBeVisible();
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue(month);

  // The owner filter, picked by keyboard.
  const ownerField = page.getByRole("combobox", { name: "Owner" });
  await tabTo(page, ownerField);
  await page.keyboard.type(refs.clientName.slice(0, 20));
  await page
    .getByRole("option", { name: new RegExp(refs.clientName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`owner=${refs.client}`));
  const table = page.getByRole("region", { name: `Rent roll, ${monthLabel(month)}` });
  const row = table.getByRole("row").filter({ hasText: listing.propertyName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Marlon Pierre");
  await expect(row.getByText(/^\d+ days?$/)).toBeVisible();
  await expect(table.locator("tfoot")).toContainText("Total · 1 lease");
  await expect(row.getByRole("link", { name: listing.propertyName, exact: true })).toHaveAttribute("href", `/leases/view/${lease._id}`);

  // The box is the address's: a click writes `late=true`, and the box reads it back.
  await page.getByLabel("Late only").click();
  await expect(page).toHaveURL(/late=true/);
  await expect(page.getByLabel("Late only")).toBeChecked();
  await expect(row).toHaveCount(1);
  await table.getByRole("button", { name: "Balance" }).click();
  await expect(page).toHaveURL(/sort=balance/);

  await expectAxeClean(page, "rent roll at 1440");
  await shootAtBothWidths(page, "rent-roll");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeClean(page, "rent roll at 390");
  await page.setViewportSize({ width: 1440, height: 900 });

  // The month before the lease: its row goes; the next month button brings it back.
  await page.getByRole("button", { name: "Previous month" }).click();
  await page.getByRole("button", { name: "Previous month" }).click();
  await page.getByRole("button", { name: "Previous month" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${monthsBefore(month, 3)}`));
  await expect(page.getByText(/No leases match these filters/)).toBeVisible();
  await page.getByRole("button", { name: "This month" }).click();
  await expect(row).toHaveCount(1);

  // Export links carry the same query.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`owner=${refs.client}.*format=csv`));

  // Print: the whole roll of the selection under the agency's letterhead, never the screen's page.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  await page.emulateMedia({ media: "print" });
  const paper = page.getByTestId("rent-roll-print");
  await expect(paper).toBeVisible();
  await expect(table).toBeHidden();
  await expect(paper.getByTestId("letterhead-name")).toBeVisible();
  await expect(paper.getByRole("heading", { level: 1, name: "Rent roll" })).toBeVisible();
  await expect(paper).toContainText(`Owner ${refs.clientName}`);
  await expect(paper.locator("tbody tr").filter({ hasText: listing.propertyName })).toHaveCount(1);
  await expect(paper.locator("tfoot")).toContainText("Total · 1 lease");
  await expect(paper.getByRole("note")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("rent-roll-print-1440.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Every lease of the month, not the screen's page: on a page past the end the screen shows no row, the paper all.
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).not.toHaveURL(/owner=/);
  const count = Number(((await table.locator("tfoot").innerText()).match(/Total · ([\d,]+) lease/)?.[1] ?? "0").replace(/,/g, ""));
  expect(count).toBeGreaterThan(0);
  // Far past the end: the other worker's tests add leases meanwhile.
  await page.goto(`/rent-roll?page=${Math.ceil(count / 50) + 100}`);
  await expect(page.getByText("This page is past the end of the rent roll.")).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "all");
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "all");
  await page.emulateMedia({ media: "print" });
  // As many rows as the paper's own total says (leases made since the count above are on it too).
  const printed = Number(((await paper.locator("tfoot").innerText()).match(/Total · ([\d,]+) lease/)?.[1] ?? "0").replace(/,/g, ""));
  expect(printed).toBeGreaterThanOrEqual(count);
  await expect(paper.locator("tbody tr")).toHaveCount(Math.min(printed, 5_000));
  await expect(paper.getByRole("note")).toHaveCount(printed > 5_000 ? 1 : 0);
  await page.screenshot({ path: test.info().outputPath("rent-roll-print-all-1440.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });
});

test("a specialist starts on the leases of their own listings; Everyone is one click away", async ({ page }) => {
  await signIn(page, "specialist");
  await page.goto("/rent-roll");
  const toggle = page.getByRole("group", { name: "Whose listings" });
  await expect(toggle.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
  await toggle.getByRole("button", { name: "Everyone" }).click();
  await expect(page).toHaveURL(/whose=all/);
  await expect(toggle.getByRole("button", { name: "Everyone" })).toHaveAttribute("aria-pressed", "true");
  await expectAxeClean(page, "rent roll, specialist");
});
