import { expect, test } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn } from "../support/browser";
import { createUserViaApi, loginAs } from "../support/users";

/**
 * The Outbox page (admins) and the digest settings on the person's profile
 * (issue 29): open a message by keyboard and back, the rendered message in
 * its sandboxed frame; turn the digest off and on, change its hour, ask for
 * a test digest.
 */
test("an admin finds a message in the Outbox, reads it in the window and closes it by keyboard", async ({ page, request }) => {
  const admin = await apiLogin(request, "admin");
  const queued = await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(admin) });
  expect(queued.status()).toBe(202);
  const { messageId } = await queued.json();
  const { subject } = await (await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin) })).json();

  await signIn(page, "admin");
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Outbox" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();

  // This message's own row: digests of other admins made meanwhile (other specs) carry the same subject.
  const row = page
    .getByRole("region", { name: "Messages" })
    .getByRole("link", { name: subject })
    .and(page.locator(`[href*="message=${messageId}"]`));
  await row.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]message=${messageId}`));
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("outbox-facts")).toContainText("Daily digest");
  const frame = dialog.frameLocator("iframe");
  await expect(frame.getByText("Blue Horizon Realty").first()).toBeVisible();
  await expect(frame.getByRole("link", { name: "Open the dashboard" })).toHaveAttribute("href", /\/dashboard$/);
  // The frame runs nothing and reaches nothing of the console.
  await expect(dialog.locator("iframe")).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  await expect(dialog.getByRole("link", { name: /Download/ })).toHaveAttribute("href", `/api/v1/outbox/${messageId}/raw`);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/message=/);

  // This server sends mail, so nothing is ever captured: the filter empties the table and says so.
  await page.getByLabel("Status").selectOption("captured");
  await expect(page).toHaveURL(/status=captured/);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
});

test("a specialist reads the messages they sent in the Outbox, without the .eml or Send again (issue 44)", async ({ page, request }) => {
  const specialist = await apiLogin(request, "specialist");
  // Another person's message: a throwaway specialist's (an admin's digest would share its subject with the test above).
  const { user, password } = await createUserViaApi(request, await apiLogin(request, "admin"));
  const digest = async (token: string) =>
    (await (await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(token) })).json()).messageId;
  const [mine, othersMessage] = [await digest(specialist), await digest(await loginAs(request, user.email, password))];

  await signIn(page, "specialist");
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Outbox" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByText("The messages you sent, newest first.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Messages" }).getByRole("link").first()).toBeVisible();

  await page.goto(`/outbox?message=${mine}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("outbox-facts")).toContainText("Daily digest");
  await expect(dialog.getByRole("link", { name: /Download/ })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Send again" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // Another's message is not theirs: the window says it cannot be loaded (the API answered 404).
  await page.goto(`/outbox?message=${othersMessage}`);
  await expect(page.getByText("This message could not be loaded. Close the window and try again.")).toBeVisible();
});

test("a specialist turns the digest off and on, moves its hour and asks for a test digest", async ({ page, request }) => {
  const token = await apiLogin(request, "specialist");
  const settings = () => request.get(`${API}/users/me/notifications`, { headers: tokenHeaders(token) }).then((response) => response.json());
  await request.put(`${API}/users/me/notifications`, { headers: tokenHeaders(token), data: { digest: true, digestHour: 7 } });

  await signIn(page, "specialist");
  await page.goto("/dashboard");
  await page.getByTitle("Your profile").click();
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

  const toggle = page.getByRole("checkbox", { name: "E-mail me a daily digest" });
  await expect(toggle).toBeChecked();
  await toggle.press("Space");
  await expect(page.getByText("The daily digest is off.")).toBeVisible();
  await expect(page.getByLabel("It comes at")).toBeDisabled();
  expect(await settings()).toEqual({ digest: false, digestHour: 7 });

  await toggle.press("Space");
  await expect(page.getByLabel("It comes at")).toBeEnabled();
  await page.getByLabel("It comes at").selectOption({ label: "6:00 PM" });
  await expect(page.getByText("Your digest comes every day at 6:00 PM.")).toBeVisible();
  expect(await settings()).toEqual({ digest: true, digestHour: 18 });

  await page.getByRole("button", { name: "Send me a test digest" }).click();
  await expect(page.getByText(/A test digest is on its way to /)).toBeVisible();
});
