import { expect, test, type Page } from "@playwright/test";
import { apiLogin, createClientViaApi, fakeAddress } from "../support/api";
import { postTransactionViaApi } from "../support/accounts";
import { calendarFixture, type CalendarFixture } from "../support/calendar";
import { agencyDate, agencyToday } from "../support/reminders";
import { calendarRange } from "@/lib/domain/calendar-range";
import { expectAxeClean } from "../support/axe";

/**
 * The Calendar screen and the dashboard's blocks, for a specialist made for
 * this file (its own listing, reminders, orders and lease), so nothing another
 * test makes shows on its calendar.
 */
async function signInAs(page: Page, fixture: CalendarFixture) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: fixture.email, password: fixture.password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.ok()).toBeTruthy();
}

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

test.describe("Calendar", () => {
  let fixture: CalendarFixture;

  test.beforeAll(async ({ request }) => {
    fixture = await calendarFixture(request, await apiLogin(request, "admin"));
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, fixture);
  });

  test("month and week views show the records, and a click or Enter opens one", async ({ page }) => {
    const dueDay = agencyDate(2);
    await page.goto(`/calendar?view=month&date=${dueDay}`);
    const month = page.getByTestId("calendar-month");
    await expect(month).toBeVisible();
    const cell = month.locator(`li[data-day="${dueDay}"]`);
    await expect(cell.getByRole("link", { name: new RegExp(`#${fixture.order.orderNumber}`) })).toBeVisible();

    await page.getByRole("group", { name: "Calendar view" }).getByRole("link", { name: "Week" }).click();
    await expect(page).toHaveURL(/view=week/);
    const week = page.getByTestId("calendar-week");
    await expect(week).toBeVisible();
    await expect(page.getByRole("group", { name: "Calendar view" }).getByRole("link", { name: "Week" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const orderLink = week.locator(`li[data-day="${dueDay}"]`).getByRole("link", { name: new RegExp(`#${fixture.order.orderNumber}`) });
    await expect(orderLink).toContainText("Pending");

    await orderLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/service-orders/view/${fixture.order._id}$`));
  });

  test("past-due orders are marked and lease ends open their listing", async ({ page }) => {
    await page.goto(`/calendar?view=week&date=${agencyDate(-1)}`);
    const pastDue = page.getByTestId("calendar-week").getByRole("link", { name: new RegExp(`#${fixture.pastDueOrder.orderNumber}`) });
    await expect(pastDue).toContainText("Past due");

    await page.goto(`/calendar?view=week&date=${fixture.leaseEnd}`);
    await page
      .getByTestId("calendar-week")
      .getByRole("link", { name: new RegExp(`Lease end: Lease ends: ${fixture.listing.propertyName}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/listings/view/${fixture.listing._id}$`));
  });

  test("Add reminder on a day opens the form with that date", async ({ page }) => {
    const day = agencyDate(3);
    await page.goto(`/calendar?view=week&date=${day}`);
    await page.getByRole("link", { name: `Add reminder on ${longDay(day)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/reminders/reminder-details\\?date=${day}$`));
    await expect(page.getByLabel("Date")).toHaveValue(day);
  });

  test("the feed card makes a URL that serves the feed, copies it, and revokes it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/calendar");
    const card = page.getByTestId("calendar-feed");
    await card.getByRole("button", { name: "Create feed URL" }).click();
    const field = card.getByRole("textbox", { name: /Your feed URL/ });
    await expect(field).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(200);

    await card.getByRole("button", { name: "Copy" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await card.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alertdialog", { name: "Revoke feed" }).getByRole("button", { name: /yes/i }).click();
    await expect(card.getByRole("button", { name: "Create feed URL" })).toBeVisible();
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  });

  test("on a phone the range is a day-by-day list without sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/calendar?view=week&date=${agencyDate(2)}`);
    await expect(page.getByTestId("calendar-week")).toBeHidden();
    const agenda = page.getByTestId("calendar-agenda");
    await expect(agenda).toBeVisible();
    await expect(
      agenda.locator(`li[data-day="${agencyDate(2)}"]`).getByRole("link", { name: new RegExp(`#${fixture.order.orderNumber}`) }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/calendar?view=month&date=${agencyToday()}`);
    await expect(page.getByTestId("calendar-agenda").getByRole("heading", { name: new RegExp(longDay(agencyToday())) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a phone's browser gets the day-by-day list alone, at any width; other browsers get both and the width picks", async ({ page }) => {
    const path = `/calendar?view=week&date=${agencyDate(2)}`;
    const phones: Record<string, string>[] = [
      {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      },
      { "sec-ch-ua-mobile": "?1" },
    ];
    for (const headers of phones) {
      const html = await (await page.request.get(path, { headers })).text();
      expect(html, JSON.stringify(headers)).toContain('data-testid="calendar-agenda"');
      expect(html, JSON.stringify(headers)).not.toContain('data-testid="calendar-week"');
    }
    const tablet = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const html = await (await page.request.get(path, { headers: { "user-agent": tablet } })).text();
    expect(html).toContain('data-testid="calendar-week"');
    expect(html).toContain('data-testid="calendar-agenda"');

    // A phone turned sideways is wider than the grid's breakpoint: its list still shows.
    await page.context().setExtraHTTPHeaders({ "sec-ch-ua-mobile": "?1" });
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(path);
    await expect(
      page.getByTestId("calendar-agenda").getByRole("link", { name: new RegExp(`#${fixture.order.orderNumber}`) }),
    ).toBeVisible();
    await page.context().setExtraHTTPHeaders({});
  });
});

test.describe("Calendar: the agenda opens at today; month chips show their whole title", () => {
  let fixture: CalendarFixture;

  test.beforeAll(async ({ request }) => {
    fixture = await calendarFixture(request, await apiLogin(request, "admin"));
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, fixture);
  });

  test("phones: earlier days fold above today behind Show earlier days", async ({ page }) => {
    // Yesterday holds the fixture's past-due order. The month view shows whole weeks from a Sunday, so it holds
    // yesterday every day (on the 1st, among the previous month's last days) but a Sunday the 1st: then the view
    // begins today and has nothing to fold. tests/unit/calendar-agenda.test.ts holds both cases on fixed days.
    const yesterday = agencyDate(-1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/calendar?view=month&date=${agencyToday()}`);
    const agenda = page.getByTestId("calendar-agenda");
    const days = agenda.locator("li[data-day]");
    await expect(days.filter({ visible: true }).first()).toHaveAttribute("data-day", agencyToday());
    if (!calendarRange("month", agencyToday()).days.includes(yesterday)) {
      await expect(days.first()).toHaveAttribute("data-day", agencyToday());
      await expect(page.getByTestId("calendar-earlier-days")).toHaveCount(0);
      await expectAxeClean(page);
      return;
    }
    const earlier = agenda.locator(`li[data-day="${yesterday}"]`);
    await expect(earlier).toBeHidden();
    const summary = page.getByTestId("calendar-earlier-days").locator("summary");
    await expect(summary).toContainText("Show earlier days");
    await expectAxeClean(page);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(earlier.getByRole("link", { name: new RegExp(`#${fixture.pastDueOrder.orderNumber}`) })).toBeVisible();
    await expect(summary).toContainText("Hide earlier days");
    await expectAxeClean(page);
    // Another month has no today: nothing is folded.
    await page.goto(`/calendar?view=month&date=2026-01-15`);
    await expect(page.getByTestId("calendar-earlier-days")).toHaveCount(0);
  });

  test("desk: a month chip shows two lines in a wide cell, and all of its title on hover and focus", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const dueDay = agencyDate(2);
    await page.goto(`/calendar?view=month&date=${dueDay}`);
    const chip = page
      .getByTestId("calendar-month")
      .locator(`li[data-day="${dueDay}"]`)
      .getByRole("link", {
        name: new RegExp(`#${fixture.order.orderNumber}`),
      });
    await expect(chip).toBeVisible();
    const clamp = () => chip.locator("span.font-medium").evaluate((title) => getComputedStyle(title).webkitLineClamp);
    expect(await clamp()).toBe("2");
    await chip.focus();
    await expect.poll(clamp).toBe("none");
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(clamp).toBe("2");
    await chip.hover();
    await expect.poll(clamp).toBe("none");
    await expectAxeClean(page);
  });
});

test.describe("Dashboard blocks", () => {
  test("show what the data says, each row one click from its record", async ({ page, request }) => {
    const admin = await apiLogin(request, "admin");
    const fixture = await calendarFixture(request, admin);
    const client = await createClientViaApi(request, admin);
    for (const description of ["Deep debit", "Deeper debit"]) {
      await postTransactionViaApi(request, admin, client._id, { column: "debit", value: "9999999.99", description });
    }

    await signInAs(page, fixture);
    await page.goto("/dashboard");
    const pastDue = page.getByTestId("block-past-due");
    await expect(pastDue.getByRole("link", { name: new RegExp(`#${fixture.pastDueOrder.orderNumber}`) })).toContainText("Past due");
    await expect(pastDue.getByRole("link", { name: new RegExp(`#${fixture.order.orderNumber}`) })).toHaveCount(0);

    const agenda = page.getByTestId("block-agenda");
    await expect(agenda.getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("block-leases").getByRole("link", { name: new RegExp(fixture.listing.propertyName) })).toContainText(
      "in 10 days",
    );
    await expect(page.getByTestId("block-negative-accounts").getByRole("link", { name: new RegExp(client.name) })).toContainText(
      "-$19,999,999.98",
    );

    await pastDue.getByRole("link", { name: new RegExp(`#${fixture.pastDueOrder.orderNumber}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/service-orders/view/${fixture.pastDueOrder._id}$`));
  });

  test("each block has its empty state", async ({ page }) => {
    const { createThrowawayUser } = await import("../api/support/throwaway-user");
    const user = await createThrowawayUser();
    await signInAs(page, { email: user.email, password: user.password } as CalendarFixture);
    await page.goto("/dashboard");
    await expect(page.getByTestId("block-past-due")).toContainText("No past-due orders.");
    await expect(page.getByTestId("block-agenda")).toContainText("Nothing in the next 7 days.");
    await expect(page.getByTestId("block-leases")).toContainText(/No lease ends within \d+ days\./);
  });
});
