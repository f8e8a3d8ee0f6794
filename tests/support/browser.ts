import { expect, test, type Locator, type Page } from "@playwright/test";
import { fakeAddress } from "./api";
import { TEST_USERS, type TestUserKey } from "./test-users";

/**
 * Signs a browser page in through next-auth's endpoints (the cookies land in
 * the page's context), skipping the form — only the sign-in tests use the form.
 */
export async function signIn(page: Page, who: TestUserKey = "admin"): Promise<void> {
  const { email, password } = TEST_USERS[who];
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.ok(), `sign-in as ${who}`).toBeTruthy();
}

export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  expect(cookie, "XSRF-TOKEN cookie").toBeDefined();
  return cookie!.value;
}

/**
 * Waits until the page's own loads (lists, tabs) have replaced their skeletons
 * and nothing is marked busy, and fails naming the page if they never do. Not
 * networkidle, which pages that poll never reach.
 */
export async function waitForLoaded(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator(".animate-pulse, [aria-busy='true']"), `${new URL(page.url()).pathname} finished loading`).toHaveCount(0, {
    timeout,
  });
}

/** Waits until no transition or finite animation runs (a dialog opening), so colours and places are final. */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The letter headings of a grouped list ('A'…'Z', '#'). Journeys check that
 * the first page is grouped without assuming which letters it reaches: the
 * suites share one database, so other tests' records fill the first page.
 */
export function letterHeadings(page: Page) {
  return page.getByRole("heading", { name: /^(\p{Lu}|#)$/u });
}

/**
 * Closes the 'Hold On ...' alert of a form that refused to submit, and waits
 * until the alert has gone and focus is on the first invalid field. Focus
 * comes back in steps (Headless UI's to the button that opened the alert,
 * then ours to the first invalid field a frame later), and a fill whose field
 * loses focus between being focused and being typed into loses its text.
 */
export async function closeHoldOn(page: Page): Promise<void> {
  const alert = page.getByRole("alertdialog", { name: "Hold On ..." });
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");
}

/** Presses Tab until `target` has focus; fails if it never does (it is not reachable by Tab). */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused();
}

/**
 * A screenshot of the whole page, for a person to look at. Once in a few thousand captures Chromium's full-page
 * capture never returns (seen with a dialog open at 1440 px: every step done, the call waiting until the test's
 * timeout, ten minutes of CI); after 30 s the visible part is taken instead, and the test says so in its annotations.
 */
async function shootWholePage(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, fullPage: true, timeout: 30_000 });
  } catch (error) {
    if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
    test
      .info()
      .annotations.push({ type: "screenshot", description: `${path}: the full-page capture timed out; the visible part was taken` });
    await page.screenshot({ path, timeout: 30_000 });
  }
}

/**
 * Screenshots the page at 1440 and 390 px into the test's output (for the
 * review DESIGN.md asks of every screen), checking that neither width scrolls
 * sideways; `prepare` runs at each width first. Ends at 1440 px.
 */
export async function shootAtBothWidths(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await prepare?.();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shootWholePage(page, test.info().outputPath(`${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
