import { expect, test, type Page } from "@playwright/test";
import { apiLogin, fakeAddress, postLogin } from "../support/api";
import { signIn } from "../support/browser";
import { E2E_MAX_FAILURES_PER_ACCOUNT, E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP } from "../support/e2e-servers";
import { createUserViaApi } from "../support/users";

/**
 * The 'Sign-in' card of a user's page: an admin sees that an address is
 * locked out of the account after too many failures, clears the lock-out
 * (confirmed, then a toast), and the user signs in from that address again.
 */
const signInCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Sign-in", exact: true }) });

test.describe("a user's sign-in lock-out", () => {
  test("an admin sees the lock-out on the user's page and clears it", async ({ page, request }) => {
    const admin = await apiLogin(request);
    const { user, password } = await createUserViaApi(request, admin);
    const attacker = fakeAddress();
    for (let attempt = 0; attempt < E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP; attempt++) {
      expect((await postLogin(request, { email: user.email, password: `wrong-${attempt}` }, attacker)).status()).toBe(401);
    }
    expect((await postLogin(request, { email: user.email, password }, attacker)).status()).toBe(429);

    await signIn(page, "admin");
    await page.goto(`/users/view/${user._id}`);
    const card = signInCard(page);
    await expect(card.getByText("Locked for 1 address")).toBeVisible();
    await expect(card.getByText(`${E2E_MAX_FAILURES_PER_ACCOUNT_AND_IP} of ${E2E_MAX_FAILURES_PER_ACCOUNT} allowed`)).toBeVisible();
    await expect(card.getByText(attacker)).toBeVisible();
    await expect(card.getByText(/locked until \d{1,2}:\d{2} [AP]M/)).toBeVisible();

    // CANCEL keeps it.
    await card.getByRole("button", { name: "Clear lock-out" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Clear this user's sign-in lock-out?", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "CANCEL" }).click();
    await expect(card.getByText("Locked for 1 address")).toBeVisible();

    await card.getByRole("button", { name: "Clear lock-out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "YES" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sign-in lock-out cleared." })).toBeVisible();
    await expect(card.getByText("No recent failed sign-ins. Sign-in is not delayed.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Clear lock-out" })).toBeDisabled();

    expect((await postLogin(request, { email: user.email, password }, attacker)).status()).toBe(200);
  });

  test("a user without failures: the card says so and offers nothing to clear", async ({ page, request }) => {
    const { user } = await createUserViaApi(request, await apiLogin(request));
    await signIn(page, "admin");
    await page.goto(`/users/view/${user._id}`);
    const card = signInCard(page);
    await expect(card.getByText("No recent failed sign-ins. Sign-in is not delayed.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Clear lock-out" })).toBeDisabled();
  });
});
