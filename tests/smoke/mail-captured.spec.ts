import { expect, test } from "@playwright/test";
import { postTransactionViaApi } from "@/tests/support/accounts";
import english from "@/messages/en.json";
import {
  FORGOT_PASSWORD_ANSWER_NO_MAIL,
  FORGOT_PASSWORD_LEAD_NO_MAIL,
  RESET_LINK_GOOD,
  RESET_LINK_INVALID,
} from "@/lib/schemas/password-reset";
import { API, apiLogin, createClientViaApi, expectApiError, fakeAddress, tokenHeaders, uniqueEmail } from "@/tests/support/api";
import { createOrderViaApi, orderRefs, setOrderStatusViaApi } from "@/tests/support/orders";
import { createUserViaApi } from "@/tests/support/users";
import { shootAtBothWidths, signIn } from "@/tests/support/browser";

/**
 * Mail on the embedded database with no SMTP_URL (the demo's setting): a
 * message is written to the Outbox as `captured`, readable whole, and never
 * sent; the jobs run inside the app, and the tick route does not exist.
 */
// This project runs API calls; the browser journeys at the end bring the suite's own Chromium (playwright.config.ts).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
});

test("a test digest stays in the Outbox as captured, and Send again says why not", async ({ request }) => {
  const specialist = await apiLogin(request, "specialist");
  const admin = await apiLogin(request, "admin");
  const queued = await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(specialist) });
  expect(queued.status(), await queued.text()).toBe(202);
  const { messageId } = await queued.json();

  const detail = await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin) });
  expect(detail.status()).toBe(200);
  const message = await detail.json();
  expect(message).toMatchObject({ _id: messageId, kind: "digest", status: "captured", attempts: 0, sentAt: null });
  expect(message.html).toContain("Blue Horizon Realty");
  expect(message.text).toMatch(/^Blue Horizon Realty/);

  const raw = await request.get(`${API}/outbox/${messageId}/raw`, { headers: tokenHeaders(admin) });
  expect(raw.status()).toBe(200);
  expect((await raw.body()).toString()).toContain(`Message-ID:`);

  const listed = await request.get(`${API}/outbox?status=captured`, { headers: tokenHeaders(admin) });
  expect(((await listed.json()) as { _id: string }[]).map((row) => row._id)).toContain(messageId);

  await expectApiError(await request.post(`${API}/outbox/${messageId}/retry`, { headers: tokenHeaders(admin) }), 409, {
    message: "No mail server is configured (SMTP_URL), so messages stay in the Outbox.",
  });
});

test("POST /jobs/tick does not exist without JOBS_TICK_SECRET", async ({ request }) => {
  await expectApiError(await request.post(`${API}/jobs/tick`, { headers: { authorization: "Bearer anything-at-all" } }), 404);
});

