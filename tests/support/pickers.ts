import { expect, type Page } from "@playwright/test";

/**
 * Chooses a record in a form's record picker (components/ui/record-combobox.tsx)
 * the way a person does: types part of its name, waits for the server's
 * matches and picks the one showing `choice` (its full name by default).
 */
export async function pickRecord(page: Page, label: string, typed: string, choice = typed): Promise<void> {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  const option = page.getByRole("option").filter({ hasText: choice }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(input).toHaveValue(choice);
}
