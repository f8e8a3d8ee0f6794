import { expect, test } from "@playwright/test";
import { createClientViaApi, apiLogin, unique } from "../support/api";
import { signIn } from "../support/browser";
import { checkImportViaApi, commitImportViaApi, csvOf, importFile } from "../support/imports";
import { clientImportRows } from "../support/import-rows";
import { specialistId } from "../support/listings";
import { expectAxeClean } from "../support/axe";
import { pickRecord } from "../support/pickers";

/**
 * Imports, round two (issue 44): a listings file with no specialist or listing type column — the mapping step
 * names both before the check and offers a value for every row (the specialist picker, the listing type list);
 * the check's error table names each row. Looked at at 1440 and 390 px.
 */
test("the mapping step warns of required fields no column fills and takes a value for every row", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, "admin");
  const tag = unique("Map").replace(" ", "");
  const owner = await createClientViaApi(request, admin, { name: `${tag} Owner` });
  const csv = csvOf([
    ["Property", "Owner", "Status", "Location", "Zoning", "Sale price", "Lot size", "Acres"],
    [`${tag} Sea Lot`, owner.name as string, "For Sale", "Soufrière", "Residential", "90000", "8,000", "0.18"],
    [`${tag} Odd Lot`, owner.name as string, "For Sale", "Castries", "Underwater", "95000", "9,000", "0.2"],
  ]);

  await signIn(page, "admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/imports?kind=listings");
  await expect(page.getByLabel("What the file holds")).toHaveValue("listings");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "choose" }).click();
  await (await chooser).setFiles({ name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });

  await expect(page.getByRole("heading", { level: 2, name: /Map the file's columns/ })).toBeVisible();
  const warning = page.getByTestId("import-missing-required");
  await expect(warning).toContainText("Required fields no column fills: Property specialist, Listing type.");
  await expect(page.getByRole("combobox", { name: "Every listing's specialist", exact: true })).toBeVisible();
  await expectAxeClean(page, "the mapping step with its values for every row");
  await page.screenshot({ path: testInfo.outputPath("import-defaults-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("import-defaults-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await pickRecord(page, "Every listing's specialist", "Sas", "Sasha Specialist");
  await expect(warning).toContainText("Required field no column fills: Listing type.");
  await page.getByLabel("Every listing's listing type").selectOption({ label: "Land Only" });
  await expect(warning).toBeHidden();

  await page.getByRole("button", { name: "Check rows" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Check the rows/ })).toBeVisible();
  const errors = page.getByRole("region", { name: "Rows with errors" });
  await expect(errors.getByRole("row")).toHaveCount(2);
  await expect(errors.getByRole("row").nth(1)).toContainText(`3${tag} Odd LotZoning`);
  await expect(page.getByText("New", { exact: true }).locator("..")).toContainText("1");
  await page.screenshot({ path: testInfo.outputPath("import-check-names-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("import-check-names-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back at the mapping, the values stay chosen.
  await page.getByRole("button", { name: "Back to mapping" }).click();
  await expect(page.getByRole("combobox", { name: "Every listing's specialist", exact: true })).toHaveValue("Sasha Specialist");
  await expect(page.getByLabel("Every listing's listing type")).toHaveValue("land-only");
});

test("undoing an import a later one built on says to undo that one first, and links it", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, "admin");
  const tag = unique("Chain").replace(" ", "");
  const header = ["Name", "First name", "Last name", "Phone", "E-mail", "Address"];
  const owners = await importFile(request, admin, "clients", `${tag}-owners.csv`, csvOf([header, ...clientImportRows(tag, 1)]));
  await checkImportViaApi(request, admin, owners._id);
  await commitImportViaApi(request, admin, owners._id);
  const lots = await importFile(
    request,
    admin,
    "listings",
    `${tag}-lots.csv`,
    csvOf([
      ["Property", "Owner", "Status", "Location", "Zoning", "Sale price", "Lot size", "Acres"],
      [`${tag} Lot`, `${tag} 0`, "For Sale", "Soufrière", "Residential", "90000", "8,000", "0.18"],
    ]),
  );
  await checkImportViaApi(request, admin, lots._id, {
    defaults: { propertySpecialist: await specialistId(request, admin), listingType: "land-only" },
  });
  await commitImportViaApi(request, admin, lots._id);

  await signIn(page, "admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/imports");
  await page.getByRole("button", { name: `Undo import of ${tag}-owners.csv` }).click();
  await page.getByRole("alertdialog", { name: "Undo import" }).getByRole("button", { name: "YES" }).click();
  const told = page.getByRole("alertdialog", { name: "Undo the later imports first" });
  await expect(told).toContainText(`a later import built on the records of ${tag}-owners.csv`);
  const link = told.getByRole("link", { name: `${tag}-lots.csv` });
  await expect(link).toHaveAttribute("href", `#import-${lots._id}`);
  await page.screenshot({ path: testInfo.outputPath("import-undo-later-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("import-undo-later-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await link.click();
  await told.getByRole("button", { name: /ok/i }).click();
  await expect(page).toHaveURL(new RegExp(`#import-${lots._id}$`));
  await expect(page.locator(`#import-${lots._id}`)).toContainText(`${tag}-lots.csv`);
});
