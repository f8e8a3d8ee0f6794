import { expect, test, type APIRequestContext } from "@playwright/test";
import { AVATAR_LIMITS, PICTURE_TYPE_MESSAGE } from "@/lib/domain/pictures";
import { impostorDataUrls, pictureDataUrl, pngOfExactly, toDataUrl } from "@/tests/support/pictures";
import { API, apiLogin, createClientViaApi, expectApiError, postLogin, tokenHeaders } from "../support/api";
import { createListingViaApi } from "../support/listings";
import { TEST_USERS } from "../support/test-users";
import { createUserViaApi, loginAs, updateBodyOf, userBody, type ManagedUser } from "../support/users";

/**
 * User management (issue 7): every endpoint for every kind of caller, the
 * field rules, uniqueness, sessions ending on disable/delete, the refusals
 * (self, listings, last admin) and the avatar limits. Destructive tests use
 * throwaway users; the fixture accounts are only read.
 */
const FORBIDDEN = "You are not authorised to perform this request!";
const NO_SESSION = "Your session has ended. Please sign in again.";

async function detailsOf(request: APIRequestContext, token: string, id: string): Promise<ManagedUser> {
  const response = await request.get(`${API}/users/details/${id}`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ManagedUser;
}

async function myId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(`${API}/auth/session`, { headers: tokenHeaders(token) });
  return ((await response.json()) as { userInfo: { _id: string } }).userInfo._id;
}

test.describe("who may call what", () => {
  test("admin: every endpoint works", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user } = await createUserViaApi(request, admin);
    expect((await detailsOf(request, admin, user._id)).email).toBe(user.email);
    const updated = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { firstName: "Kaiah" }),
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const avatar = await request.put(`${API}/users/${user._id}/update/avatar`, {
      headers: tokenHeaders(admin),
      data: { picture: await pictureDataUrl(40, 40) },
    });
    expect(avatar.status(), await avatar.text()).toBe(200);
    const removed = await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toEqual({ message: "User removed." });
    await expectApiError(await request.get(`${API}/users/details/${user._id}`, { headers: tokenHeaders(admin) }), 404);
  });

  test("specialist: only its own details and avatar; everything else is 403", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user: other } = await createUserViaApi(request, admin);
    const specialist = await apiLogin(request, "specialist");
    const headers = tokenHeaders(specialist);

    const cases: [string, () => Promise<import("@playwright/test").APIResponse>][] = [
      ["POST /users/register", () => request.post(`${API}/users/register`, { headers, data: userBody() })],
      ["PUT /users/update", () => request.put(`${API}/users/update`, { headers, data: updateBodyOf(other, { firstName: "Hacked" }) })],
      ["GET /users/details/{other}", () => request.get(`${API}/users/details/${other._id}`, { headers })],
      ["DELETE /users/remove/{other}", () => request.delete(`${API}/users/remove/${other._id}`, { headers })],
      [
        "PUT /users/{other}/update/avatar",
        () => request.put(`${API}/users/${other._id}/update/avatar`, { headers, data: { picture: "data:image/png;base64,AAAA" } }),
      ],
      ["GET /users (all roles)", () => request.get(`${API}/users`, { headers })],
    ];
    for (const [name, call] of cases) {
      await test.step(name, async () => {
        await expectApiError(await call(), 403, { message: FORBIDDEN });
      });
    }
    // Nothing changed.
    expect(await detailsOf(request, admin, other._id)).toEqual(other);
  });

  test("self: a specialist reads itself and changes its own avatar, but cannot update or delete itself", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin);
    const own = await loginAs(request, user.email, password);
    expect(await detailsOf(request, own, user._id)).toEqual(user);

    const avatar = await request.put(`${API}/users/${user._id}/update/avatar`, {
      headers: tokenHeaders(own),
      data: { picture: await pictureDataUrl(64, 64) },
    });
    expect(avatar.status(), await avatar.text()).toBe(200);

    await expectApiError(
      await request.put(`${API}/users/update`, { headers: tokenHeaders(own), data: updateBodyOf(user, { role: "admin" }) }),
      403,
    );
    await expectApiError(await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(own) }), 403);
    expect((await detailsOf(request, admin, user._id)).role).toBe("property-specialist");
  });

  test("no session: every endpoint is 401", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user } = await createUserViaApi(request, admin);
    const calls = [
      request.post(`${API}/users/register`, { data: userBody() }),
      request.put(`${API}/users/update`, { data: updateBodyOf(user) }),
      request.get(`${API}/users`),
      request.get(`${API}/users/details/${user._id}`),
      request.delete(`${API}/users/remove/${user._id}`),
      request.put(`${API}/users/${user._id}/update/avatar`, { data: { picture: "data:image/png;base64,AAAA" } }),
    ];
    for (const response of await Promise.all(calls)) await expectApiError(response, 401, { message: NO_SESSION });
    expect((await detailsOf(request, admin, user._id)).isActive).toBe(true);
  });

  test("wrong verbs are 405 and ids that are not UUIDs are 404", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    await expectApiError(await request.get(`${API}/users/register`, { headers: tokenHeaders(admin) }), 405);
    await expectApiError(await request.post(`${API}/users/update`, { headers: tokenHeaders(admin), data: {} }), 405);
    await expectApiError(await request.get(`${API}/users/details/not-a-uuid`, { headers: tokenHeaders(admin) }), 404);
    await expectApiError(
      await request.delete(`${API}/users/remove/00000000-0000-4000-8000-000000000000`, { headers: tokenHeaders(admin) }),
      404,
    );
    await expectApiError(
      await request.put(`${API}/users/00000000-0000-4000-8000-000000000000/update/avatar`, {
        headers: tokenHeaders(admin),
        data: { picture: await pictureDataUrl(8, 8) },
      }),
      404,
    );
  });
});

