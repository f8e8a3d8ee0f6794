import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createOrderViaApi, createProviderViaApi } from "../support/orders";
import { agencyDate, createListingFor, createReminderViaApi } from "../support/reminders";
import { createUserViaApi } from "../support/users";

/**
 * Every list keeps its state in the address (docs/DECISIONS.md "Where a list's state lives"): a reload, Back and
 * Forward show the same list, and a new search or new criteria start again at the first page — in every list.
 * Each list is checked with records of its own (a unique tag), so other tests' rows never match.
 */
const PAST_END = "This page is past the end of the list.";

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** One list: where it is, its search box, and a record of its own that a search for `search` finds as `link`. */
interface ListCase {
  path: string;
  box: string;
  /** The Finder field that names the record (its criteria go in the address). */
  field: string;
  make: (request: APIRequestContext, token: string, tag: string) => Promise<{ search: string; link: RegExp; path?: string }>;
}

const LISTS: ListCase[] = [
  {
    path: "/clients",
    box: "Search clients by name",
    field: "name",
    make: async (request, token, tag) => {
      const client = await createClientViaApi(request, token, { name: `Qa Paging ${tag}` });
      return { search: tag, link: new RegExp(client.name) };
    },
  },
  {
    path: "/service-providers",
    box: "Search service providers by name",
    field: "name",
    make: async (request, token, tag) => {
      const provider = await createProviderViaApi(request, token, { name: `Paging Works ${tag}` });
      return { search: tag, link: new RegExp(provider.name) };
    },
  },
  {
    path: "/listings",
    box: "Search listings by property name",
    field: "propertyName",
    make: async (request, token, tag) => {
      const listing = await createListingViaApi(request, token, await listingRefs(request, token), { propertyName: `Paging Villa ${tag}` });
      return { search: tag, link: new RegExp(listing.propertyName) };
    },
  },
  {
    path: "/accounts",
    box: "Search accounts by client name",
    field: "name",
    make: async (request, token, tag) => {
      const client = await createClientViaApi(request, token, { name: `Qa Ledger ${tag}` });
      return { search: tag, link: new RegExp(client.name) };
    },
  },
  {
    path: "/users",
    box: "search for users",
    field: "firstName",
    make: async (request, token, tag) => {
      const { user } = await createUserViaApi(request, token, { firstName: `Pager${tag}` });
      return { search: `Pager${tag}`, link: new RegExp(user.firstName) };
    },
  },
  {
    // Everyone's reminders (the admin manages no listing): `whose=all` is part of the address too.
    path: "/reminders?whose=all",
    box: "Search reminders by listing",
    field: "name",
    make: async (request, token, tag) => {
      const listing = await createListingFor(request, token, undefined, { propertyName: `Paging Cove ${tag}` });
      const reminder = await createReminderViaApi(request, token, listing._id, { name: `Paging check ${tag}`, dateTime: agencyDate(2) });
      return { search: listing.propertyName, link: new RegExp(reminder.name) };
    },
  },
  {
    // A status gives the flat list, which pages (ALL shows the groups, each its first 100).
    path: "/service-orders?status=PENDING",
    box: "Search by listing or order number",
    field: "name",
    make: async (request, token, tag) => {
      const order = await orderIn(request, token, tag);
      return { search: order.listingName, link: new RegExp(order.name) };
    },
  },
];

async function orderIn(request: APIRequestContext, token: string, tag: string) {
  const refs = await listingRefs(request, token);
  const listing = await createListingViaApi(request, token, refs, { propertyName: `Paging Quay ${tag}` });
  const provider = await createProviderViaApi(request, token, { name: `Paging Fixers ${tag}` });
  const order = await createOrderViaApi(
    request,
    token,
    { listingRef: listing._id, serviceProviderRef: provider._id },
    { name: `Paging job ${tag}` },
  );
  return { name: order.name, listingName: listing.propertyName, providerId: provider._id };
}

const withParams = (path: string, params: Record<string, string>) =>
  `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(params).toString()}`;

