import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/browser";
import { SHORT_IDLE_TIMEOUT_MS } from "../support/e2e-servers";

// This project's server ends sessions after SHORT_IDLE_TIMEOUT_MS (12 s) without a request; the browser warns after
// a quarter of it (3 s) without a request. Typing in a form sends no request of its own: only the console's
// activity renewal (components/shell/session-keeper.tsx) keeps a typing person signed in.
const WARNING = "Are you still there?";

/** Counts, in the page, every time the idle warning (dialog or notice) appears, however briefly. */
async function countWarnings(page: Page): Promise<void> {
  await page.evaluate((title) => {
    const win = window as unknown as { idleWarningsSeen: number };
    win.idleWarningsSeen = 0;
    let shown = false;
    new MutationObserver(() => {
      const now = document.body.innerText.includes(title);
      if (now && !shown) win.idleWarningsSeen += 1;
      shown = now;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, WARNING);
}
const warningsSeen = (page: Page) => page.evaluate(() => (window as unknown as { idleWarningsSeen: number }).idleWarningsSeen);

async function stillSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/clients\/client-details$/);
  const answer = await page.request.get("/api/v1/auth/session");
  expect(answer.status()).toBe(200);
}

test("typing in a form for three idle periods keeps every key and the session, and is never warned", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await page.goto("/clients/client-details");
  const address = page.getByRole("textbox", { name: "Mailing address", exact: true });
  await expect(address).toBeVisible();
  await countWarnings(page);

  // Slowly, as a person types: a key every 0.7 s (under the 3 s the warning waits for), for longer than three idle
  // timeouts in all. No key is a request: the old console warned after 2 s and the dialog took the keys that followed.
  const text = "Calle Sol 12, Apartamento 3B, Viejo San Juan, PR 00901-1234";
  const started = Date.now();
  await address.click();
  await address.pressSequentially(text, { delay: 700 });
  expect(Date.now() - started).toBeGreaterThan(SHORT_IDLE_TIMEOUT_MS * 3);

  await expect(address).toHaveValue(text);
  await expect(address).toBeFocused();
  expect(await warningsSeen(page)).toBe(0);
  await stillSignedIn(page);
});

test("a warning that opens while a field has the focus leaves the focus and the keys to the field", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "admin");
  await page.goto("/clients/client-details");
  const address = page.getByRole("textbox", { name: "Mailing address", exact: true });
  await address.click();
  await address.pressSequentially("Calle Sol", { delay: 50 });

  // Quiet with the caret in the field: the warning comes as a notice, announced, and the field keeps the focus.
  const notice = page.getByRole("region", { name: WARNING });
  await expect(notice).toBeVisible({ timeout: SHORT_IDLE_TIMEOUT_MS });
  await expect(page.getByRole("alert").filter({ hasText: WARNING })).toHaveText(/You will be signed out in \d seconds?\./);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(address).toBeFocused();
  await expect(notice.getByRole("button", { name: "Stay signed in" })).toBeEnabled();

  // The next keys are the field's, and typing is activity: the server is told and the notice closes.
  const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/auth/session");
  await address.pressSequentially(" 12, Viejo San Juan", { delay: 50 });
  expect((await renewed).status()).toBe(200);
  await expect(notice).toBeHidden();
  await expect(address).toHaveValue("Calle Sol 12, Viejo San Juan");
  await expect(address).toBeFocused();
  await stillSignedIn(page);
});
