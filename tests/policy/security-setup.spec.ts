import { expect, test } from "@playwright/test";
import { API, apiLogin } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, tabTo, waitForLoaded } from "@/tests/support/browser";
import { ownAddress, setPolicyViaApi, setUpTotpViaApi, submitPassword, totpCode } from "@/tests/support/second-factor";
import { createUserViaApi, loginAs, signInAs } from "@/tests/support/users";

/**
 * The agency's policy in the browser (PRODUCT.md#sign-in-security): "Required for everyone" saved on the
 * settings page by keyboard sends a person without a second step to /security-setup, where nothing else
 * opens until they set one up. The policy is the whole agency's: this project runs alone, after the others
 * (playwright.config.ts "policy"); the test sets it as an admin who has a second factor (whom the policy does
 * not lock out) and puts "Optional" back whatever happens.
 */
test.describe.configure({ mode: "serial" });

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
    const policy = page.getByRole("radiogroup", { name: "Who must use one" });
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