test.describe("POST /users/register and PUT /users/update", () => {
  test("creates a user: 201, e-mail stored lower-case, never a password or hash in the answer", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const body = userBody();
    const response = await request.post(`${API}/users/register`, {
      headers: tokenHeaders(admin),
      data: { ...body, email: body.email.toUpperCase() },
    });
    expect(response.status()).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(/password|hash/i);
    const user = JSON.parse(text) as ManagedUser;
    expect(user).toMatchObject({
      userName: body.userName,
      firstName: "Kaia",
      email: body.email,
      role: "property-specialist",
      roleCode: "property-specialist",
      isActive: true,
      picture: null,
    });
    // The new user can sign in with the password it was given.
    await loginAs(request, body.email, body.password);
    const list = await request.get(`${API}/users?firstName=kaia&limit=500`, { headers: tokenHeaders(admin) });
    expect(await list.text()).not.toMatch(/password|hash/i);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["user name missing", { userName: undefined }, "userName", "User name is required."],
    ["user name blank", { userName: "   " }, "userName", "User name is required."],
    ["user name with a space", { userName: "two words" }, "userName", "User name cannot contain spaces."],
    ["first name missing", { firstName: undefined }, "firstName", "First name is required."],
    ["last name missing", { lastName: "" }, "lastName", "Last name is required."],
    ["e-mail missing", { email: undefined }, "email", "E-mail address is required."],
    ["e-mail malformed", { email: "kaia@" }, "email", "E-mail address must be a valid e-mail address."],
    ["role missing", { role: undefined }, "role", "Role is required."],
    ["role unknown", { role: "owner" }, "role", "Role must be admin or property-specialist."],
    ["password missing", { password: undefined }, "password", "Password is required."],
    ["password short", { password: "short" }, "password", "Password must be at least 8 characters."],
    ["isActive not a boolean", { isActive: "yes" }, "isActive", "isActive must be true or false."],
    ["first name too long", { firstName: "x".repeat(81) }, "firstName", "First name must be at most 80 characters."],
  ];
  for (const [name, overrides, field, message] of invalid) {
    test(`POST /users/register – ${name} → 400`, async ({ request }) => {
      const admin = await apiLogin(request, "admin");
      const response = await request.post(`${API}/users/register`, { headers: tokenHeaders(admin), data: userBody(overrides) });
      await expectApiError(response, 400, { field, message });
    });
  }

  test("malformed JSON is 400; unknown fields are ignored", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    await expectApiError(
      await request.post(`${API}/users/register`, {
        headers: { ...tokenHeaders(admin), "content-type": "application/json" },
        data: "{nope",
      }),
      400,
    );
    const body = userBody();
    const response = await request.post(`${API}/users/register`, {
      headers: tokenHeaders(admin),
      data: {
        ...body,
        _id: "00000000-0000-4000-8000-000000000001",
        passwordHash: "x",
        pictureId: "00000000-0000-4000-8000-000000000002",
        roleCode: "admin",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const user = (await response.json()) as ManagedUser;
    expect(user._id).not.toBe("00000000-0000-4000-8000-000000000001");
    expect(user).toMatchObject({ role: "property-specialist", roleCode: "property-specialist", picture: null });
    await loginAs(request, body.email, body.password);
  });

  test("e-mail and user name are unique (409, case-insensitive), on create and on update", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user: first } = await createUserViaApi(request, admin);
    const { user: second } = await createUserViaApi(request, admin);
    const headers = tokenHeaders(admin);

    await expectApiError(
      await request.post(`${API}/users/register`, { headers, data: userBody({ email: first.email.toUpperCase() }) }),
      409,
      {
        field: "email",
        message: "This e-mail address is already used by another user.",
      },
    );
    await expectApiError(
      await request.post(`${API}/users/register`, { headers, data: userBody({ userName: first.userName.toUpperCase() }) }),
      409,
      {
        field: "userName",
        message: "This user name is already taken.",
      },
    );
    await expectApiError(await request.put(`${API}/users/update`, { headers, data: updateBodyOf(second, { email: first.email }) }), 409, {
      field: "email",
    });
    await expectApiError(
      await request.put(`${API}/users/update`, { headers, data: updateBodyOf(second, { userName: first.userName }) }),
      409,
      {
        field: "userName",
      },
    );
    // A user keeps its own values on update.
    const same = await request.put(`${API}/users/update`, { headers, data: updateBodyOf(second, { lastName: "Unchanged" }) });
    expect(same.status(), await same.text()).toBe(200);
  });

  test("update without a password keeps the old one; with one, replaces it and ends the user's sessions", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin);
    const session = await loginAs(request, user.email, password);

    for (const blank of [{}, { password: "" }, { password: null }]) {
      const response = await request.put(`${API}/users/update`, {
        headers: tokenHeaders(admin),
        data: updateBodyOf(user, { firstName: "Renamed", ...blank }),
      });
      expect(response.status(), await response.text()).toBe(200);
      expect(((await response.json()) as ManagedUser).firstName).toBe("Renamed");
    }
    expect((await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) })).status()).toBe(200);
    await loginAs(request, user.email, password);

    await expectApiError(
      await request.put(`${API}/users/update`, { headers: tokenHeaders(admin), data: updateBodyOf(user, { password: "short" }) }),
      400,
      { field: "password" },
    );
    const newPassword = "Brand-new-password-1";
    const changed = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { password: newPassword }),
    });
    expect(changed.status()).toBe(200);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) }), 401);
    await expectApiError(await postLogin(request, { email: user.email, password }), 401);
    await loginAs(request, user.email, newPassword);
  });

  test("update: unknown _id is 404, missing _id is 400, role change takes effect at once", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin);
    await expectApiError(
      await request.put(`${API}/users/update`, {
        headers: tokenHeaders(admin),
        data: updateBodyOf(user, { _id: "00000000-0000-4000-8000-000000000000" }),
      }),
      404,
    );
    await expectApiError(
      await request.put(`${API}/users/update`, { headers: tokenHeaders(admin), data: updateBodyOf(user, { _id: undefined }) }),
      400,
      { field: "_id" },
    );

    const session = await loginAs(request, user.email, password);
    await expectApiError(await request.get(`${API}/users`, { headers: tokenHeaders(session) }), 403);
    const promoted = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { role: "admin" }),
    });
    expect(((await promoted.json()) as ManagedUser).roleCode).toBe("admin");
    expect((await request.get(`${API}/users`, { headers: tokenHeaders(session) })).status()).toBe(200);
    // Demote again (there are other active admins), then remove.
    const demoted = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { role: "property-specialist" }),
    });
    expect(demoted.status()).toBe(200);
  });
});

