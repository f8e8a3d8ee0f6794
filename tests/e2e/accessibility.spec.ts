import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, apiLogin, fakeAddress, tokenHeaders } from "../support/api";
import { createUserViaApi } from "../support/users";
import { RESET_LINK_INVALID } from "@/lib/schemas/password-reset";
import { axeViolations } from "../support/axe";
import { signIn, waitForLoaded, waitForTransitions } from "../support/browser";
import { consolePages, createRecordSetWithLease, type RecordSetWithLease } from "../support/console-pages";
import { expectHydrated, gotoWithPolicy, recordTexts, statementPeriod, watchCspViolations } from "../support/security";

/**
 * Issue 20: axe-core finds no WCAG 2.2 A/AA violation on any page of the console (consolePages(): each list, view and
 * form new and edit, the dashboard, the statement, the calendar, the rent roll, the reports and settings, the Outbox,
 * the profile, both not-found answers), sign-in, forgot and reset password, the unsubscribe page and the offline page —
 * at the desk width and the phone width — nor with a dialog open (a delete confirmation, a reason to write, 'Hold On
 * ...', an Outbox message), on a list as a table, the Finder or the command palette. The same walk keeps the
 * Content-Security-Policy (content-security-policy.spec.ts): each page's header as it opens, hydration, no violation.
 * Each width's pages are checked in four groups, the dialogs and finding tools in a test of their own.
 */

const WIDTHS = [
  { name: "desk", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
/** Every page of the console (consolePages), and the offline page opened from the dashboard. */
const pagesOf = (records: RecordSetWithLease) => [...consolePages(records, "admin"), "/offline?from=/dashboard"];

/**
 * The Outbox's preview frame is left out: it is the e-mail as a mail client shows it (sandboxed, no scripts, so axe
 * cannot run in it and its analysis never finishes), not the console's own markup.
 */
const violationsOn = (page: Page, where: string) => axeViolations(page, where, { exclude: '[data-testid="outbox-preview"]' });

/** Waits for the one dialog and its opening transition, so colours are final when axe reads them. */
async function openDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole("alertdialog", { name });
  await expect(dialog).toBeVisible();
  await waitForTransitions(page);
  return dialog;
}

let records: RecordSetWithLease;

test.beforeAll(async ({ request }) => {
  const tag = randomBytes(3).toString("hex");
  const text = (label: string) => `Axe ${label} ${tag}`;
  records = await createRecordSetWithLease(request, await apiLogin(request, "admin"), recordTexts(text, `Axe${tag}`));
  // A message in the Outbox to open.
  const queued = await request.post("/api/v1/users/me/digest", { headers: { "x-access-token": await apiLogin(request, "admin") } });
  expect(queued.status()).toBe(202);
});

/** A fresh reset link's token for a new user, read from the Outbox as an administrator would find it. */
async function resetToken(request: APIRequestContext): Promise<string> {
  const admin = await apiLogin(request, "admin");
  const { user } = await createUserViaApi(request, admin);
  const asked = await request.post(`${API}/auth/password/forgot`, {
    data: { email: user.email },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  let token = "";
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get(`${API}/outbox?kind=password-reset&limit=100`, { headers: tokenHeaders(admin) })
        ).json()) as { _id: string; to: { address: string } }[];
        const id = rows.find((row) => row.to.address === user.email)?._id;
        if (!id) return "";
        const { text } = (await (await request.get(`${API}/outbox/${id}`, { headers: tokenHeaders(admin) })).json()) as { text: string };
        token = /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
        return token;
      },
      { timeout: 30_000, message: "the reset link's message reaches the Outbox" },
    )
    .not.toBe("");
  return token;
}

/** The pages are checked in groups, each its own test: one test for all of them outgrew its timeout on a busy machine. */
const PAGE_GROUPS = 4;

