import { expect, test, type Locator } from "@playwright/test";
import { apiLogin } from "../support/api";
import { signIn } from "../support/browser";
import { createOrderViaApi, orderRefs } from "../support/orders";

/**
 * Issue 20, item 10: toasts cover nothing a person needs next — not the title
 * bar's buttons on the desktop, not the pinned form actions on phones.
 */

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test("after a save the toast sits in the bottom corner, clear of the title bar's buttons", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiLogin(request, "admin");
  const order = await createOrderViaApi(request, token, await orderRefs(request, token));
  await signIn(page, "admin");
  await page.goto(`/service-orders/view/${order._id}`);

  await page.getByRole("button", { name: "Edit status" }).click();
  // Completed: approving would go on to offer the work order by e-mail (a dialog over the page).
  await page.getByRole("menuitem", { name: "Completed" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "YES" }).click();

  const toast = page.getByRole("region", { name: "Notifications" }).getByText("Service order status updated.");
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  for (const name of ["Delete", "Edit", "Edit status"]) {
    const button = await boxOf(
      page
        .getByRole("button", { name, exact: true })
        .or(page.getByRole("link", { name, exact: true }))
        .first(),
    );
    expect(overlaps(toastBox, button), `the toast leaves ${name} uncovered`).toBe(false);
  }
  expect(toastBox.y, "bottom half of the screen").toBeGreaterThan(450);
});

test("on a phone form the toast region sits above the pinned CANCEL and submit bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin");
  await page.goto("/clients/client-details");
  const bar = page.locator("[data-sticky-actions]");
  const barBox = await boxOf(bar);
  const regionBottom = await page
    .getByRole("region", { name: "Notifications", includeHidden: true })
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(regionBottom, "the region's lower edge is above the bar").toBeLessThanOrEqual(barBox.y);
});

test("on a phone the Finder's pinned CANCEL and SEARCH stay clear of toasts (a saved filter's)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin");
  await page.goto("/listings");
  await page.getByRole("button", { name: /^Finder/ }).click();
  const finder = page.getByRole("dialog", { name: "Find listings" });
  const search = finder.getByRole("button", { name: "SEARCH" });
  await expect(search).toBeInViewport();
  const footerTop = (await boxOf(finder.locator("[data-sticky-actions]"))).y;
  const regionBottom = await page
    .getByRole("region", { name: "Notifications", includeHidden: true })
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(regionBottom, "the region's lower edge is above the Finder's footer").toBeLessThanOrEqual(footerTop);
});
