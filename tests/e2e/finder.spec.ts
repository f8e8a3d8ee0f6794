import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn } from "../support/browser";
import { csvRecords } from "../support/csv";
import { createListingViaApi, listingRefs } from "../support/listings";
import { expectAxeClean } from "../support/axe";

/**
 * The Finder on the lists (issue 14 §1, §5): building a query, its chips and
 * URL, saved filters across users, and the export that follows the filter.
 * Records carry a unique place name, so other tests' rows never match.
 */
const tag = () => randomBytes(3).toString("hex");

/** Three listings at one unique place: only the first is for rent with 3 bedrooms or more. */
async function threeListings(request: APIRequestContext) {
  const token = await apiLogin(request);
  const refs = await listingRefs(request, token);
  const place = `Finderbay ${tag()}`;
  const rental = { status: "for-rent", cost: { salePriceInUS: null, rentalPriceInUS: "2500.00", negotiable: true } };
  const match = await createListingViaApi(request, token, refs, {
    ...rental,
    propertyName: `Finder Match ${tag()}`,
    location: `${place}, St. Lucia`,
    rooms: { bedrooms: 4, bathrooms: 2, otherRooms: [] },
  });
  const small = await createListingViaApi(request, token, refs, {
    ...rental,
    propertyName: `Finder Small ${tag()}`,
    location: `${place}, St. Lucia`,
    rooms: { bedrooms: 2, bathrooms: 1, otherRooms: [] },
  });
  const forSale = await createListingViaApi(request, token, refs, {
    propertyName: `Finder Sale ${tag()}`,
    location: `${place}, St. Lucia`,
    rooms: { bedrooms: 5, bathrooms: 3, otherRooms: [] },
  });
  return { token, place, match, small, forSale };
}

const finderButton = (page: Page) => page.getByRole("button", { name: /^Finder/ });
const finder = (page: Page, title = "Find listings") => page.getByRole("dialog", { name: title });
const tileNames = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link")
    .filter({ hasText: /^Finder / });

/** Fills the Finder's rows with the mouse: location contains the place, bedrooms ≥ 3, status is For Rent. */
async function buildQuery(page: Page, place: string) {
  const dialog = finder(page);
  await dialog.getByLabel("Location operator").selectOption("contains");
  await dialog.getByRole("textbox", { name: "Location value" }).fill(place);
  await dialog.getByRole("textbox", { name: "Location value" }).press("Enter");
  await dialog.getByLabel("Bedrooms operator").selectOption("gte");
  await dialog.getByRole("textbox", { name: "Bedrooms value" }).fill("3");
  await dialog.getByLabel("Status operator").selectOption("eq");
  await dialog.getByRole("combobox", { name: "Status value" }).selectOption("for-rent");
}

