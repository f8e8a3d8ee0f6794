import { expect, test } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "../support/api";
import { createUserViaApi, loginAs } from "../support/users";

/**
 * Sends per person (MAIL_SENDS_PER_HOUR, 30 on the test server as by default):
 * a burst of 34 statement e-mails (each a new message to the owner's outside
 * address) by one new user at once writes exactly 30 messages; the other four are 429 with Retry-After and a clear message, and
 * the Outbox names the sender of each message written.
 */
test("a burst past the hour's sends: exactly 30 are written, the rest are 429 with Retry-After", async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, "admin");
  const { user, password } = await createUserViaApi(request, admin, { role: "property-specialist" });
  const token = await loginAs(request, user.email, password);
  const owner = (await createClientViaApi(request, admin, { name: `Send Limit Owner ${Date.now().toString(36)}` })) as { _id: string };

  const answers = await Promise.all(
    Array.from({ length: 34 }, () =>
      request.post(`${API}/accounts/${owner._id}/statement/email`, { headers: tokenHeaders(token), data: {} }),
    ),
  );
  const statuses = answers.map((response) => response.status());
  expect(
    statuses.filter((status) => status === 202),
    statuses.join(","),
  ).toHaveLength(30);
  expect(
    statuses.filter((status) => status === 429),
    statuses.join(","),
  ).toHaveLength(4);
  const refused = answers.filter((response) => response.status() !== 202);
  expect(refused).toHaveLength(4);
  for (const response of refused) {
    const retryAfter = Number(response.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await expectApiError(response, 429, {
      message: /^You have sent 30 messages in the last hour, the most one person may send\. Try again in \d+ minutes\.$/,
    });
  }

  const { messageId } = (await answers.find((response) => response.status() === 202)!.json()) as { messageId: string };
  const outbox = await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin) });
  expect(await outbox.json()).toMatchObject({ createdBy: { _id: user._id, name: `${user.firstName} ${user.lastName}` } });
});
