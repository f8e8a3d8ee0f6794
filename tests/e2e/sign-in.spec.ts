import { expect, test } from "@playwright/test";
import { TEST_USERS } from "../support/test-users";

test.describe("sign-in screen", () => {
  test("shows the spec's texts and asks for both fields", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "WELCOME" })).toBeVisible();
    await expect(page.getByLabel("Your e-mail")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();

    await page.getByRole("button", { name: "SIGN IN", exact: true }).click();
    await expect(page.getByText("E-mail is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("'Forgot your password?' opens the page that sends a link (tests/e2e/password-reset.spec.ts)", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("textbox", { name: "Your e-mail" })).toBeFocused();
  });

  test("a wrong password shows the server's message in a 'Problem' box that Ok dismisses", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Your e-mail").fill(`nobody.${Date.now()}@agency.test`);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "SIGN IN", exact: true }).click();

    const problem = page.getByRole("alertdialog", { name: "Problem" });
    await expect(problem).toContainText("Invalid e-mail or password.");
    await problem.getByRole("button", { name: "Ok" }).click();
    await expect(problem).toBeHidden();
    await expect(page.getByRole("button", { name: "SIGN IN", exact: true })).toBeVisible();
  });

  test("an unreachable server shows the 'Offline' message", async ({ page }) => {
    await page.goto("/login");
    await page.route("**/api/auth/**", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Your e-mail").fill(TEST_USERS.admin.email);
    await page.getByLabel("Password").fill(TEST_USERS.admin.password);
    await page.getByRole("button", { name: "SIGN IN", exact: true }).click();
    const offline = page.getByRole("alertdialog", { name: "Offline" });
    await expect(offline).toContainText("The Server is unavailable or offline. Contact system administrator");
  });

  test("signing in leads to the dashboard with the three counts", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Your e-mail").fill(TEST_USERS.admin.email);
    await page.getByLabel("Password").fill(TEST_USERS.admin.password);
    await page.getByRole("button", { name: "SIGN IN", exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    for (const label of ["Clients", "Listings", "Service Orders"]) {
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(label) })).toBeVisible();
    }
    await page
      .getByRole("main")
      .getByRole("link", { name: /Clients/ })
      .click();
    await expect(page).toHaveURL(/\/clients$/);
  });

  test("a submit before the page has hydrated never puts the credentials into the address", async ({ browser, baseURL }) => {
    // No script at all: what a submit does while the page's JavaScript is still on its way.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Your e-mail").fill("admin@agency.test");
    await page.getByLabel("Password").fill("not-in-the-address");
    const navigation = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByLabel("Password").press("Enter");
    const request = await navigation;
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain("not-in-the-address");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("heading", { name: "WELCOME" })).toBeVisible();
    await context.close();
  });

  test("pages without a session go to sign-in", async ({ page }) => {
    await page.goto("/clients");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "WELCOME" })).toBeVisible();
  });
});
