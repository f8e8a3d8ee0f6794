import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { AGENCY_DEFAULTS } from "@/lib/domain/agency";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { apiLogin, createClientViaApi } from "../support/api";
import { postTransactionViaApi, writeLongLedger } from "../support/accounts";
import { signIn } from "../support/browser";
import { agencyToday } from "../support/reminders";
import { expectAxeClean } from "../support/axe";

/** The owner statement page (DESIGN.md §6): its default period, its letterhead on screen, on paper and in the CSV, and bad links. */
const tag = () => randomBytes(3).toString("hex");
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

test.describe("Owner statement", () => {
  test("without dates it shows last calendar month, under the agency's letterhead", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Statement Default ${tag()} Ltd` });
    const { from, to } = lastCalendarMonth(agencyToday());
    await postTransactionViaApi(request, token, client._id, {
      value: "900.00",
      description: "Rent for last month",
      date: `${from.slice(0, 8)}12`,
    });
    await postTransactionViaApi(request, token, client._id, { column: "debit", value: "40.00", description: "Posted this month" });
    await signIn(page);

    await page.goto(`/accounts/${client._id}/statement`);
    await expect(page.getByRole("heading", { level: 1, name: "Owner statement" })).toBeVisible();
    await expect(page.getByTestId("statement-period")).toHaveText(`Period ${longDay(from)} to ${longDay(to)} · Amounts in US dollars`);
    await expect(page.getByRole("cell", { name: "Rent for last month" })).toBeVisible();
    await expect(page.getByText("Posted this month")).toHaveCount(0);
    await expect(page.getByTestId("statement-closing")).toHaveText("$900.00");
    await expect(page.getByTestId("statement-table-closing")).toHaveText("$900.00");
    await expect(page.getByTestId("statement-addressee")).toContainText(client.name);
    await expect(page.getByText("from is required.")).toHaveCount(0);

    await expect(page.getByTestId("letterhead-name")).toHaveText(AGENCY_DEFAULTS.name);
    const contact = page.getByTestId("letterhead-contact");
    for (const line of [AGENCY_DEFAULTS.address, `Tel. ${AGENCY_DEFAULTS.phone}`, AGENCY_DEFAULTS.email, AGENCY_DEFAULTS.website]) {
      await expect(contact).toContainText(line);
    }
    // The period fields start on the period shown.
    await expect(page.getByLabel("From")).toHaveValue(from);
    await expect(page.getByLabel("To")).toHaveValue(to);

    // The CSV carries the same letterhead.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const csv = (await readFile(await (await download).path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv.slice(0, 3)).toEqual([
      AGENCY_DEFAULTS.name,
      `"${AGENCY_DEFAULTS.address}"`,
      `Tel. ${AGENCY_DEFAULTS.phone},${AGENCY_DEFAULTS.email},${AGENCY_DEFAULTS.website}`,
    ]);
    expect(csv).toContain(`Period,${from},${to}`);
  });

  test("on paper: no shell and no toolbar, the letterhead, the head repeating and the closing row once", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Statement Print ${tag()}` });
    await postTransactionViaApi(request, token, client._id, { value: "10.00", description: "Deposit", date: "2026-03-05" });
    await signIn(page);
    await page.goto(`/accounts/${client._id}/statement?from=2026-03-01&to=2026-03-31`);
    await expect(page.getByRole("link", { name: "Back to the account" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("link", { name: "Back to the account" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("navigation").first()).toBeHidden();
    await expect(page.getByTestId("letterhead-name")).toBeVisible();
    const table = page.getByTestId("statement-table");
    await expect(table).toBeVisible();
    await expect(table.locator("thead")).toHaveCSS("display", "table-header-group");
    await expect(table.locator("tfoot")).toHaveCSS("display", "table-row-group");
    await expect(page.getByRole("list", { name: "Statement entries" })).toBeHidden();
    // The addressee sits where a window envelope shows it: about 45 mm from the top of the sheet (16 mm margin).
    const top = await page.getByTestId("statement-addressee").evaluate((element) => element.getBoundingClientRect().top);
    const millimetres = 16 + (top * 25.4) / 96;
    expect(millimetres).toBeGreaterThan(38);
    expect(millimetres).toBeLessThan(52);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a bad period says what is wrong in words, never the API's text", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Statement Bad ${tag()}` });
    await signIn(page);
    for (const [query, problem] of [
      ["from=2026-02-30&to=2026-03-01", "The start date is not a real date."],
      ["from=2026-03-01&to=nope", "The end date is not a real date."],
      ["from=2026-03-01&to=2026-02-01", "The start date is after the end date."],
      ["from=2026-03-01", "Choose both a start and an end date."],
      ["from=2010-01-01&to=2026-01-01", "A statement can cover at most five years."],
    ] as const) {
      await page.goto(`/accounts/${client._id}/statement?${query}`);
      await expect(page.getByText("This period cannot be shown.")).toBeVisible();
      await expect(page.getByText(`${problem} Choose the dates again above.`)).toBeVisible();
      await expect(page.getByText(/must be a date like|from and to, or neither/)).toHaveCount(0);
    }
    // The form offers a good period again: last calendar month.
    const { from, to } = lastCalendarMonth(agencyToday());
    await expect(page.getByLabel("From")).toHaveValue(from);
    await page.getByRole("button", { name: "Show period" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Owner statement" })).toBeVisible();
  });

  test("on a phone the statement stacks without sideways scrolling", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Statement Phone ${tag()} Holdings Limited` });
    const long = "Replacement of the hurricane shutters on every window of the upper floor, invoice 44817, parts and labour";
    await postTransactionViaApi(request, token, client._id, { column: "debit", value: "12345.67", description: long, date: "2026-03-05" });
    await postTransactionViaApi(request, token, client._id, { value: "1000000.00", description: "Sale proceeds", date: "2026-03-06" });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`/accounts/${client._id}/statement?from=2026-03-01&to=2026-03-31`);
    const entries = page.getByRole("list", { name: "Statement entries" });
    await expect(entries.getByText(long)).toBeVisible();
    await expect(entries).toContainText("-$12,345.67");
    await expect(page.getByTestId("statement-table")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // At 320 px the date fields wrap rather than cut the year.
    await page.setViewportSize({ width: 320, height: 700 });
    const from = page.getByLabel("From");
    const box = await from.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("Owner statement: PDF, e-mail and pages (issue 29 §3.1, issue 27 §3)", () => {
  test("Download PDF, E-mail to owner by keyboard, and a long period a page at a time", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Statement Mail ${tag()} Ltd` });
    await postTransactionViaApi(request, token, client._id, { value: "500.00", description: "Float", date: "2002-04-20T15:00:00Z" });
    const entries = await writeLongLedger(client._id, 150, "2002-05-01");
    await signIn(page);
    await page.goto(`/accounts/${client._id}/statement?from=2002-05-01&to=2002-05-31`);

    // The first page: 100 of the month's entries, carried forward to the next.
    await expect(page.getByTestId("statement-range")).toHaveText("Entries 1 – 100 of 124 · page 1 of 2");
    await expect(page.getByTestId("statement-page-opening")).toHaveText("$500.00");
    await expect(page.getByRole("cell", { name: entries[99]!.description, exact: true })).toBeVisible();
    const carried = await page.getByTestId("statement-page-closing").textContent();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByTestId("statement-range")).toHaveText("Entries 101 – 124 of 124 · page 2 of 2");
    await expect(page.getByTestId("statement-page-opening")).toHaveText(carried!);
    await expect(page.getByTestId("statement-table-closing")).toBeVisible();

    // Download PDF: a PDF of the period shown.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-statement-mail-[a-z0-9-]+-2002-05-01-to-2002-05-31\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe("%PDF-");

    // E-mail to owner, by keyboard: asked first, then a toast naming the address.
    await page.getByRole("button", { name: "E-mail to owner" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "E-mail statement" });
    await expect(dialog).toContainText(`E-mail the statement for May 2002 to ${client.contactEmailAddress}?`);
    await dialog.getByRole("button", { name: "YES" }).press("Enter");
    await expect(page.getByText(`The statement is on its way to ${client.contactEmailAddress}.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "E-mail to owner" })).toBeFocused();

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAxeClean(page, `the statement at ${width} px`);
      await page.screenshot({ path: test.info().outputPath(`statement-${width}.png`), fullPage: false });
    }
  });
});
