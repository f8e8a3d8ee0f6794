import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4250";
const lists = (process.env.LISTS ?? "clients,listings,service-providers,service-orders,reminders,accounts,users").split(",");
const widths = (process.env.WIDTHS ?? "1440,390").split(",").map(Number);
const views = (process.env.VIEWS ?? "tiles,table").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  const { csrfToken } = await (await page.request.get(base + "/api/auth/csrf")).json();
  await page.request.post(base + "/api/auth/callback/credentials", { form: { csrfToken, email: "admin@agency.test", password: "Admin123!demo", json: "true" } });
  for (const view of views) {
    for (const list of lists) {
      await page.goto(`${base}/${list}${process.env.QUERY ?? ""}`);
      const button = page.getByRole("button", { name: view === "table" ? "Table" : "Tiles", exact: true });
      if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
      await page.waitForTimeout(1500);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(list, view, width, "scrollWidth", scroll);
      await page.screenshot({ path: `/tmp/table-shots/${list}-${view}-${width}.png` });
    }
  }
  await context.close();
}
await browser.close();
