import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createUserViaApi, loginAs, updateBodyOf, type ManagedUser } from "@/tests/support/users";

/**
 * Issue 27 §5: the private calendar feed is a credential and does not outlive
 * the others. A password change, a disable and a delete revoke it; re-enabling
 * does not bring it back; an admin revokes anyone's feed from the user's page;
 * making and revoking one are in the user's history.
 */
const feedPath = (url: string) => new URL(url).pathname;

async function makeFeed(request: APIRequestContext, token: string): Promise<string> {
  const made = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(token) });
  expect(made.status(), await made.text()).toBe(201);
  const path = feedPath(((await made.json()) as { url: string }).url);
  expect((await request.get(path)).status()).toBe(200);
  return path;
}

async function update(request: APIRequestContext, admin: string, user: ManagedUser, overrides: Record<string, unknown>) {
  const response = await request.put(`${API}/users/update`, { headers: tokenHeaders(admin), data: updateBodyOf(user, overrides) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ManagedUser;
}

interface HistoryEvent {
  action: string;
  actor: { name: string };
  changes: { field: string; to: string | null }[];
}

async function feedHistory(request: APIRequestContext, admin: string, userId: string): Promise<string[]> {
  const response = await request.get(`${API}/history/users/${userId}?limit=50`, { headers: tokenHeaders(admin) });
  expect(response.status(), await response.text()).toBe(200);
  const events = (await response.json()) as HistoryEvent[];
  return events
    .flatMap((event) =>
      event.changes.filter((change) => change.field === "calendarFeed").map((change) => `${event.actor.name}: ${change.to}`),
    )
    .reverse();
}

test.describe("the calendar feed ends with the user's credentials", () => {
  let admin: string;
  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, "admin");
  });

  test("an admin's password change revokes the feed", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const feed = await makeFeed(request, await loginAs(request, user.email, password));
    await update(request, admin, user, { password: "Another!Secret9" });
    await expectApiError(await request.get(feed), 404);
  });

  test("disable → 404, and re-enabling does not bring the old URL back", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const feed = await makeFeed(request, await loginAs(request, user.email, password));
    const disabled = await update(request, admin, user, { isActive: false });
    await expectApiError(await request.get(feed), 404);
    await update(request, admin, disabled, { isActive: true });
    await expectApiError(await request.get(feed), 404);
    // A new one works again: the revoke is of that URL, not of the user's right to a feed.
    await makeFeed(request, await loginAs(request, user.email, password));
  });

  test("other changes leave the feed alone", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const feed = await makeFeed(request, await loginAs(request, user.email, password));
    await update(request, admin, user, { firstName: "Renamed" });
    expect((await request.get(feed)).status()).toBe(200);
  });

  test("deleting the user revokes the feed", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const feed = await makeFeed(request, await loginAs(request, user.email, password));
    expect((await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    await expectApiError(await request.get(feed), 404);
  });

  test("an admin revokes a user's feed; making, replacing and revoking are in the user's history", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const token = await loginAs(request, user.email, password);
    await makeFeed(request, token);
    const feed = await makeFeed(request, token);

    const revoked = await request.delete(`${API}/users/${user._id}/calendar-feed`, { headers: tokenHeaders(admin) });
    expect(revoked.status(), await revoked.text()).toBe(204);
    await expectApiError(await request.get(feed), 404);
    expect((await request.delete(`${API}/users/${user._id}/calendar-feed`, { headers: tokenHeaders(admin) })).status()).toBe(204);

    const own = await makeFeed(request, token);
    expect((await request.delete(`${API}/calendar/token`, { headers: tokenHeaders(token) })).status()).toBe(204);
    await expectApiError(await request.get(own), 404);
    await makeFeed(request, token);
    await update(request, admin, user, { password: "Another!Secret9" });

    const name = `${user.firstName} ${user.lastName}`;
    expect(await feedHistory(request, admin, user._id)).toEqual([
      `${name}: feed URL made`,
      `${name}: new feed URL made (the old one revoked)`,
      "Erin Admin: revoked by an administrator",
      `${name}: feed URL made`,
      `${name}: revoked`,
      `${name}: feed URL made`,
      "Erin Admin: revoked",
    ]);
  });

  test("only admins revoke another user's feed; an unknown user is a 404", async ({ request }) => {
    const { user, password } = await createUserViaApi(request, admin);
    const token = await loginAs(request, user.email, password);
    const feed = await makeFeed(request, token);
    const specialist = await apiLogin(request, "specialist");
    await expectApiError(await request.delete(`${API}/users/${user._id}/calendar-feed`, { headers: tokenHeaders(specialist) }), 403);
    await expectApiError(await request.delete(`${API}/users/${user._id}/calendar-feed`, { headers: tokenHeaders(token) }), 403);
    expect((await request.get(feed)).status()).toBe(200);
    await expectApiError(
      await request.delete(`${API}/users/00000000-0000-4000-8000-00000000beef/calendar-feed`, { headers: tokenHeaders(admin) }),
      404,
    );
  });
});
