import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/browser";
import { SHORT_IDLE_TIMEOUT_MS } from "../support/e2e-servers";
import { expectOfflinePage, gotoOffline, keptPages, sessionCacheNames, waitForOfflineWorker, waitUntilKept } from "../support/offline";

// This project's server ends sessions after SHORT_IDLE_TIMEOUT_MS without a request; the offline worker is allowed here.
test.use({ serviceWorkers: "allow" });

/**
 * Opens the dashboard and stays active (as a person clicking around would) until the worker has kept it:
 * requests keep the server's session alive, the shared timestamp the browser's idle timer. Two loops, so
 * that a slow page load holding up page.evaluate never starves the server's side.
 */
async function keepDashboardOffline(page: Page): Promise<void> {
  let active = true;
  const keepServerSession = (async () => {
    while (active) {
      await page.request.get("/api/v1/references/stats");
      await new Promise((resolve) => setTimeout(resolve, SHORT_IDLE_TIMEOUT_MS / 4));
    }
  })();
  const keepBrowserTimer = (async () => {
    while (active) {
      await page.evaluate(() => localStorage.setItem("agency:last-activity", String(Date.now()))).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, SHORT_IDLE_TIMEOUT_MS / 4));
    }
  })();
  await page.goto("/dashboard");
  await waitForOfflineWorker(page);
  await waitUntilKept(page, "/dashboard");
  active = false;
  await Promise.all([keepServerSession, keepBrowserTimer]);
}

test("the idle timeout deletes every page and answer the worker kept", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");

  await keepDashboardOffline(page);
  expect(await sessionCacheNames(page)).not.toEqual([]);

  await expect(page).toHaveURL(/\/login\?expired=1&next=%2Fdashboard$/, { timeout: SHORT_IDLE_TIMEOUT_MS + 15_000 });
  expect(await sessionCacheNames(page)).toEqual([]);
  expect(await keptPages(page)).toEqual([]);

  await context.setOffline(true);
  await gotoOffline(page, "/dashboard");
  await expectOfflinePage(page, "/dashboard");
  await expect(page.getByRole("region", { name: "Available offline" }).getByRole("link")).toHaveCount(0);
  await context.setOffline(false);
});

test("a browser closed without signing out and reopened offline after the idle time shows no kept page (issue 27, finding 6)", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await keepDashboardOffline(page);

  // Every tab closed: no page runs the idle timer. The worker stays registered in the profile.
  const survivor = await context.newPage();
  await survivor.goto("/offline");
  await waitForOfflineWorker(survivor);
  await page.close();
  expect(await keptPages(survivor)).toContain("/dashboard");

  // Reopened after the idle time with the server out of reach: the copy is not shown, and is gone.
  await survivor.waitForTimeout(SHORT_IDLE_TIMEOUT_MS + 1_500); // the idle time itself passing is what is tested
  await context.setOffline(true);
  await gotoOffline(survivor, "/dashboard");
  await expectOfflinePage(survivor, "/dashboard");
  await expect(survivor.getByText(/Welcome back/)).toHaveCount(0);
  expect(await sessionCacheNames(survivor)).toEqual([]);
  await context.setOffline(false);
});
