import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, apiLogin, createClientViaApi, tokenHeaders } from "../support/api";
import { runAxe } from "../support/axe";
import { signIn, waitForTransitions } from "../support/browser";
import { SHORT_IDLE_TIMEOUT_MS } from "../support/e2e-servers";
import { TEST_USERS, type TestUserKey } from "../support/test-users";

// This project's server ends sessions after SHORT_IDLE_TIMEOUT_MS (12 s) without a request; the browser warns after
// max(timeout − 60 s, timeout / 4) of it (3 s, lib/idle-warning.ts), and ends the session when the countdown does.
const WARNING = { name: "Are you still there?" } as const;
const COUNTDOWN = /^You will be signed out in 0:0[1-9]$/;
const ENDS_WITHIN = SHORT_IDLE_TIMEOUT_MS + 15_000;

const warning = (page: Page) => page.getByRole("alertdialog", WARNING);
const countdownOf = async (page: Page) => Number((await warning(page).getByTestId("idle-countdown").textContent())?.match(/0:0(\d)/)?.[1]);

async function stayFrom(page: Page): Promise<void> {
  const ping = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/session");
  await warning(page).getByRole("button", { name: "Stay signed in" }).click();
  expect((await ping).status()).toBe(200);
  await expect(warning(page)).toBeHidden();
}

/** The sign-in form (this journey is about what sign-in does next). */
async function signInWithForm(page: Page, who: TestUserKey): Promise<void> {
  await page.getByRole("textbox", { name: "Your e-mail" }).fill(TEST_USERS[who].email);
  await page.getByLabel("Password").fill(TEST_USERS[who].password);
  await page.getByRole("button", { name: "SIGN IN", exact: true }).click();
}

const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("agency:draft:")));

test("the warning counts down and Stay signed in keeps the session on the server", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  const started = Date.now();

  await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
  await expect(warning(page).getByTestId("idle-countdown")).toHaveText(COUNTDOWN);
  // Screen readers hear the time once (not each tick), from a line of its own.
  await expect(warning(page)).toHaveAccessibleDescription(/You will be signed out in \d seconds?\./);
  const first = await countdownOf(page);
  await expect.poll(() => countdownOf(page)).toBeLessThan(first);
  await stayFrom(page);

  // Each Stay signed in is a request that renews the server's idle clock: past the timeout in all, still signed in.
  while (Date.now() - started <= SHORT_IDLE_TIMEOUT_MS + 1_000) {
    await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
    await stayFrom(page);
  }
  await expect(page).toHaveURL(/\/clients$/);
  expect((await page.request.get("/api/v1/clients")).status()).toBe(200);
});

test("the warning closes in every tab when one tab is active", async ({ page, context }) => {
  await signIn(page, "admin");
  await page.goto("/clients");
  const other = await context.newPage();
  await other.goto("/dashboard");
  await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
  await expect(warning(other)).toBeVisible();
  await stayFrom(other);
  await expect(warning(page)).toBeHidden();
});

test("the warning comes ahead of a question left open, which is back after Stay signed in", async ({ page, request }) => {
  // The question is one click away (a delete's confirmation): the warning comes after 3 s of quiet, and filling a
  // whole form to reach a save's confirmation outlasted that on a busy machine.
  const client = await createClientViaApi(request, await apiLogin(request, "admin"));
  await signIn(page, "admin");
  await page.goto(`/clients/view/${client._id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  const question = page.getByRole("alertdialog", { name: "Confirm" });
  await expect(question.getByRole("button", { name: "CANCEL" })).toBeFocused();

  await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
  await stayFrom(page);
  await expect(question).toBeVisible();
  // Back where it was: a destructive question starts on CANCEL.
  await expect(question.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await question.getByRole("button", { name: "YES" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  expect(
    (await request.get(`${API}/clients/details/${client._id}`, { headers: tokenHeaders(await apiLogin(request, "admin")) })).status(),
  ).toBe(404);
});

test("the warning dialog is axe clean and keyboard-usable, at 1440 and 390 px", async ({ page }) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    // A session of its own per width: the axe pass below may outlast the countdown on a busy machine.
    await signIn(page, "admin");
    await page.setViewportSize({ width, height });
    await page.goto("/clients");
    await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
    // Focus starts on the one button; Enter answers it, at once.
    await expect(warning(page).getByRole("button", { name: "Stay signed in" })).toBeFocused();
    const ping = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/session");
    await page.keyboard.press("Enter");
    expect((await ping).status()).toBe(200);
    await expect(warning(page)).toBeHidden();
    // The warning comes back on the next quiet stretch: what it looks like, and what axe finds in it.
    await expect(warning(page)).toBeVisible({ timeout: ENDS_WITHIN });
    await waitForTransitions(page);
    await page.screenshot({ path: test.info().outputPath(`idle-warning-${width}.png`) });
    const violations = await runAxe(page, { include: '[role="alertdialog"]' });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  }
});

test.describe("when the session ends", () => {
  async function typeThenExpire(page: Page) {
    const name = `Draft ${randomBytes(4).toString("hex")}`;
    await signIn(page, "admin");
    await page.goto("/clients/client-details");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "Mailing address", exact: true }).fill("12 Bay Street\nCastries");
    await expect(page).toHaveURL(/\/login\?expired=1&next=%2Fclients%2Fclient-details$/, { timeout: ENDS_WITHIN });
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    expect(await drafts(page)).toHaveLength(1);
    return name;
  }

  test("signing in again returns to the same page with what was typed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = await typeThenExpire(page);
    await signInWithForm(page, "admin");
    await expect(page).toHaveURL(/\/clients\/client-details$/);
    await expect(page.getByText("Restored what you were typing")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(page.getByRole("textbox", { name: "Mailing address", exact: true })).toHaveValue("12 Bay Street\nCastries");
    await page.screenshot({ path: test.info().outputPath("restored-390.png") });
    // Taken back once: nothing is left on the device.
    expect(await drafts(page)).toEqual([]);
  });

  test("another user signing in on the device gets the page, not the draft; signing out deletes it", async ({ page }) => {
    await typeThenExpire(page);
    await signInWithForm(page, "specialist");
    await expect(page).toHaveURL(/\/clients\/client-details$/);
    const nameField = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(nameField).toBeVisible();
    // The form is live (it validates on blur) before the check: a restore would have happened by now.
    await nameField.focus();
    await nameField.blur();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveValue("");
    await expect(page.getByText("Restored what you were typing")).toHaveCount(0);
    // The admin's draft is still kept for the admin (under the admin's id only).
    const specialist = (await (await page.request.get("/api/v1/auth/session")).json()) as { userInfo: { _id: string } };
    const kept = await drafts(page);
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toContain(specialist.userInfo._id);

    await page.goto("/logout");
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await drafts(page)).toEqual([]);
  });
});
