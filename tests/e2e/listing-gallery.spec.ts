import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn, tabTo } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { expectAxeClean } from "../support/axe";

/**
 * A listing's gallery (issue 30 §2) in the browser: add three pictures at once
 * by keyboard, reorder by keyboard (Move earlier: focus stays on the moved
 * picture, the live region says where it went, the first becomes the cover
 * and the page's picture), drag one with the mouse, caption one, the lightbox (arrows, Esc,
 * focus returns), delete with the confirmation; tiles and the view carry a
 * srcset of the server's sizes. Axe-clean and looked at, at 1440 and 390 px.
 */

const photo = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function galleryIds(request: APIRequestContext, token: string, listingId: string): Promise<string[]> {
  const response = await request.get(`${API}/listings/${listingId}/pictures`, { headers: tokenHeaders(token) });
  return ((await response.json()) as { _id: string }[]).map((picture) => picture._id);
}

test("add pictures, reorder by keyboard and by dragging, caption, lightbox and delete", async ({ page, request }) => {
  // Three uploads, six saves, two axe runs and two screenshots: more than the default allows on a busy machine.
  test.setTimeout(150_000);
  const token = await apiLogin(request, "admin");
  const refs = await listingRefs(request, token);
  const name = `Qgallery ${Date.now().toString(36)} Villa`;
  const listing = await createListingViaApi(request, token, refs, { propertyName: name, propertyType: "villa" });
  await signIn(page, "admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/listings/view/${listing._id}`);
  const card = page.getByRole("region", { name: "Pictures" });
  await expect(card.getByText("No pictures yet.")).toBeVisible();

  // Add three at once, by keyboard: the card's button opens the browser's picker.
  const add = card.getByRole("button", { name: "Add pictures" });
  await tabTo(page, add);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
  await chooser.setFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo("#0e7490") },
    { name: "pool.jpg", mimeType: "image/jpeg", buffer: await photo("#b45309") },
    { name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo("#15803d") },
  ]);
  await expect(page.getByText("3 pictures added.")).toBeVisible({ timeout: 20_000 });
  const items = card.getByTestId("gallery-item");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Cover");
  const [front, pool, garden] = await galleryIds(request, token, listing._id);
  // The cover is the listing's picture: the page's summary shows it, with the server's sizes.
  const summary = page.getByTestId("listing-picture");
  await expect(summary).toHaveAttribute("src", `${API}/files/${front}`);
  await expect(summary).toHaveAttribute("srcset", new RegExp(`${front}\\?variant=medium 640w`));
  await expect(summary).toHaveAttribute("sizes", /320px/);

  // Keyboard: move the third picture earlier twice; focus stays on it, the live region says where it went.
  const moveEarlier = card.locator(`[data-picture-id="${garden}"] [data-action="earlier"]`);
  await tabTo(page, moveEarlier, 80);
  await page.keyboard.press("Enter");
  await expect(card.getByTestId("gallery-announcement")).toHaveText("Picture 3 moved to position 2 of 3.");
  await expect(moveEarlier).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByTestId("gallery-announcement")).toHaveText("Picture 2 moved to position 1 of 3, now the cover.");
  // First now: Move earlier is disabled, so focus moved to its Move later.
  await expect(card.locator(`[data-picture-id="${garden}"] [data-action="later"]`)).toBeFocused();
  await expect.poll(() => galleryIds(request, token, listing._id)).toEqual([garden, front, pool]);
  await expect(items.first()).toHaveAttribute("data-picture-id", garden!);
  await expect(summary).toHaveAttribute("src", `${API}/files/${garden}`);

  // Drag: the last picture onto the first's place, with the mouse — Chromium runs its own HTML5 drag and drop from
  // Playwright's pointer (dragstart, dragover, drop, dragend, each with the browser's DataTransfer). The pointer takes
  // hold in the tile's own padding (not on its buttons) and travels in steps, so the browser sees a real drag
  // begin and pass over the tiles between (TESTING.md "Dragging in the gallery").
  const source = card.locator(`[data-picture-id="${pool}"]`);
  const target = card.locator(`[data-picture-id="${garden}"]`);
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 3, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 13, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 3, { steps: 12 });
  await page.mouse.up();
  await expect(items.first()).toHaveAttribute("data-picture-id", pool!);
  await expect.poll(() => galleryIds(request, token, listing._id)).toEqual([pool, garden, front]);

  // Caption the cover.
  await card.getByRole("button", { name: "Edit the caption of Picture 1" }).click();
  const captionDialog = page.getByRole("dialog", { name: "Caption of Picture 1" });
  await captionDialog.getByLabel("Caption").fill("Pool at dusk");
  await expectAxeClean(page, "the caption dialog");
  await captionDialog.getByRole("button", { name: "SAVE" }).click();
  await expect(captionDialog).toHaveCount(0);
  await expect(items.first()).toContainText("Pool at dusk");

  // The lightbox: arrows, Esc, focus back on the thumbnail that opened it.
  const open = card.getByRole("button", { name: "Open Picture 1, Pool at dusk, the cover" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Picture 1, Pool at dusk" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("img", { name: `${name}: Pool at dusk` })).toHaveJSProperty("complete", true);
  await expectAxeClean(page, "the lightbox");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Picture 2" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Picture 3" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(open).toBeFocused();

  await expectAxeClean(page, "the gallery at 1440");
  await card.screenshot({ path: "test-results/listing-gallery-1440.png" });

  // Delete, confirmed in the one dialog.
  await card.getByRole("button", { name: "Delete Picture 3" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete picture" });
  await confirm.getByRole("button", { name: "YES" }).click();
  await expect(items).toHaveCount(2);
  await expect(card.getByRole("heading", { name: "Pictures (2)" })).toBeVisible();

  // The History says what happened.
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("3 pictures added; new cover")).toBeVisible();
  await expect(page.getByText("caption set to 'Pool at dusk'")).toBeVisible();
  await expect(page.getByText("picture removed").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expectAxeClean(page, "the gallery at 390");
  await card.screenshot({ path: "test-results/listing-gallery-390.png" });

  // The list's tile: the cover's thumbnail with the srcset of the server's sizes.
  await page.goto("/listings");
  await page.getByRole("searchbox").fill(name);
  const tileImage = page.getByRole("link", { name: new RegExp(name) }).locator("img");
  await expect(tileImage).toHaveAttribute("src", `${API}/files/${pool}?variant=thumbnail`);
  await expect(tileImage).toHaveAttribute("srcset", new RegExp(`variant=thumbnail 320w, .*variant=medium 640w, .*variant=large 1280w`));
  await expect(tileImage).toHaveAttribute("sizes", "107px");
});
