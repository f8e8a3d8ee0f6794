import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";
import { createLeaseViaApi } from "../support/lease-api";
import { agencyDate, createListingFor, createReminderViaApi } from "../support/reminders";

/**
 * The dashboard, the calendar and a client's page send their first screen in the first HTML (issue 47,
 * docs/PERFORMANCE.md "Phone loads"): a fallback in its place would be replaced no sooner than 300 ms after it
 * shows (React's reveal of streamed content), the page's largest paint with it. A client navigation still answers
 * at once: the link's bar across the top of the window while the next page renders.
 */

/** The document's HTML before the first streamed part (React sends those as hidden `S:` segments). */
function beforeStreamedParts(html: string): string {
  const streamed = html.indexOf('<div hidden id="S:');
  return streamed === -1 ? html : html.slice(0, streamed);
}

test("the dashboard, the calendar and a client's page come with their title and content in the first HTML", async ({ page, request }) => {
  const client = await createClientViaApi(request, await apiLogin(request), { name: `First Screen ${randomBytes(3).toString("hex")} Ltd` });
  await signIn(page);
  const pages = [
    { path: "/dashboard", title: "Dashboard", content: "At a glance" },
    { path: "/calendar", title: "Calendar", content: "Leases ending soon" },
    { path: `/clients/view/${client._id}`, title: client.name, content: "Contact information" },
  ];
  for (const { path, title, content } of pages) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const first = beforeStreamedParts(await response.text());
    expect(first, `${path}: the title before anything streams`).toMatch(new RegExp(`<h1[^>]*>[^<]*${title}`));
    expect(first, `${path}: its content before anything streams`).toContain(content);
  }
});

test("a lease's page comes with its title and terms in the first HTML", async ({ page, request }) => {
  const { lease, listing } = await createLeaseViaApi(request, await apiLogin(request), { lease: { startDate: agencyDate(-3) } });
  await signIn(page);
  const path = `/leases/view/${lease._id}`;
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const first = beforeStreamedParts(await response.text());
  expect(first, `${path}: the title before anything streams`).toMatch(new RegExp(`<h1[^>]*>[^<]*Lease of ${listing.propertyName}`));
  expect(first, `${path}: its terms before anything streams`).toContain("$1,250.00");
});

test("the rent roll comes with the page its address asks for in the first HTML, and keeps it once the browser has read it", async ({
  page,
  request,
}) => {
  const { listing } = await createLeaseViaApi(request, await apiLogin(request), { lease: { startDate: agencyDate(-3) } });
  const owner = String(listing.client);
  await signIn(page);
  const html = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return beforeStreamedParts(await response.text());
  };
  expect(await html(`/rent-roll?owner=${owner}`), "the owner's lease in the first HTML").toContain(listing.propertyName);
  // The same owner in a month before the lease began: the server read the address's month and filter.
  const before = await html(`/rent-roll?owner=${owner}&month=${agencyDate(-62).slice(0, 7)}`);
  expect(before).not.toContain(listing.propertyName);
  expect(before).toContain("No leases match");

  await page.goto(`/rent-roll?owner=${owner}`);
  const row = page.getByRole("row", { name: new RegExp(listing.propertyName) });
  await expect(row).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(row).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3); // header, the lease, the totals
});

test("a menu entry shows a bar across the window until its page is on screen", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/calendar" && url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const bar = page.locator("[data-navigation-pending]");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Calendar" }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
  await expect(bar).toHaveCount(0);
});

test("the calendar's events and the listings' tiles, plain links, open their record without reloading the page", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const listing = await createListingFor(request, token);
  const day = agencyDate(3);
  const reminder = await createReminderViaApi(request, token, listing._id, { dateTime: day });
  await signIn(page);
  await page.goto(`/calendar?view=week&date=${day}&specialist=all`);
  // A mark on this document: a page load would lose it, a client navigation keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const event = page.getByRole("link", { name: new RegExp(reminder.name) });

  // A new tab is the browser's: this page stays where it was.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), event.click({ modifiers: ["ControlOrMeta"] })]);
  await tab.close();
  await expect(page).toHaveURL(/\/calendar\?/);

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/reminders/view/${reminder._id}` && url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await event.click();
  await expect(page.locator("[data-navigation-pending]")).toBeVisible();
  release();
  await expect(page).toHaveURL(`/reminders/view/${reminder._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reminder.name);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.goto("/listings?view=tiles");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const tile = page.locator('a[href^="/listings/view/"]').first();
  const href = await tile.getAttribute("href");
  await tile.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
