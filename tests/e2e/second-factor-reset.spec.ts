import { expect, test, type Page } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, signIn, tabTo, waitForLoaded } from "@/tests/support/browser";
import { ownAddress, setUpTotpViaApi, submitPassword } from "@/tests/support/second-factor";
import { createUserViaApi, loginAs } from "@/tests/support/users";

/**
 * The user page's Sign-in security card (PRODUCT.md#sign-in-security): what second step a user has, and an
 * admin's "Reset second factor" for a lost phone — confirmed by keyboard, ending the user's sessions.
 */
const userCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Sign-in security" }) });

test("an admin resets another user's second factor, which signs them out", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { user, password } = await createUserViaApi(request, await apiLogin(request));
  const userToken = await loginAs(request, user.email, password);
  await setUpTotpViaApi(request, userToken);

  await signIn(page, "admin");
  await page.goto(`/users/view/${user._id}`);
  const card = userCard(page);
  const facts = card.getByTestId("user-second-factor");
  await expect(facts).toContainText("Authenticator app");
  await expect(facts.getByText("On", { exact: true })).toBeVisible();
  await expect(facts.getByText("10 left")).toBeVisible();
  await waitForLoaded(page);
  await axeAtBothWidths(page, "user page's sign-in security");
  await shootAtBothWidths(page, "user-sign-in-security");

  const reset = card.getByRole("button", { name: "Reset second factor" });
  await tabTo(page, reset, 80);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Reset second factor" });
  await expect(confirm).toContainText("they are signed out everywhere");
  await expect(confirm.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Second factor reset. The user has been signed out." })).toBeVisible();
  await expect(facts.getByText("Not set up")).toBeVisible();
  await expect(reset).toBeDisabled();
  await expect(page.locator("#user-sign-in-security")).toBeFocused();

  expect((await request.get(`${API}/auth/session`, { headers: tokenHeaders(userToken) })).status()).toBe(401);
  // The password alone signs them in again.
  await page.context().clearCookies();
  await ownAddress(page);
  await submitPassword(page, user.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
