import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { letterHeadings, signIn, waitForLoaded } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { expectAxeClean } from "../support/axe";

const LETTERS = "ABCDEFGHIJKLMN".split("");

/** Tiles (links in the letter groups) wholly inside the viewport. */
async function visibleTiles(page: Page): Promise<number> {
  return page.locator("[data-letter-groups] li a").evaluateAll((links) => {
    const height = window.innerHeight;
    return links.filter((link) => {
      const box = link.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height && box.width > 0;
    }).length;
  });
}

/** The distinct left edges of the letter headings: how many columns the groups flow in. */
async function groupColumns(page: Page): Promise<number> {
  const lefts = await letterHeadings(page).evaluateAll((headings) =>
    headings.map((heading) => Math.round(heading.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

/**
 * DESIGN.md's density target for the grouped view (12+ records at 1440 × 900): the letter groups flow in
 * 2–3 columns beside their letters instead of one long column of single-tile rows; a phone keeps one column.
 * Fourteen records under fourteen letters make sure the first page has enough, whatever else the shared
 * database holds.
 */
test.describe("Tile lists' density", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000); // 28 records through the API on a busy machine
    const token = await apiLogin(request);
    const tag = randomBytes(3).toString("hex");
    const refs = await listingRefs(request, token);
    for (const letter of LETTERS) {
      await createClientViaApi(request, token, { name: `${letter}density ${tag} Ltd` });
      await createListingViaApi(request, token, refs, { propertyName: `${letter}density ${tag} Villa` });
    }
  });

  for (const path of ["/clients", "/listings"]) {
    test(`${path}: at least 12 tiles in view at 1440 × 900, in columns; one column at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, "admin");
      await page.goto(path);
      await waitForLoaded(page);
      await expect(letterHeadings(page).first()).toBeVisible();
      expect(await visibleTiles(page)).toBeGreaterThanOrEqual(12);
      expect(await groupColumns(page)).toBeGreaterThanOrEqual(2);
      await expectAxeClean(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => groupColumns(page)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page);
    });
  }
});
