import { expect, test } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { expectAxeClean } from "../support/axe";
import { signIn, tabTo, waitForLoaded } from "../support/browser";
import { createLeaseViaApi } from "../support/lease-api";
import { agencyDate } from "../support/reminders";

/**
 * A late fee on the lease page (PRODUCT.md#late-fees), by keyboard only: the
 * ledger shows the fee with its rent month and Waive; the Waive dialog asks
 * for a reason and, once sent, the fee reads "Waived", a waiver with the reason
 * follows it, and the balance drops by the fee. The lease carries its own
 * policy, so the agency's settings never matter here.
 */
test("a late fee is waived from the tenant's ledger by keyboard, with a reason", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const { lease } = await createLeaseViaApi(request, token, {
    lease: {
      startDate: agencyDate(-40),
      rent: "1000.00",
      lateFee: { graceDays: 0, kind: "fixed", value: "35.00", repeat: "once", cap: null },
    },
  });
  const pass = await request.post(`${API}/rent/late-fees`, { headers: tokenHeaders(token), data: { date: agencyDate(0) } });
  expect(pass.status(), await pass.text()).toBe(200);

  await signIn(page, "admin");
  await page.goto(`/leases/view/${lease._id}`);
  await waitForLoaded(page);
  const ledger = page.getByRole("table");
  await expect(ledger.getByText(/^Late fee — rent of /).first()).toBeVisible();
  const before = await page
    .getByText(/^Owes \$/)
    .first()
    .textContent();

  const waives = page.getByRole("button", { name: /^Waive the late fee/ });
  const fees = await waives.count();
  expect(fees).toBeGreaterThan(0);
  const waive = waives.first();
  await tabTo(page, waive, 150);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Waive late fee" });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, "waive dialog");
  await tabTo(page, dialog.getByLabel(/Reason/), 10);
  await page.keyboard.type("First late payment in two years");
  await tabTo(page, dialog.getByRole("button", { name: "Waive late fee" }), 10);
  await page.keyboard.press("Enter");

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Late fee waived.")).toBeVisible();
  await expect(ledger.getByText("Reason: First late payment in two years").first()).toBeVisible();
  await expect(ledger.getByText("Waived", { exact: true }).first()).toBeVisible();
  await expect(waives).toHaveCount(fees - 1);
  await expect(page.getByText(/^Owes \$/).first()).not.toHaveText(before!);
});
