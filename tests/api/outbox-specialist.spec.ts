import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createUserViaApi, loginAs } from "@/tests/support/users";

/**
 * The Outbox for a property specialist (issue 44): GET /outbox and /outbox/{id} answer them with the messages they
 * caused — another's, or an admin's, is absent from the list and a 404 by id — while the .eml and Send again stay
 * an admin's (403). Messages are test digests, which each person causes for themselves — of throwaway specialists
 * only: a fixture admin's digest here would share its subject with the one tests/e2e/outbox.spec.ts opens by name.
 */
async function specialist(request: APIRequestContext, admin: string) {
  const { user, password } = await createUserViaApi(request, admin);
  return { id: user._id, token: await loginAs(request, user.email, password) };
}

async function testDigest(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(202);
  const body = (await response.json()) as { messageId: string; captured: boolean };
  expect(body.captured).toBe(false); // this server has a mail server
  return body.messageId;
}

test("a specialist lists and opens the messages they caused, and no one else's", async ({ request }) => {
  const admin = await apiLogin(request, "admin");
  const [ann, bob] = [await specialist(request, admin), await specialist(request, admin)];
  const annsMessage = await testDigest(request, ann.token);
  const bobsMessage = await testDigest(request, bob.token);

  const listed = await request.get(`${API}/outbox?limit=100`, { headers: tokenHeaders(ann.token) });
  expect(listed.status()).toBe(200);
  const rows = (await listed.json()) as { _id: string; createdBy: { _id: string } | null; kind: string }[];
  expect(rows.map((row) => row._id)).toEqual([annsMessage]);
  expect(rows[0]).toMatchObject({ kind: "digest", createdBy: { _id: ann.id } });
  expect(listed.headers()["x-total-count"]).toBe("1");
  // The filters narrow within their own.
  const none = await request.get(`${API}/outbox?kind=statement`, { headers: tokenHeaders(ann.token) });
  expect(await none.json()).toEqual([]);

  const own = await request.get(`${API}/outbox/${annsMessage}`, { headers: tokenHeaders(ann.token) });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ _id: annsMessage, kind: "digest", createdBy: { _id: ann.id } });
  await expectApiError(await request.get(`${API}/outbox/${bobsMessage}`, { headers: tokenHeaders(ann.token) }), 404, {
    message: "Message not found.",
  });
  // Nor a message no one caused (scheduled mail has no sender): any the admin sees without one is a 404 to Ann.
  const everyone = (await (await request.get(`${API}/outbox?limit=100`, { headers: tokenHeaders(admin) })).json()) as {
    _id: string;
    createdBy: unknown;
  }[];
  const scheduled = everyone.find((row) => row.createdBy === null);
  if (scheduled) await expectApiError(await request.get(`${API}/outbox/${scheduled._id}`, { headers: tokenHeaders(ann.token) }), 404);

  // The exact bytes and Send again stay an admin's, even for their own message.
  await expectApiError(await request.get(`${API}/outbox/${annsMessage}/raw`, { headers: tokenHeaders(ann.token) }), 403);
  await expectApiError(await request.post(`${API}/outbox/${annsMessage}/retry`, { headers: tokenHeaders(ann.token) }), 403);

  // An admin reads every one.
  const adminRows = (await (await request.get(`${API}/outbox?kind=digest&limit=100`, { headers: tokenHeaders(admin) })).json()) as {
    _id: string;
  }[];
  for (const id of [annsMessage, bobsMessage]) {
    expect(adminRows.map((row) => row._id)).toContain(id);
    expect((await request.get(`${API}/outbox/${id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
  }
  expect((await request.get(`${API}/outbox/${annsMessage}/raw`, { headers: tokenHeaders(admin) })).status()).toBe(200);
});
