import { expect, test } from "@playwright/test";
import { apiLogin, fakeAddress, postLogin, uniqueEmail } from "../support/api";
import { E2E_PORTS } from "../support/e2e-servers";
import { shootAtBothWidths } from "../support/browser";
import { SINK_WAIT_MS, SmtpSink } from "../support/smtp-sink";
import { createUserViaApi } from "../support/users";
import { FORGOT_PASSWORD_ANSWER, PASSWORD_RESET_DONE, RESET_LINK_INVALID } from "@/lib/schemas/password-reset";

/**
 * "Forgot your password?" in the browser (issue 29 §3.4): from the sign-in
 * page's link to the e-mail (read from a real SMTP server), its link, the new
 * password, and signing in with it — by keyboard, at 1440 and 390 px.
 */
test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(SINK_WAIT_MS + 30_000); // an API spec may hold the sink's port
  sink = await SmtpSink.start(E2E_PORTS.smtp);
});
test.afterAll(async () => {
  await sink?.close();
});
test.use({ extraHTTPHeaders: { "x-forwarded-for": fakeAddress() } });

const shoot = shootAtBothWidths;

test("from the sign-in page to a new password, by keyboard", async ({ page, request }) => {
  const { user, password } = await createUserViaApi(request, await apiLogin(request));

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const email = page.getByRole("textbox", { name: "Your e-mail" });
  await expect(email).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("E-mail is required.")).toBeVisible();
  await shoot(page, "forgot-password");

  await email.fill(user.email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: FORGOT_PASSWORD_ANSWER })).toBeVisible();

  const mail = await sink.waitFor((received) => received.rcptTo.includes(user.email), 30_000);
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const { hash } = new URL(link!);

  await page.goto(`/reset-password${hash}`);
  // The token leaves the address bar (and the history) once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  const fresh = page.getByRole("textbox", { name: "New password" });
  await expect(fresh).toBeFocused();
  await shoot(page, "reset-password");
  await fresh.fill("Brand!New-Secret7");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Brand!New-Secret8");
  await page.keyboard.press("Enter");
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Type it again" })).toBeFocused();
  await page.getByRole("textbox", { name: "Type it again" }).fill("Brand!New-Secret7");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: PASSWORD_RESET_DONE })).toBeVisible();
  await shoot(page, "reset-done");

  expect((await postLogin(request, { email: user.email, password })).status()).toBe(401);
  expect((await postLogin(request, { email: user.email, password: "Brand!New-Secret7" })).status()).toBe(200);

  // The same link again (a new document: a change of fragment alone would not load the page): it says so as the page
  // opens, before any password is typed (issue 44), and offers a new one.
  await page.goto("/login");
  await page.goto(`/reset-password${hash}`);
  await expect(page.getByRole("alert").filter({ hasText: RESET_LINK_INVALID })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("an unknown address gets the same answer; a link without a token says it is not valid", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: "Your e-mail" }).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "SEND THE LINK" }).click();
  await expect(page.getByRole("status").filter({ hasText: FORGOT_PASSWORD_ANSWER })).toBeVisible();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/reset-password");
  await expect(page.getByRole("alert").filter({ hasText: RESET_LINK_INVALID })).toBeVisible();
  await shoot(page, "reset-invalid");
});
