import { expect, test, type Page } from "@playwright/test";
import { apiLogin } from "../support/api";
import { expectAxeClean } from "../support/axe";
import { signIn, tabTo, waitForLoaded } from "../support/browser";
import { createLeaseViaApi, postPaymentViaApi } from "../support/lease-api";
import { agencyDate } from "../support/reminders";

/**
 * The lease page's Deposit section and the Settle deposit dialog (PRODUCT.md#rent
 * "Settling a deposit"), used by keyboard only: deduction rows added and removed,
 * the unpaid balance taken from the deposit, the refund computed as one types,
 * then the settlement shown in the section. axe finds nothing on the section,
 * the dialog and the two reports at 1440 and 390 px; each is photographed there
 * for the review of DESIGN.md.
 */

const WIDTHS = [
  [1440, 900],
  [390, 844],
] as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test("settling a deposit from the keyboard: deductions, the balance from the deposit, the refund as it changes", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, "admin");
  // Ran from 200 to 20 days ago; the $1,500 deposit paid and everything but $1,000 of rent.
  const { lease, charged } = await createLeaseViaApi(request, token, {
    lease: { startDate: agencyDate(-200), endDate: agencyDate(-20), rent: "1000.00", deposit: "1500.00" },
  });
  const owed = charged.reduce((sum, charge) => sum + Math.round(Number(charge.value) * 100), 0);
  await postPaymentViaApi(request, token, lease._id, {
    value: ((owed - 100_000) / 100).toFixed(2),
    method: "transfer",
    reference: "TRX-1",
    date: agencyDate(-20),
  });

  await signIn(page, "admin");
  await page.goto(`/leases/view/${lease._id}`);
  await waitForLoaded(page);
  const section = page.getByRole("region", { name: "Deposit" });
  await expect(section.getByTestId("deposit-held")).toHaveText("$1,500.00");
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await expectAxeClean(page, `deposit section ${width}`);
    await section.screenshot({ path: test.info().outputPath(`deposit-section-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const open = section.getByRole("button", { name: "Settle deposit" });
  await tabTo(page, open, 120);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Settle deposit" });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByTestId("deposit-preview");
  // The tenant owes $1,000: left with them until asked, the whole deposit to refund.
  await expect(dialog.getByLabel("Take the tenant's unpaid balance ($1,000.00) from the deposit")).not.toBeChecked();
  await expect(preview).toContainText("Refund to tenant: $1,500.00");

  // Two deductions, typed; the second removed again.
  const add = dialog.getByRole("button", { name: "Add deduction" });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("group", { name: "Deduction 1" }).getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Broken window");
  await page.keyboard.press("Tab");
  await page.keyboard.type("200.00");
  await expect(preview).toContainText("Refund to tenant: $1,300.00");
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("group", { name: "Deduction 2" }).getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Cleaning");
  await page.keyboard.press("Tab");
  await page.keyboard.type("99.50");
  await expect(preview).toContainText("Refund to tenant: $1,200.50");
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectAxeClean(page, `settle dialog ${width}`);
    await shoot(page, `deposit-dialog-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const removeSecond = dialog.getByRole("button", { name: "Remove deduction 2" });
  await tabTo(page, removeSecond);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("group", { name: "Deduction 2" })).toHaveCount(0);
  await expect(preview).toContainText("Refund to tenant: $1,300.00");

  // The unpaid balance taken from what is left: $300 to refund.
  const apply = dialog.getByLabel("Take the tenant's unpaid balance ($1,000.00) from the deposit");
  await tabTo(page, apply);
  await page.keyboard.press("Space");
  await expect(apply).toBeChecked();
  await expect(preview).toContainText("Refund to tenant: $300.00");

  const method = dialog.getByLabel("Refund method");
  await tabTo(page, method);
  await method.selectOption("check");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Reference")).toBeFocused();
  await page.keyboard.type("CHQ 2201");
  await page.keyboard.press("Enter");

  await expect(dialog).toHaveCount(0);
  const settled = page.getByTestId("deposit-settlement");
  await expect(settled).toBeVisible();
  await expect(settled.getByTestId("deposit-refund")).toContainText("$300.00");
  await expect(settled).toContainText("Broken window");
  await expect(settled).toContainText("-$200.00");
  await expect(settled.getByRole("link", { name: "Settlement letter (PDF)" })).toHaveAttribute(
    "href",
    `/api/v1/leases/${lease._id}/deposit/settlement/letter`,
  );
  await expect(section.getByRole("button", { name: "Settle deposit" })).toHaveCount(0);
  await expect(page.getByTestId("lease-balance")).toHaveText("Nothing owed");
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await settled.scrollIntoViewIfNeeded();
    await expectAxeClean(page, `settled section ${width}`);
    await section.screenshot({ path: test.info().outputPath(`deposit-settled-${width}.png`) });
  }
});

test("the reports pass axe at 1440 and 390 px; a specialist is sent to the dashboard", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const { lease } = await createLeaseViaApi(request, token, { lease: { startDate: agencyDate(-3), deposit: "750.00" } });
  await postPaymentViaApi(request, token, lease._id, { value: "750.00", method: "cash" });

  await signIn(page, "admin");
  for (const [path, name, heading] of [
    ["/reports/deposits", "report-deposits", "Deposits held"],
    ["/reports/agency-fees", "report-agency-fees", "Agency fees"],
  ] as const) {
    await page.goto(path);
    await waitForLoaded(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await expect(page.locator("tbody tr").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAxeClean(page, `${path} ${width}`);
      await shoot(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await expect(page.getByRole("table")).toBeVisible();
  await page.goto("/reports/deposits");
  await expect(page.getByRole("row").filter({ hasText: "$750.00" }).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, "specialist");
  await page.goto("/reports/deposits");
  await expect(page).toHaveURL(/\/dashboard\?denied=reports/);
});
