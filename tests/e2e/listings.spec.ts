import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, apiLogin, createClientViaApi, tokenHeaders } from "../support/api";
import { closeHoldOn, letterHeadings, signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { pickRecord } from "../support/pickers";
import { pictureBytes } from "../support/pictures";

const tag = () => randomBytes(3).toString("hex");
/** A form control by its label; required labels end with the asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));

async function confirmSave(page: Page, button: string, question: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole("button", { name: "YES" }).click();
}

async function listingIdByName(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.get(`${API}/listings`, { headers: tokenHeaders(token), params: { propertyName: name } });
  const items = (await response.json()) as { _id: string; propertyName: string }[];
  expect(items.map((item) => item.propertyName)).toEqual([name]);
  return items[0]!._id;
}

test.describe("Listings", () => {
  test("create a land-only listing for a client from the client's page (client locked, property fields hidden)", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Qa Land Owner ${tag()}` });
    const name = `Anse Land ${tag()}`;
    await signIn(page, "specialist");
    await page.goto(`/clients/view/${client._id}`);
    await page.getByRole("link", { name: "Add listing" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/details/${client._id}$`));
    await expect(page.locator("p#client")).toHaveText(client.name);

    // Invalid submit: 'Hold On ...' and the required fields marked.
    await page.getByRole("button", { name: "CREATE LISTING" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await expect(page.getByText("Please complete all required fields marked with the Asterisk (*)")).toBeVisible();
    await closeHoldOn(page);
    await expect(field(page, "Property name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Lot size (acres)")).toHaveAttribute("aria-invalid", "true");

    // Land only hides property type, property size and rooms, live.
    await expect(field(page, "Property type")).toBeVisible();
    await field(page, "Listing type").selectOption("land-only");
    await expect(field(page, "Property type")).toHaveCount(0);
    await expect(field(page, "Property size (sq ft)")).toHaveCount(0);
    await expect(field(page, "Bedrooms")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Rooms" })).toHaveCount(0);

    await field(page, "Property name").fill(name);
    await pickRecord(page, "Property specialist", "Sas", "Sasha Specialist");
    await field(page, "Location").fill("Anse La Raye, St. Lucia");
    await field(page, "Status").selectOption("for-sale");
    await field(page, "Zoning").selectOption("commercial");
    await field(page, "Sale price (USD)").fill("125000");
    await field(page, "Lot size (sq ft)").fill("43560");
    // Acres follow the square feet: 43,560 sq ft to the acre.
    await expect(field(page, "Lot size (acres)")).toHaveValue("1");
    // No lease section for a sale.
    await expect(page.getByRole("heading", { name: "Current lease" })).toHaveCount(0);

    await confirmSave(page, "CREATE LISTING", "Would you like to create this new listing?");
    await expect(page.getByText("Operation Successful")).toBeVisible();
    await expect(page.getByText("Listing Created")).toBeVisible();
    await page.getByRole("link", { name: "CLOSE" }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/view/${client._id}$`));
    await page.getByRole("link", { name: new RegExp(name) }).click();

    await expect(page.getByTestId("listing-heading")).toHaveText("Land Only");
    await expect(page.getByTestId("listing-status")).toHaveText("For Sale");
    await expect(page.getByTestId("listing-sale-price")).toHaveText("$125,000 USD");
    await expect(page.getByTestId("listing-lot-size")).toHaveText("43,560 sq ft · 1.00 acres");
    await expect(page.getByTestId("listing-zoning")).toHaveText("Commercial");
    // Land has no rooms: no empty Rooms card.
    await expect(page.getByRole("heading", { name: "Rooms", exact: true })).toHaveCount(0);
  });

  test("create a rental with a lease, chips and a picture; then edit it into 'sold'", async ({ page, request }) => {
    const token = await apiLogin(request);
    const client = await createClientViaApi(request, token, { name: `Qa Rental Owner ${tag()}` });
    const name = `Bayview Villa ${tag()}`;
    await signIn(page, "admin");
    await page.goto("/listings");
    await page.getByRole("link", { name: "New listing" }).click();
    await expect(page).toHaveURL(/\/listings\/listing-details$/);

    await field(page, "Property name").fill(name);
    await pickRecord(page, "Client", client.name.slice(-6), client.name);
    await pickRecord(page, "Property specialist", "Sas", "Sasha Specialist");
    await field(page, "Location").fill("Rodney Bay, Gros Islet");
    await field(page, "Listing type").selectOption("land-and-property");
    await field(page, "Property type").selectOption("villa");
    await field(page, "Zoning").selectOption("residential");

    // A rental status shows the lease section and makes the sale price optional.
    await expect(page.getByRole("heading", { name: "Current lease" })).toHaveCount(0);
    await field(page, "Status").selectOption("rented");
    await expect(page.getByRole("heading", { name: "Current lease" })).toBeVisible();
    await field(page, "Rental price per month (USD)").fill("2500");
    await page.getByLabel("Price is negotiable").check();
    await field(page, "Lot size (sq ft)").fill("12000");
    await expect(field(page, "Lot size (acres)")).toHaveValue("0.2755");
    // Acres typed by the person stay; emptied, they follow the square feet again.
    await field(page, "Lot size (acres)").fill("0.3");
    await field(page, "Lot size (sq ft)").fill("12500");
    await expect(field(page, "Lot size (acres)")).toHaveValue("0.3");
    await field(page, "Lot size (acres)").fill("");
    await field(page, "Lot size (acres)").blur();
    await expect(field(page, "Lot size (acres)")).toHaveValue("0.287");
    await expect(field(page, "Lot size (sq ft)")).toHaveValue("12,500"); // grouped once it is left
    await field(page, "Property size (sq ft)").fill("3400");
    await field(page, "Bedrooms").fill("4");
    await field(page, "Bathrooms").fill("3");
    await field(page, "Tenant name").fill("Ann Joseph");
    await field(page, "Lease start date").fill("2026-01-01");
    await field(page, "Lease end date").fill("2026-12-31");

    // Chips: Enter or comma adds, blanks are ignored; defaults are there already.
    await expect(page.getByTestId("services-chips")).toContainText("Electricity");
    const amenities = field(page, "Amenities");
    await amenities.fill("Pool");
    await amenities.press("Enter");
    await amenities.pressSequentially("Sea view,");
    await amenities.pressSequentially("   ,");
    await expect(page.getByTestId("amenities-chips").getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await page.getByRole("button", { name: "Remove Cable" }).click();

    await page
      .locator("#picture-file")
      .setInputFiles({ name: "villa.png", mimeType: "image/png", buffer: await pictureBytes(640, 480, "png") });
    await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^data:image\/png;base64,/);

    await confirmSave(page, "CREATE LISTING", "Would you like to create this new listing?");
    await expect(page.getByText("Listing Created")).toBeVisible();

    const id = await listingIdByName(request, token, name);
    await page.goto(`/listings/view/${id}`);
    await expect(page.getByTestId("listing-heading")).toHaveText("Property: Villa");
    await expect(page.getByTestId("listing-status")).toHaveText("Rented");
    await expect(page.getByTestId("listing-specialist")).toHaveText("Sasha Specialist");
    await expect(page.getByTestId("listing-rent")).toHaveText("$2,500 USD");
    await expect(page.getByTestId("listing-sale-price")).toHaveCount(0);
    await expect(page.getByTestId("listing-negotiable")).toHaveText("Price is negotiable.");
    await expect(page.getByRole("list", { name: "Amenities" })).toHaveText(/Pool.*Sea view/);
    await expect(page.getByRole("list", { name: "Services" })).not.toContainText("Cable");
    await expect(page.getByText("Ann Joseph")).toBeVisible();
    await expect(page.getByText("Jan 1, 2026 – Dec 31, 2026")).toBeVisible();
    await expect(page.getByTestId("listing-picture")).toHaveAttribute("src", /^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    // The browser may show a smaller size from the srcset; the picture itself is the one uploaded.
    const storedWidth = await page.getByTestId("listing-picture").evaluate(async (img: HTMLImageElement) => {
      const original = new Image();
      original.src = img.src;
      await original.decode();
      return original.naturalWidth;
    });
    expect(storedWidth).toBe(640);

    // Edit into 'sold': the lease disappears and a sale price becomes required.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(field(page, "Property name")).toHaveValue(name);
    // Amounts and sizes read as people write them (the API sent "2500.00", "12500.00", "0.2870").
    await expect(field(page, "Rental price per month (USD)")).toHaveValue("2,500.00");
    await expect(field(page, "Lot size (sq ft)")).toHaveValue("12,500");
    await expect(field(page, "Lot size (acres)")).toHaveValue("0.287");
    await expect(field(page, "Property size (sq ft)")).toHaveValue("3,400");
    await field(page, "Status").selectOption("sold");
    await expect(page.getByRole("heading", { name: "Current lease" })).toHaveCount(0);
    await page.getByRole("button", { name: "UPDATE LISTING" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await closeHoldOn(page);
    await expect(page.getByText("Sale price is required.")).toBeVisible();
    await field(page, "Sale price (USD)").fill("900000");
    await field(page, "Sale price (USD)").blur();
    await expect(field(page, "Sale price (USD)")).toHaveValue("900,000.00");
    await confirmSave(page, "UPDATE LISTING", "Would you like to save the details for this listing?");
    await expect(page.getByText("Listing Updated")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/view/${id}$`));
    await expect(page.getByTestId("listing-status")).toHaveText("Sold");
    await expect(page.getByTestId("listing-sale-price")).toHaveText("$900,000 USD");
    await expect(page.getByTestId("listing-rent")).toHaveCount(0);
    await expect(page.getByText("Ann Joseph")).toHaveCount(0);
    // The picture was kept.
    await expect(page.getByTestId("listing-picture")).toHaveAttribute("src", /^\/api\/v1\/files\//);
  });

  test("the view's labels, side tabs and empty texts; notes edit link opens the form at the notes", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const listing = await createListingViaApi(request, token, refs, {
      notes: null,
      status: "rent-and-sale",
      cost: { salePriceInUS: "450000", rentalPriceInUS: "1800.5", negotiable: false },
    });
    await signIn(page);
    await page.goto(`/listings/view/${listing._id}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.propertyName);
    await expect(page.getByTestId("listing-heading")).toHaveText("Property: Villa");
    await expect(page.getByRole("link", { name: refs.clientName })).toHaveAttribute("href", `/clients/view/${refs.client}`);
    await expect(page.getByTestId("listing-status")).toHaveText("For Rent & Sale");
    await expect(page.getByTestId("listing-rent")).toHaveText("$1,800.50 USD");
    await expect(page.getByTestId("listing-sale-price")).toHaveText("$450,000 USD");
    await expect(page.getByTestId("listing-negotiable")).toHaveText("Price is not negotiable.");
    await expect(page.getByTestId("listing-property-size")).toHaveText("3,400 sq ft");
    await expect(page.getByTestId("listing-bedrooms")).toHaveText("4");
    await expect(page.getByRole("list", { name: "Other rooms" })).toHaveText(/Kitchen.*Garage/);
    // No picture yet: the placeholder drawn for a villa, and a way to add one.
    const placeholder = page.getByTestId("listing-picture-placeholder");
    await expect(placeholder).toHaveAttribute("data-icon", "home-modern");
    await expect(placeholder).toContainText("No picture yet");
    await expect(placeholder.getByRole("link", { name: "Add picture" })).toHaveAttribute(
      "href",
      `/listings/listing-details/${listing._id}#picture`,
    );

    await expect(page.getByTestId("count-reminders")).toHaveText("0");
    await expect(page.getByTestId("count-service-orders")).toHaveText("0");
    await expect(page.getByText("There are no reminders for this listing.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add reminder" })).toHaveAttribute(
      "href",
      `/reminders/reminder-details?listing=${listing._id}`,
    );
    await page.getByRole("tab", { name: /Service orders/ }).click();
    await expect(page.getByText("There are no service orders for this listing.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add service order" })).toHaveAttribute(
      "href",
      `/service-orders/service-order-details?listing=${listing._id}`,
    );
    await page.getByRole("tab", { name: /Notes/ }).click();
    await expect(page.getByText("There are no notes available for this listing.")).toBeVisible();

    await page.getByRole("link", { name: "Edit notes" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/listing-details/${listing._id}#notes$`));
    const notes = page.getByRole("textbox", { name: "Notes", exact: true });
    await expect(notes).toBeFocused();
    await expect(notes).toBeInViewport();
  });

  test("a result opened while its search still waits stays open: the search does not pull the page back to the list", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const word = `Qopen${randomBytes(3).toString("hex")}`;
    const listing = await createListingViaApi(request, token, await listingRefs(request, token), { propertyName: `${word} Villa` });
    await signIn(page);
    await page.goto(`/listings?q=${word}`);
    const tile = page.getByRole("link", { name: new RegExp(`${word} Villa`) });
    await expect(tile).toBeVisible();
    // The listing's page takes a second to arrive, longer than the search box waits (500 ms) after typing.
    const viewPath = `/listings/view/${listing._id}`;
    await page.route(
      (url) => url.pathname === viewPath,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );

    await page.getByRole("searchbox").fill(`${word} Vil`);
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expect(page.getByRole("heading", { name: `${word} Villa` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
  });

  test("delete a listing after 'Delete this property?'; the list groups by letter and searches", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const word = `Zq${tag()}`;
    const keep = await createListingViaApi(request, token, refs, { propertyName: `${word} Keep` });
    const doomed = await createListingViaApi(request, token, refs, { propertyName: `${word} Doomed` });
    await signIn(page, "specialist");

    await page.goto("/listings");
    await expect(letterHeadings(page).first()).toBeVisible();
    await page.getByRole("searchbox").fill(word.toUpperCase());
    await expect(page.getByRole("link", { name: new RegExp(word) })).toHaveCount(2);

    await page.goto(`/listings/view/${doomed._id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete this property?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/view/${doomed._id}$`));
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByText("Listing removed.")).toBeVisible();
    await page.getByRole("searchbox").fill(word);
    await expect(page.getByRole("link", { name: new RegExp(word) })).toHaveCount(1);
    await expect(page.getByRole("link", { name: new RegExp(`${word} Keep`) })).toHaveAttribute("href", `/listings/view/${keep._id}`);
  });
});