for (const size of WIDTHS) {
  for (let group = 0; group < PAGE_GROUPS; group++) {
    test(`pages, group ${group + 1} of ${PAGE_GROUPS}, at ${size.width} px: no WCAG 2.2 AA violation, the Content-Security-Policy kept`, async ({
      page,
      browser,
      request,
    }) => {
      // About fifteen pages in turn; a busy machine takes a few seconds per page.
      test.setTimeout(240_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const found: string[] = [];

      if (group === 0) {
        // Signed out: the sign-in page.
        const signedOut = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          baseURL: test.info().project.use.baseURL,
        });
        const loginPage = await signedOut.newPage();
        await loginPage.goto("/login");
        await expect(loginPage.getByRole("button", { name: "SIGN IN", exact: true })).toBeVisible();
        found.push(...(await violationsOn(loginPage, "/login")));
        await loginPage.goto("/unsubscribe/not-a-valid-link");
        await expect(loginPage.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
        found.push(...(await violationsOn(loginPage, "/unsubscribe")));
        await loginPage.goto("/forgot-password");
        await loginPage.getByRole("button", { name: "SEND THE LINK" }).click();
        await expect(loginPage.getByText("E-mail is required.")).toBeVisible();
        found.push(...(await violationsOn(loginPage, "/forgot-password")));
        // A link that is not valid says so as the page opens; a real one (read from the Outbox) shows the form.
        await loginPage.goto("/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        await expect(loginPage.getByRole("alert").filter({ hasText: RESET_LINK_INVALID })).toBeVisible();
        found.push(...(await violationsOn(loginPage, "/reset-password (a link not valid)")));
        const token = await resetToken(request);
        await loginPage.goto("/login"); // a new document: a change of fragment alone would not load the page again
        await loginPage.goto(`/reset-password#token=${token}`);
        await expect(loginPage.getByRole("textbox", { name: "New password" })).toBeVisible();
        found.push(...(await violationsOn(loginPage, "/reset-password")));
        await signedOut.close();
      }

      // Every page opens under the policy (its header checked as it opens), hydrates, and reports no violation.
      const cspViolations = await watchCspViolations(page);
      await signIn(page, "admin");
      for (const path of pagesOf(records).filter((_, index) => index % PAGE_GROUPS === group)) {
        await gotoWithPolicy(page, path);
        await expectHydrated(page);
        await waitForLoaded(page);
        await expect(page.locator("h1").first()).toBeVisible();
        found.push(...(await violationsOn(page, path)));
      }
      expect(found, "axe violations").toEqual([]);
      expect(await cspViolations(), "Content-Security-Policy violations").toEqual([]);
    });
  }

  test(`dialogs, a list as a table, the Finder and the palette have no WCAG 2.2 AA violation at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const found: string[] = [];
    await signIn(page, "admin");

    // With a dialog open: the delete confirmation, the reversal's reason, then 'Hold On ...' over an empty form.
    await page.goto(`/clients/view/${records.clientId}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await openDialog(page, "Confirm");
    found.push(...(await violationsOn(page, "delete confirmation")));
    await page.keyboard.press("Escape");

    // A question with a reason to write: reversing a ledger entry, with the reason's error shown.
    await page.goto(`/accounts/view/${records.clientId}`);
    await page
      .getByRole("button", { name: `Reverse transaction ${records.texts.transaction}` })
      .first()
      .click();
    const reverse = await openDialog(page, "Reverse transaction");
    await reverse.getByRole("button", { name: "YES" }).click();
    await expect(reverse.getByText("Reason is required.")).toBeVisible();
    found.push(...(await violationsOn(page, "reverse with a reason")));
    await page.keyboard.press("Escape");

    await page.goto("/clients/client-details");
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await openDialog(page, "Hold On ...");
    found.push(...(await violationsOn(page, "'Hold On ...'")));

    // The finding tools: a list as a table, the Finder over it, the palette with results.
    await page.goto("/listings");
    await page.getByRole("button", { name: "Table", exact: true }).click();
    await waitForLoaded(page);
    found.push(...(await violationsOn(page, "listings table")));
    await page.getByRole("button", { name: /^Finder/ }).click();
    await expect(page.getByRole("dialog", { name: "Find listings" })).toBeVisible();
    await waitForTransitions(page);
    found.push(...(await violationsOn(page, "the Finder")));
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Tiles", exact: true }).click();
    await page.keyboard.press("ControlOrMeta+k");
    const palette = page.getByRole("dialog", { name: "Quick find" });
    await palette.getByRole("combobox", { name: "Find a record" }).fill("Axe");
    await expect(palette.getByRole("option").first()).toBeVisible();
    found.push(...(await violationsOn(page, "the command palette")));
    await page.keyboard.press("Escape");

    // A message of the Outbox, open in the window dialog.
    await page.goto("/outbox");
    await page.getByRole("region", { name: "Messages" }).getByRole("link").first().click();
    const message = page.getByRole("dialog");
    await expect(message.frameLocator("iframe").getByText("Blue Horizon Realty").first()).toBeVisible();
    // The preview's document has loaded (axe reads into the frame) and the page behind has nothing left to load.
    const preview = await message.locator("iframe").elementHandle();
    await (await preview!.contentFrame())!.waitForLoadState("load");
    await waitForLoaded(page);
    found.push(...(await violationsOn(page, "an Outbox message")));
    await page.keyboard.press("Escape");

    expect(found, "axe violations").toEqual([]);
  });
}

test("at 320 px nothing scrolls sideways, titles wrap whole and the statement's dates keep their year", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, "admin");
  const { from, to } = statementPeriod();
  for (const path of [
    `/clients/view/${records.clientId}`,
    `/listings/view/${records.listingId}`,
    `/accounts/${records.clientId}/statement?from=${from}&to=${to}`,
  ]) {
    await page.goto(path);
    const title = page.locator("main h1").first();
    await expect(title).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: no sideways scroll`).toBeLessThanOrEqual(320);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), `${path}: the title is whole`).toBe(true);
  }
  for (const label of ["From", "To"]) {
    const field = page.getByLabel(label, { exact: true });
    const box = (await field.boundingBox())!;
    // A date input shows mm/dd/yyyy and its picker button in about 150 px; narrower, the year is cut.
    expect(box.width, `${label} is wide enough for the whole date`).toBeGreaterThanOrEqual(150);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});
