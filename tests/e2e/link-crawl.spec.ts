import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin } from "../support/api";
import { signIn, waitForLoaded } from "../support/browser";
import { createRecordSet, recordTexts, statementPeriod, type RecordSet } from "../support/security";
import type { TestUserKey } from "../support/test-users";

/**
 * Item 1: no in-app link answers 404. Signed in as each role, the crawl opens every page of the
 * menu and every kind of record page (records made through the API), then every page those link
 * to that it has not seen the like of; it collects each same-origin <a href> and requests it in
 * the browser's session, following redirects. Pages and links are deduplicated by route pattern
 * (ids replaced), a few of each, so the crawl stays quick however much data the suites made.
 */

const PAGES_PER_PATTERN = 1;
const LINKS_PER_PATTERN = 3;
const MAX_PAGES = 60;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The route a URL stands for: ids replaced, query values dropped ("/clients/view/:id", "/reminders/reminder-details?listing"). */
function patternOf(url: URL): string {
  const keys = [...new Set(url.searchParams.keys())].sort().join("&");
  return `${url.pathname.replace(UUID, ":id")}${keys ? `?${keys}` : ""}`;
}

/** Record pages the crawl starts from, besides the menu: each kind of record, its view and its form. */
function recordPages(records: RecordSet, role: TestUserKey): string[] {
  const { from, to } = statementPeriod();
  const pages = [
    `/clients/view/${records.clientId}`,
    `/clients/client-details/${records.clientId}`,
    `/listings/view/${records.listingId}`,
    `/listings/listing-details/${records.listingId}`,
    `/listings/details/${records.clientId}`,
    `/service-providers/view/${records.providerId}`,
    `/service-providers/service-provider-details/${records.providerId}`,
    `/service-orders/view/${records.orderId}`,
    `/service-orders/service-order-details/${records.orderId}`,
    `/reminders/view/${records.reminderId}`,
    `/reminders/reminder-details/${records.reminderId}`,
    `/accounts/view/${records.clientId}`,
    `/accounts/${records.clientId}/statement?from=${from}&to=${to}`,
  ];
  return role === "admin" ? [...pages, `/users/view/${records.userId}`, `/users/user-details/${records.userId}`] : pages;
}

/** Every same-origin link on the page, without its fragment; tel:, mailto: and other sites are not ours to check. */
async function linksOn(page: Page): Promise<URL[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    url.hash = "";
    return [url];
  });
}

async function crawl(page: Page, role: TestUserKey, records: RecordSet) {
  await page.goto("/dashboard");
  const menu = page.getByRole("navigation", { name: "Main menu" }).first();
  const menuPages = await menu.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  expect(menuPages, "the menu has its entries").toContain("/clients");

  const queue = [...menuPages, ...recordPages(records, role)].map((path) => new URL(path, page.url()));
  const pagesSeen = new Map<string, number>();
  const linksChecked = new Map<string, number>();
  const checkedUrls = new Set<string>();
  const broken: string[] = [];
  let visited = 0;

  while (queue.length && visited < MAX_PAGES) {
    const next = queue.shift()!;
    const pattern = patternOf(next);
    if ((pagesSeen.get(pattern) ?? 0) >= PAGES_PER_PATTERN) continue;
    pagesSeen.set(pattern, (pagesSeen.get(pattern) ?? 0) + 1);
    if (next.pathname.startsWith("/api/")) continue; // a download, not a page: checked as a link below

    const response = await page.goto(next.toString());
    visited += 1;
    expect(response?.status(), `${next.pathname} opens`).toBeLessThan(400);
    // The page's own fetches (lists, tabs) have put their links in the DOM.
    await waitForLoaded(page);

    for (const link of await linksOn(page)) {
      const key = link.toString();
      const linkPattern = patternOf(link);
      if (checkedUrls.has(key) || (linksChecked.get(linkPattern) ?? 0) >= LINKS_PER_PATTERN) continue;
      checkedUrls.add(key);
      linksChecked.set(linkPattern, (linksChecked.get(linkPattern) ?? 0) + 1);
      const answer = await page.request.get(key, { maxRedirects: 5 });
      if (answer.status() >= 400) broken.push(`${link.pathname}${link.search} (on ${next.pathname}) → ${answer.status()}`);
      else if (!pagesSeen.has(linkPattern)) queue.push(link);
    }
  }
  return { broken, visited, patterns: [...linksChecked.keys()].sort() };
}

for (const role of ["admin", "specialist"] as const) {
  test(`every in-app link answers, for the ${role}`, async ({ page, request }) => {
    // A crawl opens dozens of pages in turn, each a few hundred milliseconds: 2.4 min on a quiet machine since
    // documents and charge links joined it, so room for a busy one.
    test.setTimeout(300_000);
    const tag = randomBytes(3).toString("hex");
    const text = (label: string) => `Crawl ${label} ${tag}`;
    const records = await createRecordSet(request, await apiLogin(request, "admin"), recordTexts(text, `Crawl${tag}`));
    await signIn(page, role);

    const { broken, visited, patterns } = await crawl(page, role, records);

    expect(broken, "links that answer an error").toEqual([]);
    // The crawl really went through the records: links into every module were followed.
    expect(visited).toBeGreaterThan(20);
    for (const expected of [
      "/clients/view/:id",
      "/listings/view/:id",
      "/service-providers/view/:id",
      "/service-orders/view/:id",
      "/reminders/view/:id",
      "/accounts/view/:id",
    ]) {
      expect(patterns, `a link to ${expected} was checked`).toContain(expected);
    }
  });
}