test.describe("Finder", () => {
  test("build a query by keyboard and see only matching listings", async ({ page, request }) => {
    const { place, match, small, forSale } = await threeListings(request);
    await signIn(page, "specialist");
    await page.goto("/listings");

    // Keyboard only: open, set rows, search.
    await finderButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = finder(page);
    await expect(dialog).toBeVisible();
    const value = dialog.getByRole("textbox", { name: "Bedrooms value" });
    await expect(value).toBeEditable();
    await dialog.getByLabel("Location operator").focus();
    await page.keyboard.press("ArrowDown"); // Contains
    await expect(dialog.getByLabel("Location operator")).toHaveValue("contains");
    await page.keyboard.press("Tab");
    await page.keyboard.type(place);
    await page.keyboard.press("Enter"); // a chip, not a search
    await expect(dialog.getByRole("button", { name: `Remove ${place}` })).toBeVisible();
    await dialog.getByLabel("Bedrooms operator").focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowDown"); // At least
    await expect(dialog.getByLabel("Bedrooms operator")).toHaveValue("gte");
    await page.keyboard.press("Tab");
    await expect(value).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("Control+Enter"); // searches (Enter alone goes on to the next row)
    await expect(dialog).toBeHidden();
    await expect(finderButton(page)).toBeFocused();

    await expect(page.getByRole("link", { name: new RegExp(match.propertyName) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(forSale.propertyName) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(small.propertyName) })).toHaveCount(0);
    const chips = page.getByRole("group", { name: "Active filters" });
    await expect(chips.getByText("Bedrooms ≥ 3")).toBeVisible();
    await expect(chips.getByText(`Location contains “${place}”`)).toBeVisible();
    expect(new URL(page.url()).searchParams.get("criteria")).toContain("rooms.bedrooms");
  });

  test("three conditions in at most 9 clicks: typing picks the operator and the value, Enter goes on to the next row", async ({
    page,
    request,
  }) => {
    const { place, match, small, forSale } = await threeListings(request);
    // Every press of a mouse button on the page, counted in the page itself.
    await page.addInitScript(() => {
      const counted = window as unknown as { clicksCounted: number };
      counted.clicksCounted = 0;
      window.addEventListener("pointerdown", (event) => event.isTrusted && counted.clicksCounted++, true);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "specialist");
    await page.goto("/listings");
    const clicks = () => page.evaluate(() => (window as unknown as { clicksCounted: number }).clicksCounted);
    expect(await clicks()).toBe(0);

    await finderButton(page).click();
    const dialog = finder(page);
    // Location contains the place: the value typed, the operator follows; Enter makes the chip, Enter again the next row.
    const location = dialog.getByRole("textbox", { name: "Location value" });
    await location.click();
    await page.keyboard.type(place);
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Location operator")).toHaveValue("contains");
    await page.keyboard.press("Enter");
    // Status is any of For Rent: typed, picked with Enter.
    const status = dialog.getByRole("combobox", { name: "Status value" });
    await expect(status).toBeFocused();
    await page.keyboard.type("for r");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove For Rent", exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Status operator")).toHaveValue("in");
    // Bedrooms at least 3.
    await dialog.getByRole("textbox", { name: "Bedrooms value" }).click();
    await page.keyboard.type("3");
    await expect(dialog.getByLabel("Bedrooms operator")).toHaveValue("gte");
    await page.screenshot({ path: "test-results/finder-three-conditions-1440.png" });
    await expectAxeClean(page, "Finder with three conditions");
    // Enter in the last row opens Add condition; its first field becomes a row with the focus on its value.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(dialog.locator(":focus")).toHaveAttribute("aria-label", / value$/);
    await dialog.getByRole("button", { name: "SEARCH" }).click();
    await expect(dialog).toBeHidden();

    expect(await clicks()).toBeLessThanOrEqual(9);
    const chips = page.getByRole("group", { name: "Active filters" });
    await expect(chips.getByText("Bedrooms ≥ 3")).toBeVisible();
    await expect(chips.getByText("Status is any of For Rent")).toBeVisible();
    await expect(chips.getByText(`Location contains “${place}”`)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(match.propertyName) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(forSale.propertyName) })).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(small.propertyName) })).toHaveCount(0);
    test.info().annotations.push({ type: "clicks", description: `three conditions in ${await clicks()} clicks` });

    // On a phone the rows stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await finderButton(page).click();
    await expect(dialog.getByRole("combobox", { name: "Status value" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/finder-three-conditions-390.png" });
  });

  test("the criteria live in the URL: the dialog shows them, chips remove them, reload and Back keep them", async ({ page, request }) => {
    const { place, match, forSale } = await threeListings(request);
    const criteria = [
      { fieldName: "location", operator: "contains", value: place },
      { fieldName: "rooms.bedrooms", operator: "gte", value: "3" },
      { fieldName: "status", operator: "eq", value: "for-rent" },
    ];
    await signIn(page, "specialist");
    await page.goto(`/listings?criteria=${encodeURIComponent(JSON.stringify(criteria))}`);
    const chips = page.getByRole("group", { name: "Active filters" });
    await expect(chips.getByText("Status is For Rent")).toBeVisible();
    await expect(tileNames(page)).toHaveCount(1);
    await expect(page.getByRole("link", { name: new RegExp(match.propertyName) })).toBeVisible();

    // The dialog shows what is applied; the blank operator clears a value.
    await finderButton(page).click();
    const dialog = finder(page);
    await expect(dialog.getByLabel("Bedrooms operator")).toHaveValue("gte");
    await expect(dialog.getByRole("textbox", { name: "Bedrooms value" })).toHaveValue("3");
    await expect(dialog.getByRole("combobox", { name: "Status value" })).toHaveValue("for-rent");
    await dialog.getByLabel("Bedrooms operator").selectOption("");
    await expect(dialog.getByRole("textbox", { name: "Bedrooms value" })).toHaveValue("");
    await expect(dialog.getByLabel("Bedrooms operator")).toHaveValue("");
    await dialog.getByRole("button", { name: "CANCEL" }).click();
    await expect(chips.getByText("Bedrooms ≥ 3")).toBeVisible();

    // Removing a chip widens the list; Back restores it; reload keeps it; Clear all empties the URL.
    await chips.getByRole("button", { name: "Remove Status is For Rent" }).click();
    await expect(page.getByRole("link", { name: new RegExp(forSale.propertyName) })).toBeVisible();
    await expect(tileNames(page)).toHaveCount(2);
    await page.goBack();
    await expect(chips.getByText("Status is For Rent")).toBeVisible();
    await expect(tileNames(page)).toHaveCount(1);
    await page.reload();
    await expect(chips.getByText("Status is For Rent")).toBeVisible();
    await expect(tileNames(page)).toHaveCount(1);
    await chips.getByRole("button", { name: "Clear all" }).click();
    await expect(chips).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("criteria")).toBeNull();
  });

  test("save a shared filter; another person reuses it and cannot delete it", async ({ page, request, browser }) => {
    const { place, match } = await threeListings(request);
    const name = `Rentals ${tag()}`;
    await signIn(page, "admin");
    await page.goto("/listings");
    await finderButton(page).click();
    await buildQuery(page, place);
    const dialog = finder(page);
    await dialog.getByRole("button", { name: "Save as…" }).click();
    await dialog.getByRole("textbox", { name: "Filter name" }).fill(name);
    await dialog.getByRole("checkbox", { name: "Share with the team" }).check();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(dialog.getByRole("button", { name: `Delete ${name}` })).toBeVisible();

    // Another person, another browser: the shared filter is offered and applies in one click.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, "specialist");
    await other.goto("/listings");
    await finderButton(other).click();
    const otherDialog = finder(other);
    const saved = otherDialog.getByRole("button", { name: new RegExp(`^${name}`) });
    await expect(saved).toContainText("Shared by Erin Admin");
    await expect(otherDialog.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    await saved.click();
    await expect(otherDialog).toBeHidden();
    await expect(tileNames(other)).toHaveCount(1);
    await expect(other.getByRole("link", { name: new RegExp(match.propertyName) })).toBeVisible();

    // The server refuses a delete by someone else (403); the owner may.
    const specialistToken = await apiLogin(request, "specialist");
    const list = await request.get(`${API}/filters`, { headers: tokenHeaders(specialistToken), params: { entity: "listings" } });
    const filter = ((await list.json()) as { _id: string; name: string }[]).find((item) => item.name === name)!;
    expect(filter).toBeTruthy();
    const refused = await request.delete(`${API}/filters/remove/${filter._id}`, { headers: tokenHeaders(specialistToken) });
    expect(refused.status()).toBe(403);
    await context.close();

    await dialog.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "YES" }).click();
    await expect(dialog.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  });

  test("Export CSV downloads exactly the filtered list", async ({ page, request }) => {
    const { place, match } = await threeListings(request);
    await signIn(page, "specialist");
    await page.goto("/listings");
    await finderButton(page).click();
    await buildQuery(page, place);
    await finder(page).getByRole("button", { name: "SEARCH" }).click();
    await expect(tileNames(page)).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, records } = csvRecords((await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, ""));
    expect(header).toContain("Property name");
    expect(records.map((record) => record["Property name"])).toEqual([match.propertyName]);
    expect(records[0]!.Bedrooms).toBe("4");
    await expect(page.getByText("Exported 1 listing.")).toBeVisible();
  });

  test("Export CSV is off while the list shows no results, and on again when it has some", async ({ page }) => {
    await signIn(page, "specialist");
    await page.goto("/clients");
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    await expect(exportButton).toBeEnabled();
    await page.getByPlaceholder("Search clients by name").fill(`no such client ${tag()}`);
    await expect(page.getByText(/No clients match/)).toBeVisible();
    await expect(exportButton).toBeDisabled();
    await page.getByPlaceholder("Search clients by name").fill("");
    await expect(exportButton).toBeEnabled();
  });

  const LISTS = [
    ["/clients", "Find clients"],
    ["/service-providers", "Find service providers"],
    ["/service-orders", "Find service orders"],
    ["/reminders", "Find reminders"],
    ["/accounts", "Find accounts"],
    ["/users", "Find users"],
  ] as const;
  for (const [path, title] of LISTS) {
    test(`${path} has the Finder and Export CSV`, async ({ page }) => {
      await signIn(page, "admin");
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
      await finderButton(page).click();
      const dialog = finder(page, title);
      await expect(dialog.getByRole("heading", { name: "Saved filters" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "SEARCH" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(finderButton(page)).toBeFocused();
    });
  }

  test("on a phone the Finder is a sheet that never scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "specialist");
    await page.goto("/listings");
    await finderButton(page).click();
    await expect(finder(page).getByLabel("Bedrooms operator")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await finder(page).boundingBox();
    expect(box?.width).toBe(390);
  });

  test("opens with the most used rows; Add condition adds any other; Status is any of For Rent, For Rent & Sale", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const place = `Anyofbay ${tag()}`;
    const make = (name: string, status: string) =>
      createListingViaApi(request, token, refs, { propertyName: `Finder ${name} ${tag()}`, location: `${place}, St. Lucia`, status });
    const rent = await make("Rent", "for-rent");
    const both = await make("Both", "rent-and-sale");
    await make("Sold", "sold");

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin");
    await page.goto("/listings");
    await finderButton(page).click();
    const dialog = finder(page);
    // The most used fields are rows; the rest wait under Add condition.
    await expect(dialog.getByLabel("Status operator")).toBeVisible();
    await expect(dialog.getByLabel("Zoning operator")).toHaveCount(0);
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Add condition" }).click();
    await page.getByRole("menuitem", { name: "Zoning" }).click();
    // The added row works as every row: its value has the focus, ready to type; no operator until a value is given.
    await expect(dialog.getByRole("combobox", { name: "Zoning value" })).toBeFocused();
    await expect(dialog.getByLabel("Zoning operator")).toHaveValue("");

    await dialog.getByLabel("Location operator").selectOption("contains");
    await dialog.getByRole("textbox", { name: "Location value" }).fill(place);
    await dialog.getByLabel("Status operator").selectOption("in");
    await dialog.getByRole("button", { name: "Show the Status value choices" }).click();
    await page.getByRole("option", { name: "For Rent", exact: true }).click();
    // Typing picks too: the first value the text matches.
    const statusValue = dialog.getByRole("combobox", { name: "Status value" });
    await statusValue.fill("rent & s");
    await statusValue.press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove For Rent", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove For Rent & Sale" })).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "SEARCH" }).click();

    await expect(page.getByText("Status is any of For Rent, For Rent & Sale")).toBeVisible();
    await expect(tileNames(page)).toHaveCount(2);
    await expect(tileNames(page).filter({ hasText: both.propertyName })).toHaveCount(1);
    await expect(tileNames(page).filter({ hasText: rent.propertyName })).toHaveCount(1);
    const criteria = JSON.parse(new URL(page.url()).searchParams.get("criteria")!) as unknown[];
    expect(criteria).toContainEqual({ fieldName: "status", operator: "in", value: ["for-rent", "rent-and-sale"] });

    // Reopened: the condition's row shows what is applied; Clear goes back to the first rows.
    await finderButton(page).click();
    await expect(dialog.getByLabel("Status operator")).toHaveValue("in");
    await dialog.getByRole("button", { name: "Add condition" }).click();
    await page.getByRole("menuitem", { name: "Bathrooms" }).click();
    await expect(dialog.getByLabel("Bathrooms operator")).toBeVisible();
    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(dialog.getByLabel("Bathrooms operator")).toHaveCount(0);
    await expect(dialog.getByLabel("Status operator")).toHaveValue("");

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });
});
