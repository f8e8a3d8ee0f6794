import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn, tabTo } from "../support/browser";
import { parseCsv } from "../support/csv";
import { csvOf } from "../support/imports";
import { expectAxeClean } from "../support/axe";

/**
 * Issue 31's "done when" journey, by keyboard alone, at 1440 and at 390 px:
 * a 300-row XLSX written by a third-party writer (openpyxl:
 * tests/fixtures/imports/make-fixtures.py), four of its rows bad — mapped,
 * checked, the rows with errors downloaded, fixed and uploaded again, both
 * imported (the page reloaded while the first is being imported), then both
 * undone from the history. axe at every step.
 */
const FILE = "owners-300-openpyxl.xlsx";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

test.describe.configure({ mode: "serial" }); // both widths import the same owners

async function look(page: Page, testInfo: TestInfo, name: string, width: number) {
  await expectAxeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await tabTo(page, page.getByRole("button", { name: "choose" }));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(file);
}

async function importChecked(page: Page, rows: number, fileName: string) {
  await tabTo(page, page.getByRole("button", { name: `Import ${rows} rows` }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Import" });
  await expect(confirm).toContainText(fileName);
  await expect(confirm.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");
}

for (const width of [1440, 390]) {
  test(`300 owners from an openpyxl XLSX: mapped, checked, fixed, imported, undone, by keyboard at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await signIn(page, "admin");
    await page.goto("/imports?kind=clients");
    await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
    await chooseFile(page, { name: FILE, mimeType: XLSX, buffer: readFileSync(path.resolve("tests/fixtures/imports", FILE)) });

    // Map: the headers' proposals, as a spreadsheet person wrote them.
    await expect(page.getByRole("heading", { level: 2, name: /Map the file's columns/ })).toBeFocused();
    await expect(page.getByText("300 rows and 7 columns.")).toBeVisible();
    await expect(page.getByLabel("Field for column Surname")).toHaveValue("Contact last name");
    await expect(page.getByLabel("Field for column Cell")).toHaveValue("Primary number");
    await look(page, testInfo, "journey-map", width);
    await tabTo(page, page.getByRole("button", { name: "Check rows" }), 80);
    await page.keyboard.press("Enter");

    // Check: 296 new, the four bad rows with their row numbers.
    await expect(page.getByRole("heading", { level: 2, name: /Check the rows/ })).toBeFocused();
    const summary = page.locator("dl");
    await expect(summary).toContainText("New296");
    await expect(summary).toContainText("With errors4");
    const errors = page.getByRole("region", { name: "Rows with errors" });
    for (const row of ["58", "144", "223", "282"]) await expect(errors.getByRole("cell", { name: row, exact: true })).toBeVisible();
    await look(page, testInfo, "journey-check", width);

    // Download the rows with errors (Enter on the link), fix them as a person would.
    const link = page.getByRole("link", { name: "Download rows with errors (CSV)" });
    await tabTo(page, link);
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    const errorRows = parseCsv(readFileSync(await (await download).path(), "utf8")).filter((row) => row.some(Boolean));
    expect(errorRows[0]).toEqual(["Error", "Owner", "First name", "Surname", "Cell", "E-mail address", "Address", "Website"]);
    expect(errorRows.slice(1).map((row) => row[1])).toEqual([
      "Journey Owner 057",
      "Journey Owner 143",
      "Journey Owner 222",
      "Journey Owner 281",
    ]);
    const fixed = errorRows.map((row, index) =>
      index === 0
        ? row
        : [row[0]!, row[1]!, row[2] || "Fixed", row[3]!, row[4]!, row[5]!.replace("-at-", "@"), row[6] || "Fixed Road", row[7]!],
    );

    // Import the 296: the page reloaded while the job runs comes back to it and follows it to the end.
    await importChecked(page, 296, FILE);
    await expect(page).toHaveURL(/[?&]import=/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: /Importing|Imported/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /Imported/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("status").filter({ hasText: "296 created" })).toBeVisible();
    await look(page, testInfo, "journey-imported", width);

    // The fixed rows, as a second file (its Error column ignored by the proposals).
    await tabTo(page, page.getByRole("button", { name: "Import another file" }));
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/[?&]import=/);
    await chooseFile(page, { name: "owners-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(fixed)) });
    await expect(page.getByLabel("Field for column Error")).toHaveValue("Ignore this column");
    await tabTo(page, page.getByRole("button", { name: "Check rows" }), 80);
    await page.keyboard.press("Enter");
    await expect(page.locator("dl")).toContainText("New4");
    await expect(page.locator("dl")).toContainText("With errors0");
    await importChecked(page, 4, "owners-fixed.csv");
    await expect(page.getByRole("heading", { level: 2, name: /Imported/ })).toBeFocused({ timeout: 60_000 });

    const admin = await apiLogin(request, "admin");
    const owners = async () =>
      (await request.get(`${API}/clients`, { headers: tokenHeaders(admin), params: { name: "Journey Owner", limit: 1 } })).headers()[
        "x-total-count"
      ];
    await expect.poll(owners).toBe("300");

    // Undo both from the history, newest first; a destructive confirmation starts on CANCEL.
    for (const [fileName, removed] of [
      ["owners-fixed.csv", 4],
      [FILE, 296],
    ] as const) {
      await tabTo(page, page.getByRole("button", { name: `Undo import of ${fileName}` }).first(), 80);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: "Undo import" });
      await expect(dialog.getByRole("button", { name: "CANCEL" })).toBeFocused();
      await tabTo(page, dialog.getByRole("button", { name: "YES" }));
      await page.keyboard.press("Enter");
      await expect(page.getByText(`Import undone: ${removed} removed, 0 put back.`)).toBeVisible({ timeout: 30_000 });
    }
    await expect.poll(owners).toBe("0");
    await look(page, testInfo, "journey-undone", width);
  });
}