test("owner statements on the embedded database: e-mailed on request and by month, captured with the PDF and CSV", async ({ request }) => {
  const admin = await apiLogin(request, "admin");
  const client = await createClientViaApi(request, admin, { name: `Embedded Owner ${Date.now().toString(36)}` });
  await postTransactionViaApi(request, admin, client._id, { value: "75.00", description: "Rent", date: "2003-06-10T15:00:00Z" });

  const emailed = await request.post(`${API}/accounts/${client._id}/statement/email`, {
    headers: tokenHeaders(admin),
    data: { from: "2003-06-01", to: "2003-06-30" },
  });
  expect(emailed.status(), await emailed.text()).toBe(202);
  const queued = (await emailed.json()) as { messageId: string; captured: boolean };
  // Nothing left (issue 44): the answer says so, and so does the account's History.
  expect(queued.captured).toBe(true);
  const detail = await (await request.get(`${API}/outbox/${queued.messageId}`, { headers: tokenHeaders(admin) })).json();
  expect(detail).toMatchObject({ kind: "statement", status: "captured", to: { address: client.contactEmailAddress } });
  expect(detail.attachments.map((attachment: { contentType: string }) => attachment.contentType)).toEqual([
    "application/pdf",
    "text/csv; charset=utf-8",
  ]);

  const history = await request.get(`${API}/history/accounts/${client._id}`, { headers: tokenHeaders(admin) });
  expect(JSON.stringify(await history.json())).toContain(
    `not e-mailed to ${client.contactEmailAddress} for 2003-06-01 to 2003-06-30: saved in the Outbox — no mail server is set up`,
  );

  // The month, twice: the second queues none (the first queued this owner, and any other with a balance).
  const first = await request.post(`${API}/statements/send`, { headers: tokenHeaders(admin), data: { month: "2003-06" } });
  expect(first.status(), await first.text()).toBe(202);
  expect((await first.json()).queued).toBeGreaterThanOrEqual(1);
  const second = await request.post(`${API}/statements/send`, { headers: tokenHeaders(admin), data: { month: "2003-06" } });
  expect(await second.json()).toEqual({ queued: 0 });
  // The job runs in the app: the month's statement shows in the Outbox too.
  await expect
    .poll(
      async () => {
        const listed = await request.get(`${API}/outbox?kind=statement&limit=100`, { headers: tokenHeaders(admin) });
        return ((await listed.json()) as { to: { address: string }; subject: string }[]).filter(
          (row) => row.to.address === client.contactEmailAddress && row.subject.startsWith("Owner statement June 2003"),
        ).length;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
});

test("a work order a specialist sends is captured, says so, and is theirs to read in the Outbox (issue 44)", async ({ request }) => {
  const specialist = await apiLogin(request, "specialist");
  const admin = await apiLogin(request, "admin");
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs);
  await setOrderStatusViaApi(request, admin, order._id, "APPROVED");

  const sent = await request.post(`${API}/services/orders/${order._id}/send`, { headers: tokenHeaders(specialist) });
  expect(sent.status(), await sent.text()).toBe(202);
  const { messageId, captured } = (await sent.json()) as { messageId: string; captured: boolean };
  expect(captured).toBe(true);

  const history = await request.get(`${API}/history/service-orders/${order._id}`, { headers: tokenHeaders(admin) });
  expect(JSON.stringify(await history.json())).toContain(
    `work order to ${refs.provider.name} <${refs.provider.contactEmailAddress}> saved in the Outbox — no mail server is set up`,
  );

  // The specialist reads it (and only what they caused); the .eml stays an admin's.
  const mine = (await (await request.get(`${API}/outbox?kind=work-order&limit=100`, { headers: tokenHeaders(specialist) })).json()) as {
    _id: string;
    status: string;
  }[];
  expect(mine.find((row) => row._id === messageId)).toMatchObject({ status: "captured" });
  const detail = await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(specialist) });
  expect(detail.status()).toBe(200);
  expect(await detail.json()).toMatchObject({ kind: "work-order", status: "captured" });
  await expectApiError(await request.get(`${API}/outbox/${messageId}/raw`, { headers: tokenHeaders(specialist) }), 403);
});

test("'Forgot your password?' with no mail server: ask an administrator, who finds the link in the Outbox (issue 44)", async ({
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const { user } = await createUserViaApi(request, admin);
  const forgot = (email: string) =>
    request.post(`${API}/auth/password/forgot`, { data: { email }, headers: { "x-forwarded-for": fakeAddress() } });
  // The same words for every address: they send the person to an administrator, never say whether the account exists.
  for (const email of [user.email, uniqueEmail("nobody")]) {
    const asked = await forgot(email);
    expect(asked.status(), await asked.text()).toBe(202);
    expect(await asked.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER_NO_MAIL });
  }

  // The administrator finds the link in the Outbox (the job runs in the app).
  let messageId = "";
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get(`${API}/outbox?kind=password-reset&limit=100`, { headers: tokenHeaders(admin) })
        ).json()) as {
          _id: string;
          to: { address: string };
        }[];
        messageId = rows.find((row) => row.to.address === user.email)?._id ?? "";
        return messageId;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  const { text, status } = await (await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin) })).json();
  expect(status).toBe("captured");
  const token = /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
  expect(token).not.toBe("");

  // The reset page's check (issue 44): good until used, then refused — before any password is typed.
  const check = () => request.post(`${API}/auth/password/reset/check`, { data: { token } });
  expect(await (await check()).json()).toEqual({ message: RESET_LINK_GOOD });
  const done = await request.post(`${API}/auth/password/reset`, { data: { token, password: "Captured!Link-42" } });
  expect(done.status(), await done.text()).toBe(200);
  await expectApiError(await check(), 400, { field: "token", message: RESET_LINK_INVALID });
});

