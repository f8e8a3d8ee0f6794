import { expect, test } from "@playwright/test";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";

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
