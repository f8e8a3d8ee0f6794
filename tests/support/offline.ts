import { expect, type Page } from "@playwright/test";

/**
 * Helpers for the offline journeys (tests/e2e/offline*.spec.ts, tests/e2e-idle):
 * the worker taking over the page, and what it keeps in Cache Storage. The
 * journeys run with `serviceWorkers: "allow"` (playwright.config.ts blocks
 * workers for every other journey).
 */

/** PRODUCT.md#limits: the worker registers once the app is stable, 30 s at the latest. */
export const WORKER_REGISTERS_WITHIN_MS = 40_000;

export async function waitForOfflineWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: WORKER_REGISTERS_WITHIN_MS });
}

/** Names of the caches that hold a session's data (pages, API answers, pictures). */
export async function sessionCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => /^agency-(pages|api|files)-/.test(name)));
}

/** The pages (path and query) the worker keeps for offline use, in every session cache. */
export async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("agency-pages-")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        kept.push(`${url.pathname}${url.search}`);
      }
    }
    return kept;
  });
}

/** How many API answers the worker keeps. */
export async function keptApiAnswers(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      if (name.startsWith("agency-api-")) count += (await (await caches.open(name)).keys()).length;
    }
    return count;
  });
}

export async function waitUntilKept(page: Page, path: string): Promise<void> {
  await expect.poll(() => keptPages(page), { message: `${path} kept for offline use`, timeout: 15_000 }).toContain(path);
}

/** The banner above the page header: "Offline — showing what was loaded at 7:30 PM". */
export function offlineBanner(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Offline — showing what was loaded at \d{1,2}:\d{2}\s?(AM|PM)$/ });
}

export function backOnlineBanner(page: Page) {
  return page.getByRole("status").filter({ hasText: /^Back online$/ });
}

/** The stand-alone offline page a navigation lands on when nothing was kept for it. */
export async function expectOfflinePage(page: Page, from: string): Promise<void> {
  await expect(page).toHaveURL(`/offline?from=${encodeURIComponent(from)}`);
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
}

/** Goes to a page with the connection down: the navigation itself may be answered by a redirect to /offline. */
export async function gotoOffline(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}
