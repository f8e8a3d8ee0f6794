import { expect, test, type Page } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { shootAtBothWidths, signIn } from "../support/browser";
import { createUserViaApi, loginAs } from "../support/users";

/**
 * The 'Calendar feed' card of a user's page (issue 27 §5): an admin sees that
 * the user has a feed URL and revokes it (confirmed, then a toast); the URL
 * answers 404 from then on, and the user's History says who revoked it.
 */
const feedCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Calendar feed", exact: true }) });

test("an admin revokes a user's calendar feed from the user's page", async ({ page, request }) => {
  const admin = await apiLogin(request);
  const { user, password } = await createUserViaApi(request, admin);
  const made = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(await loginAs(request, user.email, password)) });
  const feed = new URL(((await made.json()) as { url: string }).url).pathname;

  await signIn(page, "admin");
  await page.goto(`/users/view/${user._id}`);
  const card = feedCard(page);
  await expect(card.getByText(/A private calendar feed URL is active \(made \w{3} \d{1,2}, \d{4}\)/)).toBeVisible();

  await card.getByRole("button", { name: "Revoke feed" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke feed" });
  await expect(dialog.getByText("Revoke this user's calendar feed?", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: "Revoke feed" })).toBeFocused();
  expect((await request.get(feed)).status()).toBe(200);

  await shootAtBothWidths(page, "user-feed", () => card.scrollIntoViewIfNeeded());

  await card.getByRole("button", { name: "Revoke feed" }).click();
  await page.getByRole("alertdialog", { name: "Revoke feed" }).getByRole("button", { name: "YES" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar feed revoked." })).toBeVisible();
  await expect(card.getByText("No calendar feed URL.", { exact: false })).toBeVisible();
  await expect(card.getByRole("button", { name: "Revoke feed" })).toBeDisabled();
  expect((await request.get(feed)).status()).toBe(404);

  await page.getByRole("button", { name: "Show history" }).click();
  await expect(page.getByText("revoked by an administrator")).toBeVisible();
});
