import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { pageContentSecurityPolicy } from "@/server/http/security-headers";
import { inlinedStylesheetHashes } from "@/server/http/stylesheet-hashes";
import { apiLogin } from "../support/api";
import { signIn } from "../support/browser";
import { pictureBytes } from "../support/pictures";
import { consolePages, createRecordSetWithLease, type RecordSetWithLease } from "../support/console-pages";
import { watchCspViolations } from "../support/security";

/**
 * The Content-Security-Policy of proxy.ts is one the app actually passes:
 * every page of the console, signed in as an admin, renders, hydrates and
 * takes a few clicks (dialogs, menus, the avatar picker, the picture preview)
 * without a single violation.
 */

/** Every page of the console, and the logout question and the offline page besides. */
const pagesOf = (records: RecordSetWithLease) => [...consolePages(records, "admin"), "/logout", "/offline?from=/dashboard"];

async function expectPolicyHeader(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, `${path} answered`).not.toBeNull();
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  // The policy is server/http/security-headers.ts's, around one fresh nonce (tests/unit/security-headers.test.ts pins
  // its directives) with the hash of the build's inlined stylesheet: the same for every page, none added or dropped on
  // the way out.
  const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
  expect(nonce, `${path}: a nonce of 16 or more base64 characters in ${policy}`).toBeDefined();
  const styleHashes = inlinedStylesheetHashes();
  expect(styleHashes.length, "the build's stylesheet hashed").toBeGreaterThan(0);
  expect(policy.split(";").map((directive) => directive.trim())).toEqual(pageContentSecurityPolicy(nonce!, styleHashes).split("; "));
  return response!;
}

/** The page hydrated: React attached its handlers (a nonce-less Next script would have been blocked). */
async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next === "object").catch(() => false))
    .toBe(true);
}

test.describe("Content-Security-Policy", () => {
  let records: RecordSetWithLease;

  test.beforeAll(async ({ request }) => {
    const tag = randomBytes(3).toString("hex");
    records = await createRecordSetWithLease(request, await apiLogin(request, "admin"), {
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
    await expectPolicyHeader(page, "/login");
    await expectHydrated(page);
    // The stylesheet is inlined (next.config.mjs), allowed by its hash, and applied: the system font, no web font.
    await expect(page.locator("style[data-precedence]")).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^ui-sans-serif, system-ui/);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    await page.getByRole("button", { name: "SIGN IN", exact: true }).click(); // empty form: the browser-side checks run
    expect(await violations()).toEqual([]);
  });

  test("every console page renders and hydrates without a violation", async ({ page }) => {
    // Some sixty pages in turn on a shared machine.
    test.setTimeout(300_000);
    const violations = await watchCspViolations(page);
    await signIn(page, "admin");
    for (const path of pagesOf(records)) {
      await expectPolicyHeader(page, path);
      await expectHydrated(page);
      // Let the lists' first fetch (SWR, after hydration) render as well.
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    }
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