test.describe("Lists in the address", () => {
  test("a reminder search lives in the address: a reload, opening a reminder and Back keep it", async ({ page, request }) => {
    const token = await apiLogin(request, "admin");
    const tag = randomBytes(3).toString("hex");
    const listing = await createListingFor(request, token, undefined, { propertyName: `Seagrape Court ${tag}` }); // the test specialist's
    const reminder = await createReminderViaApi(request, token, listing._id, { name: `Gutter check ${tag}`, dateTime: agencyDate(4) });

    await signIn(page, "specialist");
    await page.goto("/reminders");
    const box = page.getByRole("searchbox", { name: "Search reminders by listing" });
    const tile = page.getByRole("link", { name: new RegExp(reminder.name) });
    await box.fill(listing.propertyName);
    await expect.poll(() => param(page, "q")).toBe(listing.propertyName);
    await expect(tile).toBeVisible();
    await expect(page.getByRole("region", { name: /Upcoming/ })).toHaveCount(0);

    await page.reload();
    await expect(box).toHaveValue(listing.propertyName);
    await expect(tile).toBeVisible();
    await expect(page.getByRole("region", { name: /Upcoming/ })).toHaveCount(0);

    await tile.click();
    await expect(page.getByRole("heading", { name: reminder.name, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/reminders\?q=/);
    await expect(box).toHaveValue(listing.propertyName);
    await expect(tile).toBeVisible();

    // The date is in the address too: Back takes it away again, and the search stays.
    const [year, month, day] = agencyDate(4).split("-").map(Number) as [number, number, number];
    await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
    await page.getByRole("combobox", { name: "Month" }).selectOption(String(month));
    await page.getByRole("combobox", { name: "Day" }).selectOption(String(day));
    await expect.poll(() => param(page, "date")).toBe(agencyDate(4));
    await expect(tile).toBeVisible();
    await page.goBack();
    await expect.poll(() => param(page, "date")).toBeNull();
    await expect(page.getByRole("combobox", { name: "Day" })).toHaveValue("");
    await expect(box).toHaveValue(listing.propertyName);
    await page.goForward();
    await expect(page.getByRole("combobox", { name: "Day" })).toHaveValue(String(day));
    await expect(tile).toBeVisible();

    // Clearing the search is the same list without it.
    await box.fill("");
    await expect.poll(() => param(page, "q")).toBeNull();
    await expect(page.getByRole("combobox", { name: "Day" })).toHaveValue(String(day));
  });

  test("Back and Forward step through a list's choices; the search box follows", async ({ page, request }) => {
    const token = await apiLogin(request, "admin");
    const tag = randomBytes(3).toString("hex");
    const order = await orderIn(request, token, tag);
    await signIn(page, "admin");
    await page.goto("/service-orders");
    const status = page.getByRole("combobox", { name: "Status" });
    const box = page.getByRole("searchbox", { name: "Search by listing or order number" });
    const tile = page.getByRole("link", { name: new RegExp(order.name) });
    await box.fill(order.listingName);
    await expect.poll(() => param(page, "q")).toBe(order.listingName);
    await expect(tile).toBeVisible();
    await status.selectOption("PENDING");
    await expect.poll(() => param(page, "status")).toBe("PENDING");
    await status.selectOption("COMPLETED");
    await expect(page.getByText("No service orders match.")).toBeVisible();

    await page.goBack();
    await expect(status).toHaveValue("PENDING");
    await expect(tile).toBeVisible();
    await page.goBack();
    await expect(status).toHaveValue("ALL");
    await expect(page.getByRole("region", { name: /Past due/ })).toBeVisible();
    await expect(box).toHaveValue(order.listingName);
    await page.goForward();
    await page.goForward();
    await expect(status).toHaveValue("COMPLETED");
    await expect(page.getByText("No service orders match.")).toBeVisible();

    // A provider's page keeps its orders' status and search in its own address.
    await page.goto(`/service-providers/view/${order.providerId}?status=PENDING&q=${encodeURIComponent(order.listingName)}`);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("PENDING");
    await expect(page.getByRole("searchbox", { name: "Search by listing or order number" })).toHaveValue(order.listingName);
    await expect(page.getByRole("list", { name: "Service orders" }).getByRole("link")).toHaveCount(1);
  });

  test("the view is in the address: a shared link opens the table, and Back returns to the tiles", async ({ page }) => {
    await signIn(page, "specialist");
    const tiles = page.getByRole("button", { name: "Tiles", exact: true });
    const table = page.getByRole("button", { name: "Table", exact: true });
    await page.goto("/clients?view=table&sort=name&order=desc");
    await expect(table).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("region", { name: "Clients" }).getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    // The link did not change what this person chose for themselves.
    await page.goto("/clients");
    await expect(tiles).toHaveAttribute("aria-pressed", "true");

    await table.click();
    await expect.poll(() => param(page, "view")).toBe("table");
    await page.reload();
    await expect(table).toHaveAttribute("aria-pressed", "true");
    await tiles.click();
    await expect.poll(() => param(page, "view")).toBe("tiles");
    await page.goBack();
    await expect(page).toHaveURL(/\/clients\?view=table&sort=name&order=desc$/);
    await expect(table).toHaveAttribute("aria-pressed", "true");
  });

  for (const list of LISTS) {
    test(`${list.path.split("?")[0]} goes back to the first page on a new search and on new criteria`, async ({ page, request }) => {
      const token = await apiLogin(request, "admin");
      const tag = randomBytes(3).toString("hex");
      const record = await list.make(request, token, tag);
      await signIn(page, "admin");

      // On page 2, a search starts again at page 1 (the record is the only match).
      await page.goto(withParams(list.path, { page: "2" }));
      await page.getByRole("searchbox", { name: list.box }).fill(record.search);
      // Wait for the search itself: the new record may also sort onto page 2 of the whole list.
      await expect.poll(() => param(page, "q")).toBe(record.search);
      await expect(page.getByText("1 – 1 of 1")).toBeVisible();
      await expect(page.getByRole("link", { name: record.link })).toBeVisible();
      expect(param(page, "page")).toBeNull();

      // On page 2 of criteria that match one record, the page is past the end; changing the criteria goes to page 1.
      const criteria = JSON.stringify([{ fieldName: list.field, operator: "contains", value: tag }]);
      await page.goto(withParams(list.path, { page: "2", criteria }));
      await expect(page.getByText(PAST_END)).toBeVisible();
      await page.getByRole("group", { name: "Active filters" }).getByRole("button", { name: "Clear all" }).click();
      await expect.poll(() => param(page, "criteria")).toBeNull();
      expect(param(page, "page")).toBeNull();
      await expect(page.getByText(PAST_END)).toHaveCount(0);

      // The past-end page's own way back.
      await page.goto(withParams(list.path, { page: "2", criteria }));
      await page.getByRole("button", { name: "Go to the first page" }).click();
      await expect(page.getByRole("link", { name: record.link })).toBeVisible();
      expect(param(page, "page")).toBeNull();
      expect(param(page, "criteria")).toBe(criteria);
    });
  }

  test("a provider's orders and the Activity log go back to the first page on a new search or filter", async ({ page, request }) => {
    const token = await apiLogin(request, "admin");
    const tag = randomBytes(3).toString("hex");
    const order = await orderIn(request, token, tag);
    await signIn(page, "admin");

    await page.goto(`/service-providers/view/${order.providerId}?page=2`);
    await expect(page.getByText(PAST_END)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search by listing or order number" }).fill(order.listingName);
    await expect(page.getByRole("list", { name: "Service orders" }).getByRole("link", { name: new RegExp(order.name) })).toBeVisible();
    expect(param(page, "page")).toBeNull();

    await page.goto("/activity?page=2&size=50");
    await page.getByRole("combobox", { name: "Kind of record" }).selectOption("service-orders");
    await expect.poll(() => param(page, "entity")).toBe("service-orders");
    expect(param(page, "page")).toBeNull();
    await expect(page.getByTestId("activity-event").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Kind of record" })).toHaveValue("service-orders");
  });
});
