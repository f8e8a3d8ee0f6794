import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { apiLogin, createClientViaApi } from "../support/api";
import { postTransactionViaApi } from "../support/accounts";
import { signIn, tabTo } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createOrderViaApi, createProviderViaApi, dueInDays, setOrderDueAt, setOrderStatusViaApi } from "../support/orders";
import { agencyDate, agencyInstant, createReminderViaApi, insertReminder } from "../support/reminders";

/**
 * One page per owner (issue 32 §2): the client's page shows the account, and
 * the service orders and reminders of the owner's listings, counted by state
 * with the open ones listed, beside the contact details and the listings.
 */
const tag = () => randomBytes(3).toString("hex");

/** An owner with two listings, an order in every group, a reminder today, one later and one past, and six ledger entries. */
async function ownerWithEverything(request: APIRequestContext) {
  const token = await apiLogin(request);
  const refs = await listingRefs(request, token);
  const client = await createClientViaApi(request, token, { name: `Owner Page ${tag()}` });
  const villa = await createListingViaApi(request, token, { ...refs, client: client._id }, { propertyName: `Owner Villa ${tag()}` });
  const cottage = await createListingViaApi(request, token, { ...refs, client: client._id }, { propertyName: `Owner Cottage ${tag()}` });
  const provider = await createProviderViaApi(request, token);
  const order = (listing: { _id: string }, name: string, days: number) =>
    createOrderViaApi(
      request,
      token,
      { listingRef: listing._id, serviceProviderRef: provider._id },
      { name, serviceDueDateTime: dueInDays(days) },
    );

  const late = await order(villa, "Late gutter repair", 5);
  await setOrderDueAt(late._id, agencyInstant(agencyDate(-2), 9, 0));
  await order(cottage, "Pending paint job", 3);
  await setOrderStatusViaApi(request, token, (await order(villa, "Approved pool service", 6))._id, "APPROVED");
  await setOrderStatusViaApi(request, token, (await order(villa, "Declined fence", 4))._id, "DECLINED");
  await setOrderStatusViaApi(request, token, (await order(cottage, "Completed cleaning", 2))._id, "COMPLETED");

  await createReminderViaApi(request, token, villa._id, { name: "Meet the surveyor", dateTime: agencyDate(0), time: "11:45", amPM: "PM" });
  await createReminderViaApi(request, token, cottage._id, { name: "Renew insurance", dateTime: agencyDate(4) });
  await insertReminder({
    listingId: villa._id,
    specialistId: refs.propertySpecialist,
    dueAt: agencyInstant(agencyDate(-9), 10, 0),
    name: "Old viewing",
  });

  for (const [index, description] of ["Float", "Rent 1", "Rent 2", "Rent 3", "Rent 4"].entries()) {
    await postTransactionViaApi(request, token, client._id, { value: "100.00", description, date: agencyDate(-20 + index) });
  }
  await postTransactionViaApi(request, token, client._id, { column: "debit", value: "120.25", description: "Gutter invoice" });
  return { client, villa, cottage };
}

/** A card's counts as [label, value] pairs. */
async function countsOf(strip: Locator): Promise<[string, string][]> {
  return strip
    .locator("div")
    .evaluateAll((items) => items.map((item) => [item.querySelector("dt")!.textContent!, item.querySelector("dd")!.textContent!]));
}

const card = (page: Page, title: RegExp) => page.locator("section").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("The client's page", () => {
  test("shows the account, the service orders and the reminders of the owner's listings, counted by state", async ({ page, request }) => {
    const { client, villa, cottage } = await ownerWithEverything(request);
    await signIn(page, "specialist");
    await page.goto(`/clients/view/${client._id}`);

    const listings = card(page, /^Listings \(2\)$/);
    await expect(listings.getByRole("link", { name: villa.propertyName })).toBeVisible();
    await expect(listings.getByRole("link", { name: cottage.propertyName })).toBeVisible();

    const account = card(page, /^Account$/);
    await expect(account.getByTestId("client-balance")).toHaveText("+$379.75");
    await expect(account).toContainText("6 entries");
    const entries = account.getByRole("list", { name: "Latest entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(5);
    await expect(entries.first()).toContainText("Gutter invoice");
    await expect(entries.first()).toContainText("-$120.25");
    await expect(account.getByText("Float")).toHaveCount(0);
    await expect(account.getByRole("link", { name: "Statement" })).toHaveAttribute("href", `/accounts/${client._id}/statement`);

    const orders = card(page, /^Service orders \(5\)$/);
    expect(await countsOf(orders.locator("dl"))).toEqual([
      ["Past due", "1"],
      ["Approved", "1"],
      ["Pending", "1"],
      ["Declined", "1"],
      ["Completed", "1"],
    ]);
    const open = orders.getByRole("list", { name: "Open service orders" }).getByRole("link");
    await expect(open).toHaveCount(3);
    await expect(open.first()).toContainText("Late gutter repair");
    await expect(open.first()).toContainText("Past due");
    await expect(open.nth(1)).toContainText("Pending paint job");
    await expect(open.nth(2)).toContainText("Approved pool service");
    await expect(orders).not.toContainText("Declined fence");

    const reminders = card(page, /^Reminders \(3\)$/);
    expect(await countsOf(reminders.locator("dl"))).toEqual([
      ["Today", "1"],
      ["Upcoming", "1"],
      ["Past", "1"],
    ]);
    const next = reminders.getByRole("list", { name: "Next reminders" }).getByRole("link");
    await expect(next).toHaveCount(2);
    await expect(next.first()).toContainText("Meet the surveyor");
    await expect(next.first()).toContainText("Today, 11:45 PM");
    await expect(next.nth(1)).toContainText("Renew insurance");

    // The ledger, and back: the account page links to the client.
    await tabTo(page, account.getByRole("link", { name: "Ledger" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/accounts/view/${client._id}$`));
    await page.getByRole("link", { name: "Client details" }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/view/${client._id}$`));
  });

  test("a client with nothing yet says so in each card", async ({ page, request }) => {
    const client = await createClientViaApi(request, await apiLogin(request), { name: `Owner Empty ${tag()}` });
    await signIn(page);
    await page.goto(`/clients/view/${client._id}`);
    await expect(page.getByText("This client has no listings yet.")).toBeVisible();
    await expect(page.getByTestId("client-balance")).toHaveText("$0.00");
    await expect(page.getByText("No entries yet")).toBeVisible();
    await expect(page.getByText("No service orders for this client's listings.")).toBeVisible();
    await expect(page.getByText("No reminders for this client's listings.")).toBeVisible();
  });

  test("at 390 px nothing scrolls sideways and the orders' titles keep the row's width", async ({ page, request }) => {
    const { client } = await ownerWithEverything(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`/clients/view/${client._id}`);
    const late = page.getByRole("list", { name: "Open service orders" }).getByRole("link").first();
    await expect(late).toContainText("Past due");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const title = late.getByText(/Late gutter repair/);
    const [titleBox, rowBox] = await Promise.all([title.boundingBox(), late.boundingBox()]);
    expect(titleBox!.width, "the title takes the row, the chips go under it").toBeGreaterThan(rowBox!.width * 0.5);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth), "the title is whole").toBe(true);
  });
});
