import { expect, test } from "@playwright/test";
import { API, apiLogin, tokenHeaders, unique } from "../support/api";
import { signIn, tabTo } from "../support/browser";
import { csvOf } from "../support/imports";
import { expectAxeClean } from "../support/axe";

/**
 * Bring your data (issue 31), by keyboard alone: from the Clients list's Import
 * button, choose a file, keep the proposed mapping, check (a bad row reported),
 * import, then undo from the history — looked at at 1440 and 390 px.
 */

test("an admin imports clients and undoes the import, by keyboard", async ({ page, request }, testInfo) => {
  // Upload, check, commit (a job), History and undo, all by keyboard with axe at each step: over 90 s on a loaded machine.
  test.setTimeout(180_000);
  const tag = unique("Kbd").replace(" ", "");
  const fileName = `${tag}.csv`;
  const csv = csvOf([
    ["Owner", "First name", "Surname", "Mobile", "E-mail address", "Address", "Comments"],
    [`${tag} Alpha`, "Ann", "Baptiste", "+1 758 555 0101", `alpha.${tag}@example.com`, "1 Bay St", "VIP"],
    [`${tag} Beta`, "Bob", "Charles", "555 0102", `beta.${tag}@example.com`, "2 Bay St", ""],
    [`${tag} Broken`, "Cy", "Dee", "555 0103", "not-an-email", "3 Bay St", ""],
  ]);

  await signIn(page, "admin");
  // The lists' Import button fits beside New on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/listings");
  await expect(page.getByRole("link", { name: "Import", exact: true }).last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("listings-header-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/clients");
  await tabTo(page, page.getByRole("link", { name: "Import", exact: true }).last());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/imports\?kind=clients/);
  await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
  await expect(page.getByLabel("What the file holds")).toHaveValue("clients");

  await page.screenshot({ path: testInfo.outputPath("import-upload-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("import-upload-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const choose = page.getByRole("button", { name: "choose" });
  await tabTo(page, choose);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) });

  // Map columns: the proposals, the heading holds focus.
  const heading = page.getByRole("heading", { level: 2, name: /Map the file's columns/ });
  await expect(heading).toBeFocused();
  await expect(page.getByLabel("Field for column Mobile")).toHaveValue("Primary number");
  await expect(page.getByLabel("Field for column Comments")).toHaveValue("Ignore this column");
  // The column picker is the one combobox: typed text filters the fields (by label or synonym), Enter picks, Escape reverts.
  const comments = page.getByRole("combobox", { name: "Field for column Comments" });
  await tabTo(page, comments);
  await page.keyboard.type("web");
  await expect(page.getByRole("option")).toHaveText(["Website"]);
  await page.keyboard.press("Enter");
  await expect(comments).toHaveValue("Website");
  await comments.press("Control+a");
  await page.keyboard.type("zzz");
  await expect(page.getByText("No field matches “zzz”.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(comments).toHaveValue("Website");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Ignore this column" })).toBeVisible();
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
  await expect(comments).toHaveValue("Ignore this column");
  await expectAxeClean(page, "the column map");
  await page.screenshot({ path: testInfo.outputPath("import-map-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("import-map-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await tabTo(page, page.getByRole("button", { name: "Check rows" }));
  await page.keyboard.press("Enter");

  // Check: the summary and the bad row, nothing written yet.
  await expect(page.getByRole("heading", { level: 2, name: /Check the rows/ })).toBeFocused();
  const summary = page.locator("dl");
  await expect(summary).toContainText("New2");
  await expect(summary).toContainText("With errors1");
  const errors = page.getByRole("region", { name: "Rows with errors" });
  await expect(errors).toContainText("E-mail address");
  await expect(page.getByRole("link", { name: "Download rows with errors (CSV)" })).toHaveAttribute("href", /\/errors\.csv$/);
  await expectAxeClean(page, "the check");
  await page.screenshot({ path: testInfo.outputPath("import-check-1440.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("Step 3 of 4: Check")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("import-check-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await tabTo(page, page.getByRole("button", { name: "Import 2 rows" }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Import" });
  await expect(confirm).toContainText(fileName);
  await expect(confirm.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");
  // The commit runs as a job: the page follows it (and keeps its address, so a reload finds it again).
  await expect(page.getByRole("heading", { level: 2, name: /Imported/ })).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]import=/);
  await expect(page.getByRole("status").filter({ hasText: "2 created" })).toBeVisible();

  const admin = await apiLogin(request, "admin");
  const clients = async () =>
    (
      (await (await request.get(`${API}/clients`, { headers: tokenHeaders(admin), params: { name: tag } })).json()) as { name: string }[]
    ).map((client) => client.name);
  expect((await clients()).sort()).toEqual([`${tag} Alpha`, `${tag} Beta`]);

  // Undo from the history: a destructive confirmation starts on CANCEL.
  const undo = page.getByRole("button", { name: `Undo import of ${fileName}` });
  await tabTo(page, undo);
  await page.screenshot({ path: testInfo.outputPath("import-done-1440.png"), fullPage: true });
  await page.keyboard.press("Enter");
  const undoDialog = page.getByRole("alertdialog", { name: "Undo import" });
  await expect(undoDialog.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await tabTo(page, undoDialog.getByRole("button", { name: "YES" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Import undone: 2 removed, 0 put back.")).toBeVisible();
  await expect.poll(clients).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("import-history-390.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
