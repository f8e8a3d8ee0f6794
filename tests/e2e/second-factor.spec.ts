import { expect, test, type Page } from "@playwright/test";
import { apiLogin } from "@/tests/support/api";
import { axeAtBothWidths } from "@/tests/support/axe";
import { shootAtBothWidths, tabTo, waitForLoaded } from "@/tests/support/browser";
import { ownAddress, setUpTotpViaApi, submitPassword, totpCode } from "@/tests/support/second-factor";
import { createUserViaApi, loginAs, signInAs } from "@/tests/support/users";

/**
 * Two-step sign-in with an authenticator app (PRODUCT.md#sign-in-security): set up on the profile by
 * keyboard with a code computed from the secret shown, then the sign-in's second step — a wrong code said
 * under the field, the right one opening the console; a backup code works once. axe-clean at 1440 and 390.
 * Each test makes its own user; passkeys: second-factor-passkeys.spec.ts.
 */

const authenticatorCard = (page: Page) => page.getByRole("region", { name: "Authenticator app", exact: true });

test("a person sets up an authenticator app on their profile by keyboard, then signs in with the password and a code", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await ownAddress(page);
  const { user, password } = await createUserViaApi(request, await apiLogin(request));
  await signInAs(page, user.email, password);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sign-in security" })).toBeVisible();
  await waitForLoaded(page);
  await expect(authenticatorCard(page).getByText("Not set up")).toBeVisible();
  await axeAtBothWidths(page, "profile's sign-in security");
  await shootAtBothWidths(page, "profile-sign-in-security");

  // Set up: Tab to the card's button; the dialog takes focus, shows the key as a QR code and as text.
  const setUp = authenticatorCard(page).getByRole("button", { name: "Set up" });
  await tabTo(page, setUp, 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Set up an authenticator app" });
  await expect(dialog.getByRole("img", { name: "QR code of your authenticator app's key" })).toBeVisible();
  const code = dialog.getByRole("textbox", { name: "Code from the app" });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  const secret = (await dialog.getByTestId("totp-secret").innerText()).trim();
  expect(secret, "the key in groups of four").toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await axeAtBothWidths(page, "authenticator set-up dialog");
  await shootAtBothWidths(page, "totp-setup-dialog");

  // A wrong first code is refused under the field; the right one turns the app on and shows the backup codes once.
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(/^That code is not valid\./)).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill(await totpCode(secret));
  await page.keyboard.press("Enter");
  const codesDialog = page.getByRole("dialog", { name: "Save your backup codes" });
  await expect(codesDialog.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  const codes = (await codesDialog.getByTestId("backup-codes").getByRole("listitem").allInnerTexts()).map((text) => text.trim());
  expect(codes).toHaveLength(10);
  await expect(codesDialog.getByRole("button", { name: "Download (.txt)" })).toBeVisible();
  const download = page.waitForEvent("download");
  await codesDialog.getByRole("button", { name: "Download (.txt)" }).click();
  expect((await download).suggestedFilename()).toBe("agency-console-backup-codes.txt");
  await axeAtBothWidths(page, "backup codes dialog");
  await shootAtBothWidths(page, "backup-codes-dialog");
  await tabTo(page, codesDialog.getByRole("button", { name: "Done" }));
  await page.keyboard.press("Enter");
  await expect(codesDialog).toHaveCount(0);
  // The Set up button has gone (the card now offers Remove): focus is on the card's heading.
  await expect(page.getByRole("heading", { name: "Authenticator app" })).toBeFocused();
  await expect(authenticatorCard(page).getByText("On", { exact: true })).toBeVisible();
  await expect(page.getByTestId("backup-codes-left")).toContainText("10 of 10 unused");

  // Signed out, the password alone no longer opens the console: the second step asks for the code.
  await page.context().clearCookies();
  await submitPassword(page, user.email, password);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  const stepCode = page.getByRole("textbox", { name: "Authentication code" });
  await expect(stepCode).toBeFocused();
  await expect(stepCode).toHaveAttribute("autocomplete", "one-time-code");
  await expect(stepCode).toHaveAttribute("inputmode", "numeric");
  await axeAtBothWidths(page, "sign-in's second step");
  await shootAtBothWidths(page, "sign-in-second-step");
  const right = await totpCode(secret, 30);
  await page.keyboard.type(right === "123456" ? "654321" : "123456");
  await page.keyboard.press("Enter");
  await expect(page.getByText("That code is not valid.")).toBeVisible();
  await expect(stepCode).toBeFocused();
  // The next step's code: the set-up used this step's, and a code is accepted once.
  await stepCode.fill(right);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a backup code signs in once; the second time it is refused", async ({ page, request }) => {
  test.setTimeout(120_000);
  await ownAddress(page);
  const { user, password } = await createUserViaApi(request, await apiLogin(request));
  const { secret, backupCodes } = await setUpTotpViaApi(request, await loginAs(request, user.email, password));
  const first = backupCodes[0]!;

  for (const attempt of ["first", "second"] as const) {
    await page.context().clearCookies();
    await submitPassword(page, user.email, password);
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Use a backup code instead" }));
    await page.keyboard.press("Enter");
    const field = page.getByRole("textbox", { name: "Backup code" });
    await expect(field).toBeFocused();
    await page.keyboard.type(first);
    await page.keyboard.press("Enter");
    if (attempt === "first") {
      await expect(page).toHaveURL(/\/dashboard$/);
    } else {
      await expect(page.getByText("That code is not valid.")).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    }
  }

  // The authenticator app still works, and the profile counts the backup codes left.
  const stepCode = page.getByRole("textbox", { name: "Backup code" });
  await stepCode.fill("");
  await tabTo(page, page.getByRole("button", { name: "Use your authenticator app instead" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Authentication code" })).toBeFocused();
  await page.keyboard.type(await totpCode(secret, 30));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await expect(page.getByTestId("backup-codes-left")).toContainText("9 of 10 unused");

  // New codes, confirmed with an unused backup code; focus comes back to the button.
  const newCodes = page.getByRole("region", { name: "Backup codes" }).getByRole("button", { name: "New codes" });
  await tabTo(page, newCodes, 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New backup codes" });
  await expect(dialog.getByRole("textbox", { name: "Code from the app or a backup code" })).toBeFocused();
  await page.keyboard.type(backupCodes[1]!);
  await page.keyboard.press("Enter");
  const shown = page.getByRole("dialog", { name: "Save your backup codes" });
  await expect(shown.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  await shown.getByRole("button", { name: "Done" }).press("Enter");
  await expect(newCodes).toBeFocused();
  await expect(page.getByTestId("backup-codes-left")).toContainText("10 of 10 unused");
});

test("an expired second step goes back to the password and says why", async ({ page, request }) => {
  await ownAddress(page);
  const { user, password } = await createUserViaApi(request, await apiLogin(request));
  const { secret } = await setUpTotpViaApi(request, await loginAs(request, user.email, password));
  await submitPassword(page, user.email, password);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  // The token is spent elsewhere (as after 5 minutes): the server says the sign-in has expired.
  await page.route("**/api/auth/callback/credentials", async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("challengeToken", "x".repeat(43));
    await route.continue({ postData: body.toString() });
  });
  await page.getByRole("textbox", { name: "Authentication code" }).fill(await totpCode(secret, 30));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "This sign-in has expired. Please sign in again." })).toBeVisible();
  await expect(page.getByLabel("Your e-mail")).toBeVisible();
});
