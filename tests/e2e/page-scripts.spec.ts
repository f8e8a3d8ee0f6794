import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForLoaded } from "../support/browser";

/**
 * What a page loads before anyone touches it (docs/PERFORMANCE.md, issue 33): the list pages read their address
 * and draw their criteria chips without zod (lib/schemas/criteria-rules.ts), and the sign-in page checks its two
 * fields without it (lib/schemas/sign-in-rules.ts) — 31 KB gzip a page. zod comes with the forms, the Finder and
 * the palette, each loaded when first opened. A module that imports a zod schema into what these pages load at
 * once (as the criteria chips did through lib/schemas/search.ts) fails here, not only in `npm run bench:pages`.
 */

/** zod's own error class name: in every bundle that carries zod, minified or not. */
const ZOD_MARK = "ZodError";

async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => entry.name),
  );
}

async function expectNoZod(page: Page, path: string) {
  const scripts = await scriptsLoaded(page);
  expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes(ZOD_MARK), `${path} loads zod at once, in ${new URL(url).pathname}`).toBe(false);
  }
}

test("the sign-in page and the list pages load no zod until a form, the Finder or the palette opens", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: /sign in/i })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoZod(page, "/login");

  await signIn(page, "admin");
  for (const path of ["/clients", "/listings", "/listings?view=table", "/service-orders", "/reminders", "/accounts"]) {
    await page.goto(path);
    await waitForLoaded(page);
    await page.waitForLoadState("networkidle");
    await expectNoZod(page, path);
  }
});
