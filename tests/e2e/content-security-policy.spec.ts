import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin } from "../support/api";
import { signIn } from "../support/browser";
import { pictureBytes } from "../support/pictures";
import { createRecordSet, expectHydrated, gotoWithPolicy, watchCspViolations, type RecordSet } from "../support/security";

/**
 * The Content-Security-Policy of proxy.ts is one the app actually passes: the sign-in page, and a few clicks (dialogs,
 * menus, the avatar picker, the picture preview, the logout question) without a single violation. Every page of the
 * console is opened under it by the page walk of accessibility.spec.ts, which checks each one's policy and hydration
 * as it runs axe there.
 */

test.describe("Content-Security-Policy", () => {
  let records: RecordSet;

  test.beforeAll(async ({ request }) => {
    const tag = randomBytes(3).toString("hex");
    records = await createRecordSet(request, await apiLogin(request, "admin"), {
      client: `Csp Client ${tag}`,
      address: "1 Harbour Road, Castries",
      listing: `Csp Listing ${tag}`,
      listingNotes: "Sea view.",
      provider: `Csp Provider ${tag}`,
      order: `Csp Order ${tag}`,
      orderNotes: "Gate code 1234.",
      reminder: `Csp Reminder ${tag}`,
      reminderNotes: "Bring keys.",
      transaction: `Csp rent ${tag}`,
      userFirstName: "Cecily",
    });
  });

  test("the sign-in page passes it, and signing in through the form does too", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await gotoWithPolicy(page, "/login");
    await expectHydrated(page);
    // The stylesheet is inlined (next.config.mjs), allowed by its hash, and applied: the system font, no web font.
    await expect(page.locator("style[data-precedence]")).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^ui-sans-serif, system-ui/);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    await page.getByRole("button", { name: "SIGN IN", exact: true }).click(); // empty form: the browser-side checks run
    expect(await violations()).toEqual([]);
  });

  test("dialogs, menus, the avatar picker and a picture preview raise no violation", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await signIn(page, "admin");

    // A confirm dialog (Headless UI Dialog with its transitions), then cancel.
    await page.goto(`/clients/view/${records.clientId}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete Client?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();

    // A Headless UI Menu (anchored, positioned by floating-ui).
    await page.goto(`/service-orders/view/${records.orderId}`);
    await page.getByRole("button", { name: "Edit status" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");

    // The avatar picker: a file read into a data: URL shown as a preview, then cancelled.
    await page.goto("/dashboard");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Change your picture" }).first().click();
    await (await chooser).setFiles({ name: "face.png", mimeType: "image/png", buffer: await pictureBytes(120, 120) });
    await expect(page.getByText("Change user avatar with selected picture?")).toBeVisible();
    await page.getByRole("button", { name: /^(CANCEL|NO)$/ }).click();

    // The logout question, asked as /logout opens; CANCEL returns to the dashboard.
    await gotoWithPolicy(page, "/logout");
    await expect(page.getByText("End Current Session?")).toBeVisible();
    await page.getByRole("button", { name: /^(CANCEL|NO)$/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The narrow-screen drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Clients", exact: true })).toBeVisible();

    expect(await violations()).toEqual([]);
  });

  test("each page response carries its own nonce", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const policy = (await request.get("/login")).headers()["content-security-policy"] ?? "";
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has("")).toBe(false);
  });
});