test.describe("in the browser, with no mail server (issue 44)", () => {
  test.use({ serviceWorkers: "block", extraHTTPHeaders: { "x-forwarded-for": fakeAddress() } });

  test("a specialist e-mails a work order: the toast says it stayed in the Outbox and opens it there", async ({ page, request }) => {
    const admin = await apiLogin(request, "admin");
    const refs = await orderRefs(request, admin);
    const order = await createOrderViaApi(request, admin, refs);
    await setOrderStatusViaApi(request, admin, order._id, "APPROVED");

    await signIn(page, "specialist");
    await page.goto(`/service-orders/view/${order._id}`);
    await page.getByRole("button", { name: "E-mail work order" }).click();
    await page.getByRole("alertdialog", { name: "E-mail work order" }).getByRole("button", { name: "YES" }).click();
    const toast = page.getByRole("status").filter({ hasText: english.common.savedInOutbox });
    await expect(toast).toBeVisible();
    await expect(page.getByText(/Work order e-mailed/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("work-order-captured-toast-1440.png") });

    await toast.getByRole("link", { name: "Open the message" }).click();
    await expect(page).toHaveURL(/\/outbox\?message=/);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("outbox-facts")).toContainText("Work order");
    await expect(dialog.getByTestId("outbox-facts")).toContainText("Captured");
    await expect(dialog.getByRole("link", { name: /Download/ })).toHaveCount(0);
    await shootAtBothWidths(page, "outbox-specialist-message");
    await page.keyboard.press("Escape");
    await expect(page.getByText(/The messages you sent, newest first\./)).toBeVisible();
    await shootAtBothWidths(page, "outbox-specialist");
  });

  test("an admin e-mails a statement: saved in the Outbox, with the link; the toast at 390 px", async ({ page, request }) => {
    const admin = await apiLogin(request, "admin");
    const client = await createClientViaApi(request, admin, { name: `Browser Owner ${Date.now().toString(36)}` });
    await postTransactionViaApi(request, admin, client._id, { value: "75.00", description: "Rent", date: "2004-06-10T15:00:00Z" });

    await signIn(page, "admin");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/accounts/${client._id}/statement?from=2004-06-01&to=2004-06-30`);
    await page.getByRole("button", { name: "E-mail to owner" }).click();
    await page.getByRole("alertdialog", { name: "E-mail statement" }).getByRole("button", { name: "YES" }).click();
    const toast = page.getByRole("status").filter({ hasText: english.common.savedInOutbox });
    await expect(toast).toBeVisible();
    await expect(page.getByText(/The statement is on its way/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("statement-captured-toast-390.png") });
    await expect(toast.getByRole("link", { name: "Open the message" })).toHaveAttribute("href", /^\/outbox\?message=[0-9a-f-]{36}$/);
  });

  test("'Forgot your password?' sends the person to an administrator", async ({ page }) => {
    await page.goto("/forgot-password");
    await expect(page.getByText(FORGOT_PASSWORD_LEAD_NO_MAIL)).toBeVisible();
    await page.getByRole("textbox", { name: "Your e-mail" }).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "SEND THE LINK" }).click();
    await expect(page.getByRole("status").filter({ hasText: FORGOT_PASSWORD_ANSWER_NO_MAIL })).toBeVisible();
    await shootAtBothWidths(page, "forgot-password-no-mail");
  });
});
