import { chromium } from "@playwright/test";
const base = "http://localhost:4650";
const listing = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width, height: width > 500 ? 900 : 844 }, baseURL: base });
  const page = await context.newPage();
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email: "admin@agency.test", password: "Admin123!demo", json: "true" } });
  await page.goto(`/listings/view/${listing}`);
  await page.getByRole("tab", { name: /History/ }).click();
  await page.getByTestId("history-event").first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/history-shots/listing-history-${width}.png`, fullPage: true });
  await page.goto(`/activity`);
  await page.getByTestId("activity-event").first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/history-shots/activity-${width}.png`, fullPage: width > 500 });
  console.log(width, "scrollWidth", await page.evaluate(() => document.documentElement.scrollWidth));
  const clients = await (await page.request.get("/api/v1/clients?limit=1")).json();
  await page.goto(`/clients/view/${clients[0]._id}`);
  await page.getByRole("button", { name: "Show history" }).click();
  await page.getByTestId("history-event").first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/history-shots/client-history-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
