import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn, tabTo } from "../support/browser";

/**
 * Issue 20: the main journeys with the keyboard only (Tab, Enter, Space,
 * Esc and typing), checking where focus is at every step.
 */

test("the skip link is the first stop and jumps to the page's content", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/dashboard");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible(); // shown once it has focus
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
  // The next Tab starts inside the page, not in the menu.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);
});

test("a client is created with the keyboard alone; the success panel takes focus", async ({ page }) => {
  const name = `Keyboard Holdings ${randomBytes(3).toString("hex")}`;
  await signIn(page, "admin");
  await page.goto("/clients/client-details");

  await tabTo(page, page.getByRole("textbox", { name: "Name", exact: true }));
  await page.keyboard.type(name);
  const values: [string, string][] = [
    ["First name", "Ivo"],
    ["Last name", "Reid"],
    ["Primary number", "+1 268 555 0110"],
    ["E-mail address", "ivo.keyboard@example.ag"],
    ["Mailing address", "St. John's, Antigua"],
  ];
  for (const [label, value] of values) {
    await tabTo(page, page.getByRole("textbox", { name: label, exact: true }), 4);
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole("button", { name: "CREATE CLIENT" }), 6);
  await page.keyboard.press("Enter");

  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("button", { name: "YES" })).toBeFocused(); // a save starts on YES
  await page.keyboard.press("Space");

  const heading = page.getByRole("heading", { name: /Operation Successful/ });
  await expect(heading).toBeFocused();
  await expect(heading).toContainText("Client Created");
});

test("a record is deleted from its view with the keyboard; focus lands on the list's title", async ({ page, request }) => {
  const client = await createClientViaApi(request, await apiLogin(request, "admin"), {
    name: `Keyboard Delete ${randomBytes(3).toString("hex")}`,
  });
  await signIn(page, "admin");
  await page.goto(`/clients/view/${client._id}`);

  const deleteButton = page.getByRole("button", { name: "Delete" });
  await tabTo(page, deleteButton);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Confirm" });
  await expect(confirm.getByRole("button", { name: "CANCEL" })).toBeFocused(); // destructive: starts on CANCEL

  // Esc cancels and gives focus back to Delete.
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("at 390 px the menu drawer opens with the keyboard, closes with Esc, and focus returns to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin");
  await page.goto("/dashboard");

  const open = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, open, 4);
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");

  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Clients", exact: true })).toBeVisible();
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
});

test("at 390 px a focused field is never under the sticky top bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "admin");
  await page.goto("/clients/client-details");
  const bar = page.getByRole("banner").filter({ has: page.getByRole("button", { name: "Open menu" }) });
  const barBottom = (await bar.boundingBox())!.height;

  // Walk down the form, then back up with Shift+Tab: every focused field stays below the bar.
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await tabTo(page, name);
  for (const key of [...Array(6).fill("Tab"), ...Array(6).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const box = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON());
    expect(box.top, `${key}: the focused control starts below the top bar`).toBeGreaterThanOrEqual(barBottom);
  }
});
