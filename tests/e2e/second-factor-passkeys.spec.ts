import { expect, test, type Page } from "@playwright/test";
import { apiLogin } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { tabTo, waitForLoaded } from "@/tests/support/browser";
import { addVirtualAuthenticator, ownAddress, submitPassword } from "@/tests/support/second-factor";
import { createUserViaApi, signInAs } from "@/tests/support/users";

/**
 * Passkeys (PRODUCT.md#sign-in-security) with Chromium's virtual authenticator: one added on the profile
 * by keyboard (named, with the backup codes a first factor brings), then signing in with it alone
 * ("Sign in with a passkey") and as the second step after the password, and removing it (confirmed).
 */

const passkeysCard = (page: Page) => page.getByRole("region", { name: "Passkeys", exact: true });

test("a passkey added on the profile signs in alone and as the second step, and is removed", async ({ page, request }) => {
  test.setTimeout(180_000);
  await ownAddress(page);
  const { credentialCount } = await addVirtualAuthenticator(page);
  const { user, password } = await createUserViaApi(request, await apiLogin(request));
  await signInAs(page, user.email, password);
  await page.goto("/profile");
  await waitForLoaded(page);

  const add = passkeysCard(page).getByRole("button", { name: "Add a passkey" });
  await tabTo(page, add, 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  const name = dialog.getByRole("textbox", { name: "Passkey name" });
  await expect(name).toBeFocused();
  // Named, or refused before the browser is asked.
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Give the passkey a name, e.g. Work laptop.")).toBeVisible();
  await axeAtBothWidths(page, "add a passkey dialog");
  await name.fill("Work laptop");
  await page.keyboard.press("Enter");
  // The first second factor: its backup codes, once.
  const codesDialog = page.getByRole("dialog", { name: "Save your backup codes" });
  await expect(codesDialog.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await tabTo(page, codesDialog.getByRole("button", { name: "Done" }));
  await page.keyboard.press("Enter");
  await expect(codesDialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(passkeysCard(page).getByText("Work laptop")).toBeVisible();
  await expect(passkeysCard(page).getByText("1 passkey")).toBeVisible();
  await expect(passkeysCard(page).getByText(/Last used Never/)).toBeVisible();
  expect(await credentialCount()).toBe(1);

  // The passkey alone, through the browser's autofill on the e-mail field: Chromium's virtual authenticator
  // answers the sign-in page's conditional request as it loads, as a person picking the passkey would.
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without autofill (a browser without conditional mediation): "Sign in with a passkey".
  await page.context().addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByLabel("Your e-mail")).toHaveAttribute("autocomplete", "username webauthn");
  await tabTo(page, page.getByRole("button", { name: "Sign in with a passkey" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  // After the password: "Use your passkey" is the second step's first control.
  await page.context().clearCookies();
  await submitPassword(page, user.email, password);
  const usePasskey = page.getByRole("button", { name: "Use your passkey" });
  await expect(usePasskey).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Used today; removed after a confirmation that starts on CANCEL.
  await page.goto("/profile");
  await waitForLoaded(page);
  await expect(passkeysCard(page).getByText(/Last used [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await tabTo(page, passkeysCard(page).getByRole("button", { name: "Remove passkey Work laptop" }), 80);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Remove passkey" });
  await expect(confirm).toContainText("Remove the passkey “Work laptop”?");
  await expect(confirm.getByRole("button", { name: "CANCEL" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "YES" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Passkey “Work laptop” removed." })).toBeVisible();
  await expect(passkeysCard(page).getByText("Not set up")).toBeVisible();
  await expect(add).toBeFocused();
});