test.describe("disabling and deleting", () => {
  test("disabling a user ends its sessions at once and stops sign-in; enabling lets it sign in again", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin);
    const session = await loginAs(request, user.email, password);
    expect((await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) })).status()).toBe(200);

    const disabled = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { isActive: false }),
    });
    expect(((await disabled.json()) as ManagedUser).isActive).toBe(false);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) }), 401);
    await expectApiError(await postLogin(request, { email: user.email, password }), 401, { message: "Invalid e-mail or password." });

    await request.put(`${API}/users/update`, { headers: tokenHeaders(admin), data: updateBodyOf(user, { isActive: true }) });
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) }), 401);
    await loginAs(request, user.email, password);
  });

  test("deleting a user ends its sessions at once and it cannot sign in", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin);
    const session = await loginAs(request, user.email, password);
    expect((await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(session) }), 401);
    await expectApiError(await postLogin(request, { email: user.email, password }), 401);
    await expectApiError(await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) }), 404);
  });

  test("an admin cannot disable or delete its own account (409); nothing changes", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const id = await myId(request, admin);
    const me = await detailsOf(request, admin, id);
    expect(me.email).toBe(TEST_USERS.admin.email);
    await expectApiError(
      await request.put(`${API}/users/update`, { headers: tokenHeaders(admin), data: updateBodyOf(me, { isActive: false }) }),
      409,
      {
        message: "You cannot disable your own account.",
      },
    );
    await expectApiError(await request.delete(`${API}/users/remove/${id}`, { headers: tokenHeaders(admin) }), 409, {
      message: "You cannot delete your own account.",
    });
    expect(await detailsOf(request, admin, id)).toEqual(me);
  });

  test("a user who still manages listings cannot be deleted (409) until they are reassigned", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user } = await createUserViaApi(request, admin);
    const client = await createClientViaApi(request, admin);
    await createListingViaApi(request, admin, { client: client._id, propertySpecialist: user._id });
    await expectApiError(await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) }), 409, {
      message: "This user still manages 1 listing. Assign them to another property specialist before deleting the user.",
    });
    expect((await detailsOf(request, admin, user._id)).isActive).toBe(true);
    // Removing the client removes its listing; then the user may go.
    expect((await request.delete(`${API}/clients/remove/${client._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    expect((await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
  });

  test("another admin can be disabled and deleted while an active admin remains", async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin, { role: "admin" });
    const theirs = await loginAs(request, user.email, password);
    // The new admin may manage users, including disabling... but never itself.
    await expectApiError(
      await request.put(`${API}/users/update`, { headers: tokenHeaders(theirs), data: updateBodyOf(user, { isActive: false }) }),
      409,
    );
    const disabled = await request.put(`${API}/users/update`, {
      headers: tokenHeaders(admin),
      data: updateBodyOf(user, { isActive: false }),
    });
    expect(disabled.status(), await disabled.text()).toBe(200);
    await expectApiError(await request.get(`${API}/auth/session`, { headers: tokenHeaders(theirs) }), 401);
    expect((await request.delete(`${API}/users/remove/${user._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
  });
});

