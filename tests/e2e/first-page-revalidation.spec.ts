import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { postTransactionViaApi } from "../support/accounts";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";

/**
 * The ledger's and the listings' first pages come with the HTML and are revalidated on mount (lib/swr/use-list-page.ts).
 * That revalidation draws nothing when the answer is the page on screen (issue 33: the ledger was drawn twice; the
 * listings' answer is read as the summaries the server sent, or it never compared equal); these cases hold the other
 * half — a record that changed in between is drawn again, and while the answer is on its way the server's page
 * stays, not a skeleton.
 */

/** Holds the browser's reads of a list until `release()`, then answers each with `change` applied to the real answer. */
async function holdListReads<Item>(page: Page, list: string, change: (body: Item[]) => void) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/${list}?*`, async (route) => {
    await released;
    const response = await route.fetch();
    const body = (await response.json()) as Item[];
    change(body);
    await route.fulfill({ response, json: body });
  });
  return release;
}

test("the ledger's server page stays while its revalidation is on the way, and a changed answer is drawn", async ({ page, request }) => {
  const token = await apiLogin(request);
  const client = await createClientViaApi(request, token, { name: `Revalidation ${randomBytes(3).toString("hex")} Ltd` });
  await postTransactionViaApi(request, token, client._id, { description: "Rent for the villa, as the server drew it" });
  await signIn(page);

  const release = await holdListReads<{ description: string }>(page, "accounts/transactions", (entries) => {
    entries[0]!.description = "Rent for the villa, as revalidated";
  });
  await page.goto(`/accounts/view/${client._id}`);
  const ledger = page.getByRole("table");
  await expect(ledger.getByText("Rent for the villa, as the server drew it")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Transactions (1)" })).toBeVisible();

  release();
  await expect(ledger.getByText("Rent for the villa, as revalidated")).toBeVisible();
  await expect(ledger.getByText("Rent for the villa, as the server drew it")).toHaveCount(0);
});

test("the listings' first page stays through an unchanged revalidation, and a listing that changed is drawn again", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const refs = await listingRefs(request, token);
  // Names that sort at the top of the first page, whatever else the test database holds.
  const tag = randomBytes(3).toString("hex");
  const changed = await createListingViaApi(request, token, refs, { propertyName: `AAA Revalidated ${tag}` });
  const kept = await createListingViaApi(request, token, refs, { propertyName: `AAA Kept ${tag}` });
  await signIn(page);
  const release = await holdListReads<{ _id: string; location: string }>(page, "listings", (listings) => {
    listings.find((listing) => listing._id === changed._id)!.location = "Revalidated location";
  });
  await page.goto("/listings?view=tiles");
  const tile = (listing: { _id: string }) => page.locator(`a[href="/listings/view/${listing._id}"]`);
  await expect(tile(changed)).toBeVisible();
  await expect(tile(kept)).toBeVisible();
  // A mark on the server-sent tile's element: a tile drawn again would be a new element, without it.
  await tile(kept).evaluate((element) => ((element as HTMLElement & { kept?: boolean }).kept = true));
  const marked = (listing: { _id: string }) =>
    tile(listing).evaluate((element) => (element as HTMLElement & { kept?: boolean }).kept === true);

  release();
  await expect(tile(changed)).toContainText("Revalidated location");
  expect(await marked(kept), "an unchanged listing keeps the server's tile").toBe(true);
});
