import { expect, test } from "@playwright/test";
import { postTransactionViaApi } from "@/tests/support/accounts";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";

/**
 * Mail on the embedded database with no SMTP_URL (the demo's setting): a
 * message is written to the Outbox as `captured`, readable whole, and never
 * sent; the jobs run inside the app, and the tick route does not exist.
 */
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
  const detail = await (await request.get(`${API}/outbox/${(await emailed.json()).messageId}`, { headers: tokenHeaders(admin) })).json();
  expect(detail).toMatchObject({ kind: "statement", status: "captured", to: { address: client.contactEmailAddress } });
  expect(detail.attachments.map((attachment: { contentType: string }) => attachment.contentType)).toEqual([
    "application/pdf",
    "text/csv; charset=utf-8",
  ]);

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
