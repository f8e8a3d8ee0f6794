import { expect, test, type Page } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, signIn, tabTo, waitForLoaded } from "@/tests/support/browser";
import { ownAddress, setPolicyViaApi, setUpTotpViaApi, submitPassword, totpCode } from "@/tests/support/second-factor";
import { createUserViaApi, loginAs, signInAs } from "@/tests/support/users";

/**
 * The agency's policy and the admins' reset (PRODUCT.md#sign-in-security): "Required for everyone" saved
 * on the settings page by keyboard sends a person without a second step to /security-setup, where nothing
 * else opens until they set one up; an admin resets another user's second factor, which ends their
 * sessions. The policy is the agency's: the test sets it as an admin who has a second factor (whom the
 * policy does not lock out) and puts "Optional" back whatever happens.
 */
test.describe.configure({ mode: "serial" });

const userCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Sign-in security" }) });

test("'Required for everyone' sends a person without a second step to /security-setup until they set one up", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await ownAddress(page);
  const fixtureAdmin = await apiLogin(request);
  // An admin with a second factor: their browser session and API token are opened first, then the app is added.
  const { user: admin, password: adminPassword } = await createUserViaApi(request, fixtureAdmin, { role: "admin" });
  await signInAs(page, admin.email, adminPassword);
  const adminToken = await loginAs(request, admin.email, adminPassword);
  await setUpTotpViaApi(request, adminToken);
  const { user, password } = await createUserViaApi(request, fixtureAdmin);

  try {
    await page.goto("/dashboard");
    await tabTo(page, page.getByRole("navigation").getByRole("link", { name: "Sign-in security" }).first(), 80);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Sign-in security" })).toBeVisible();
    await waitForLoaded(page);
    const policy = page.getByRole("radiogroup", { name: "Required" });
    await expect(policy.getByRole("radio", { name: "Optional" })).toBeChecked();
    await tabTo(page, policy.getByRole("radio", { checked: true }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(policy.getByRole("radio", { name: "Required for everyone" })).toBeChecked();
    await axeAtBothWidths(page, "sign-in security settings");
    await shootAtBothWidths(page, "security-settings");
    await tabTo(page, page.getByRole("button", { name: "SAVE" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Would you like to save the sign-in security settings?")).toBeVisible();
    await expect(page.getByRole("button", { name: "YES" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Sign-in security settings saved.")).toBeVisible();

    // A person without a second step: the password opens a session that reaches only the set-up.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const person = await context.newPage();
    await ownAddress(person);
    await submitPassword(person, user.email, password);
    await expect(person).toHaveURL(/\/security-setup$/);
    await expect(person.getByRole("heading", { level: 1, name: "ONE MORE STEP" })).toBeVisible();
    await person.goto("/clients");
    await expect(person).toHaveURL(/\/security-setup$/);
    const refused = await person.request.get(`${API}/clients`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("second_factor_setup_required");
    await waitForLoaded(person);
    await expect(person.getByText("The agency requires one for you.")).toBeVisible();
    await expect(person.getByRole("button", { name: "Continue to the dashboard" })).toHaveCount(0);
    await axeAtBothWidths(person, "/security-setup");
    await shootAtBothWidths(person, "security-setup");

    // Set up there, by keyboard; then the console opens.
    await tabTo(person, person.getByRole("button", { name: "Set up" }), 60);
    await person.keyboard.press("Enter");
    const setup = person.getByRole("dialog", { name: "Set up an authenticator app" });
    const secret = (await setup.getByTestId("totp-secret").innerText()).trim();
    await expect(setup.getByRole("textbox", { name: "Code from the app" })).toBeFocused();
    await person.keyboard.type(await totpCode(secret));
    await person.keyboard.press("Enter");
    await person.getByRole("dialog", { name: "Save your backup codes" }).getByRole("button", { name: "Done" }).click();
    const onward = person.getByRole("button", { name: "Continue to the dashboard" });
    await tabTo(person, onward);
    await person.keyboard.press("Enter");
    await expect(person).toHaveURL(/\/dashboard$/);
    expect((await person.request.get(`${API}/clients`)).status()).toBe(200);
    await context.close();
  } finally {
    await setPolicyViaApi(request, adminToken, "none");
  }
});

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