test.describe("PUT /users/{id}/update/avatar", () => {
  let admin: string;
  let target: ManagedUser;
  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request, "admin");
    target = (await createUserViaApi(request, admin)).user;
  });

  const put = (request: APIRequestContext, picture: unknown, extra: Record<string, unknown> = {}) =>
    request.put(`${API}/users/${target._id}/update/avatar`, { headers: tokenHeaders(admin), data: { picture, ...extra } });

  test("exactly 400,000 bytes passes; one byte more is refused with the spec's text", async ({ request }) => {
    const fits = await pngOfExactly(AVATAR_LIMITS.maxBytes);
    expect(fits.length).toBe(400_000);
    const ok = await put(request, toDataUrl(fits));
    expect(ok.status(), await ok.text()).toBe(200);
    await expectApiError(await put(request, toDataUrl(await pngOfExactly(AVATAR_LIMITS.maxBytes + 1))), 400, {
      message: "Selected file too large. User avatar must be no larger than 400kb.",
    });
    // Far larger (the whole body over its limit) is the same 400, not a bare 413.
    await expectApiError(await put(request, toDataUrl(Buffer.alloc(1_500_000, 7))), 400, {
      message: "Selected file too large. User avatar must be no larger than 400kb.",
    });
  });

  test("500 × 500 pixels passes; 501 in either direction is refused with the spec's text", async ({ request }) => {
    const ok = await put(request, await pictureDataUrl(500, 500, "jpeg"));
    expect(ok.status(), await ok.text()).toBe(200);
    for (const [width, height] of [
      [501, 500],
      [500, 501],
    ]) {
      await expectApiError(await put(request, await pictureDataUrl(width!, height!, "png")), 400, {
        message: "Selected file too large. User avatar must be no larger than 500px X 500px maximum",
      });
    }
  });

  test("a file that is not an image is refused, whatever it claims to be", async ({ request }) => {
    for (const [name, dataUrl] of Object.entries(await impostorDataUrls())) {
      await test.step(name, async () => {
        const response = await put(request, dataUrl);
        await expectApiError(response, 400);
      });
    }
    await expectApiError(await put(request, toDataUrl(Buffer.from("GIF89a not really"), "image/png")), 400, {
      message: PICTURE_TYPE_MESSAGE,
    });
    await expectApiError(await put(request, undefined), 400, { field: "picture", message: "Picture is required." });
    await expectApiError(await put(request, 42), 400, { field: "picture" });
  });

  test("the new picture replaces the old one (removed), and the body cannot set role or isActive", async ({ request }) => {
    const first = (await (await put(request, await pictureDataUrl(120, 80, "webp"))).json()) as ManagedUser;
    expect(first.picture).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const served = await request.get(first.picture!, { headers: tokenHeaders(admin) });
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");

    const second = await put(request, await pictureDataUrl(90, 90, "png"), {
      role: "admin",
      isActive: false,
      roleCode: "admin",
      userName: "hijack",
    });
    expect(second.status()).toBe(200);
    const after = (await second.json()) as ManagedUser;
    expect(after.picture).not.toBe(first.picture);
    expect(after).toMatchObject({ role: "property-specialist", isActive: true, userName: target.userName });
    await expectApiError(await request.get(first.picture!, { headers: tokenHeaders(admin) }), 404);
    expect((await request.get(after.picture!, { headers: tokenHeaders(admin) })).status()).toBe(200);
    expect((await detailsOf(request, admin, target._id)).picture).toBe(after.picture);
  });
});
