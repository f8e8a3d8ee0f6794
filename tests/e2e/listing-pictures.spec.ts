import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { apiLogin } from "../support/api";
import { signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { pictureDataUrl } from "../support/pictures";

/** Listing pictures (DESIGN.md §4): one 4:3 ratio, thumbnails in lists, and a placeholder by type for a listing without one. */
const tag = () => randomBytes(3).toString("hex");

test.describe("Listing pictures", () => {
  test("a listing without a picture shows the placeholder by type, on its tile and its page; Add picture opens the form there", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const word = `Qplace${tag()}`;
    const land = await createListingViaApi(request, token, refs, {
      propertyName: `${word} Lot`,
      listingType: "land-only",
      propertyType: null,
      size: { lotSizeSqFeet: "20000.00", lotSizeAcres: "0.4591", propertySizeSqFeet: null },
      rooms: { bedrooms: null, bathrooms: null, otherRooms: [] },
    });
    await createListingViaApi(request, token, refs, { propertyName: `${word} Office`, propertyType: "office-space" });
    await signIn(page);

    await page.goto("/listings");
    await page.getByRole("searchbox").fill(word);
    const landTile = page.getByRole("link", { name: new RegExp(`${word} Lot`) });
    await expect(landTile.getByTestId("listing-picture-placeholder")).toHaveAttribute("data-icon", "map");
    await expect(page.getByRole("link", { name: new RegExp(`${word} Office`) }).getByTestId("listing-picture-placeholder")).toHaveAttribute(
      "data-icon",
      "building-office",
    );
    await expect(landTile.locator("img")).toHaveCount(0);

    await landTile.click();
    await expect(page).toHaveURL(new RegExp(`/listings/view/${land._id}$`));
    const placeholder = page.getByTestId("listing-picture-placeholder");
    await expect(placeholder).toContainText("No picture yet");
    await placeholder.getByRole("link", { name: "Add picture" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/listing-details/${land._id}#picture$`));
    await expect(page.getByRole("button", { name: "Choose picture" })).toBeInViewport();
  });

  test("the list's first tile brings its thumbnail inside the page (the phone's largest paint), the table view does not", async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    // "00" sorts before every other name the tests give (the next test's "0a" included).
    const name = `00 First ${tag()} House`;
    await createListingViaApi(request, token, refs, { propertyName: name, propertyType: "house", image: await pictureDataUrl(800, 600) });
    await signIn(page);

    await page.goto("/listings?view=tiles");
    const thumbnail = page.getByRole("link", { name: new RegExp(name) }).locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^data:image\/webp;base64,/);
    await expect(thumbnail).not.toHaveAttribute("srcset", /./);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

    const table = await (await page.request.get("/listings?view=table")).text();
    expect(table).toContain(name);
    expect(table).not.toContain("data:image/webp");
  });

  test("a stored picture: 4:3, its thumbnail lazy on the tile, the full picture on the page", async ({ page, request }) => {
    const token = await apiLogin(request);
    const refs = await listingRefs(request, token);
    const name = `Qpicture ${tag()} House`;
    await createListingViaApi(request, token, refs, { propertyName: name, propertyType: "house", image: await pictureDataUrl(800, 600) });
    // The list's first three tiles load at once; three names that sort first keep this one lazy, whatever else the database holds.
    for (const first of ["0a", "0b", "0c"]) await createListingViaApi(request, token, refs, { propertyName: `${first} ${tag()}` });
    await signIn(page);

    await page.goto("/listings");
    await page.getByRole("searchbox").fill(name);
    const tile = page.getByRole("link", { name: new RegExp(name) });
    const thumbnail = tile.locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^\/api\/v1\/files\/[0-9a-f-]+\?variant=thumbnail$/);
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("width", "320");
    await expect(thumbnail).toHaveAttribute("height", "240");
    await expect(thumbnail).toHaveCSS("object-fit", "cover");
    await expect(thumbnail).toBeVisible();
    // 4:3 as laid out, whatever the tile's height.
    await expect
      .poll(() =>
        thumbnail.evaluate((image) => Math.round((image.getBoundingClientRect().width / image.getBoundingClientRect().height) * 100)),
      )
      .toBe(133);

    await tile.click();
    const picture = page.getByTestId("listing-picture");
    await expect(picture).toHaveAttribute("src", /^\/api\/v1\/files\/[0-9a-f-]+$/);
    await expect(picture).toHaveAttribute("alt", `Picture of ${name}`);
    await expect(page.getByTestId("listing-picture-placeholder")).toHaveCount(0);
  });
});
