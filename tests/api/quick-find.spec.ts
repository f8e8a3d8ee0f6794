import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { QUICK_FIND_COUNT_CAP, type QuickFindHit, type QuickFindResults } from "@/lib/schemas/search";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import { createListingViaApi, createRentedListingViaApi, listingRefs } from "@/tests/support/listings";
import { createOrderViaApi, orderRefs } from "@/tests/support/orders";
import { createReminderViaApi } from "@/tests/support/reminders";
import { createUserViaApi } from "@/tests/support/users";
import { pdfBytes, uploadDocument } from "@/tests/support/documents";

/** GET /search: quick-find across every kind of record. */
const admin = signInEachTest();

/** The kinds of record every caller finds, sorted (admins find users too). */
const KINDS_BUT_USERS = ["clients", "documents", "listings", "reminders", "serviceOrders", "serviceProviders", "tenants"];

async function find(
  request: APIRequestContext,
  q: string,
  params: Record<string, string> = {},
  as = admin.token,
): Promise<QuickFindResults> {
  const response = await request.get(`${API}/search`, { headers: tokenHeaders(as), params: { q, limit: "20", ...params } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as QuickFindResults;
}

const ids = (hits: QuickFindHit[]) => hits.map((hit) => hit._id);
/** A made-up word no other test's records contain. */
const word = () => `qf${randomBytes(3).toString("hex")}`;

test("a client by the digits of its phone number, whatever the punctuation", async ({ request }) => {
  const digits = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
  const area = String(200 + (randomBytes(1)[0]! % 700));
  const client = await createClientViaApi(request, admin.token, { contactPrimaryNumber: `+1 (${area}) 555-${digits}` });
  for (const q of [digits, `${area}555${digits}`, `555-${digits}`, `(${area}) 555 ${digits}`, `+1 ${area} 555 ${digits}`]) {
    const hits = (await find(request, q)).clients;
    expect(ids(hits), q).toContain(client._id);
  }
  const [hit] = (await find(request, `${area}555${digits}`)).clients.filter((candidate) => candidate._id === client._id);
  expect(hit).toEqual({
    _id: client._id,
    label: client.name,
    detail: `Celestine Baptiste · +1 (${area}) 555-${digits}`,
    href: `/clients/view/${client._id}`,
  });
});

test("an order by its number, with or without #, first", async ({ request }) => {
  const refs = await orderRefs(request, admin.token);
  const order = await createOrderViaApi(request, admin.token, refs);
  // A lone digit is too short to search for (2 characters at least): "#7" finds order 7.
  const asTyped = [`#${order.orderNumber}`, String(order.orderNumber), `# ${order.orderNumber}`].filter((q) => q.length >= 2);
  for (const q of asTyped) {
    const hits = (await find(request, q)).serviceOrders;
    expect(hits[0]?._id, q).toBe(order._id);
    expect(hits[0]!.label).toBe(`#${order.orderNumber} ${order.name}`);
    expect(hits[0]!.detail).toBe(`${refs.listing.propertyName} · ${refs.provider.name} · Pending`);
    expect(hits[0]!.href).toBe(`/service-orders/view/${order._id}`);
  }
});

test("prefix and whole-word matches rank before matches inside a word", async ({ request }) => {
  const tag = word();
  const refs = await listingRefs(request, admin.token);
  const inside = await createListingViaApi(request, admin.token, refs, { propertyName: `Aa Sea${tag}view` });
  const wordStart = await createListingViaApi(request, admin.token, refs, { propertyName: `Bb Villa ${tag}` });
  const prefix = await createListingViaApi(request, admin.token, refs, { propertyName: `${tag} Zz Cottage` });
  const exact = await createListingViaApi(request, admin.token, refs, { propertyName: tag.toUpperCase() });
  expect(ids((await find(request, tag)).listings)).toEqual([exact._id, prefix._id, wordStart._id, inside._id]);
});

test("every word must match, in any searched column: listing name and location", async ({ request }) => {
  const tag = word();
  const refs = await listingRefs(request, admin.token);
  const wanted = await createListingViaApi(request, admin.token, refs, {
    propertyName: `Villa ${tag}`,
    location: "Rodney Bay, Gros Islet",
  });
  const elsewhere = await createListingViaApi(request, admin.token, refs, { propertyName: `Villa ${tag} Two`, location: "Soufrière" });
  const hits = ids((await find(request, `${tag} rodney`)).listings);
  expect(hits).toContain(wanted._id);
  expect(hits).not.toContain(elsewhere._id);
  const detail = (await find(request, `${tag} rodney`)).listings.find((hit) => hit._id === wanted._id)!.detail;
  expect(detail).toBe("Rodney Bay, Gros Islet · For Sale");
});

test("contacts by name or e-mail; two letters match the start of a word", async ({ request }) => {
  const tag = word();
  const client = await createClientViaApi(request, admin.token, {
    contactFirstName: `Zo${tag}`,
    contactEmailAddress: `desk.${tag}@example.lc`,
  });
  expect(ids((await find(request, `zo${tag}`)).clients)).toContain(client._id);
  expect(ids((await find(request, `desk.${tag}`)).clients)).toContain(client._id);
  expect(ids((await find(request, tag)).clients), "inside a word, 3+ characters").toContain(client._id);
  // "o<tag>" is inside the word "Zo…": found with 3+ characters, never with 2.
  expect(ids((await find(request, `${tag.slice(2, 4)}`)).clients), "2 characters inside a word").not.toContain(client._id);
});

test("reminders and providers by name; literal text (% and _ are not wildcards)", async ({ request }) => {
  const tag = word();
  const refs = await orderRefs(request, admin.token);
  const reminder = await createReminderViaApi(request, admin.token, refs.listingRef, { name: `Renew ${tag} lease` });
  const found = await find(request, tag);
  expect(ids(found.reminders)).toEqual([reminder._id]);
  expect(found.reminders[0]!.href).toBe(`/reminders/view/${reminder._id}`);
  expect(found.reminders[0]!.detail).toMatch(new RegExp(`^${refs.listing.propertyName} · [A-Z][a-z]{2} \\d{1,2}, \\d{4} - \\d{1,2}:30AM$`));
  expect(ids((await find(request, refs.provider.name)).serviceProviders)).toContain(refs.provider._id);
  const literal = await find(request, "%_%");
  const { counts, ...hits } = literal;
  expect(Object.values(hits).flat()).toEqual([]);
  expect(Object.values(counts).every((count) => count === 0)).toBe(true);
});

test("users only for admins; specialists get no users key", async ({ request }) => {
  const tag = word();
  const { user } = await createUserViaApi(request, admin.token, { firstName: `Quinn${tag}`, lastName: "Fairweather" });
  const asAdmin = await find(request, `quinn${tag}`);
  expect(asAdmin.users).toEqual([
    { _id: user._id, label: `Quinn${tag} Fairweather`, detail: `Property Specialist · ${user.email}`, href: `/users/view/${user._id}` },
  ]);
  const specialist = await apiLogin(request, "specialist");
  const asSpecialist = await find(request, `quinn${tag}`, {}, specialist);
  expect(Object.keys(asSpecialist).sort()).toEqual(["counts", ...KINDS_BUT_USERS].sort());
  expect(Object.keys(asSpecialist.counts).sort()).toEqual(KINDS_BUT_USERS);
});

test("limit caps each kind; the answer always has every kind", async ({ request }) => {
  const tag = word();
  for (let index = 0; index < 4; index++) await createClientViaApi(request, admin.token, { name: `${tag} Holdings ${index}` });
  const limited = await find(request, tag, { limit: "2" });
  expect(limited.clients).toHaveLength(2);
  expect(Object.keys(limited).sort()).toEqual(["counts", "users", ...KINDS_BUT_USERS].sort());
  // The count is of every match, not of the rows sent.
  expect(limited.counts).toEqual({
    clients: 4,
    listings: 0,
    serviceOrders: 0,
    serviceProviders: 0,
    reminders: 0,
    tenants: 0,
    documents: 0,
    users: 0,
  });
  const byDefault = await request.get(`${API}/search`, { headers: tokenHeaders(admin.token), params: { q: tag } });
  expect(((await byDefault.json()) as QuickFindResults).clients, "5 of each kind by default").toHaveLength(4);
});

test("bad queries are a 400 naming q or limit; no session is 401", async ({ request }) => {
  const bad: [Record<string, string>, string][] = [
    [{}, "q"],
    [{ q: "" }, "q"],
    [{ q: "a" }, "q"],
    [{ q: "  b  " }, "q"],
    [{ q: "x".repeat(101) }, "q"],
    [{ q: "villa", limit: "0" }, "limit"],
    [{ q: "villa", limit: "21" }, "limit"],
    [{ q: "villa", limit: "two" }, "limit"],
  ];
  for (const [params, field] of bad) {
    await expectApiError(await request.get(`${API}/search`, { headers: tokenHeaders(admin.token), params }), 400, { field });
  }
  await expectApiError(await request.get(`${API}/search`, { headers: tokenHeaders(admin.token), params: { q: "a" } }), 400, {
    message: "Type at least 2 characters.",
  });
  await expectApiError(await request.get(`${API}/search`, { params: { q: "villa" } }), 401);
});

test("counts: every match of each kind, capped at QUICK_FIND_COUNT_CAP; 1 is 1", async ({ request }) => {
  const tag = word();
  await createClientViaApi(request, admin.token, { name: `${tag} Marine` });
  expect((await find(request, tag, { limit: "1" })).counts.clients).toBe(1);
  for (let index = 0; index < 7; index++) await createClientViaApi(request, admin.token, { name: `${tag} Estates ${index}` });
  const found = await find(request, tag, { limit: "5" });
  expect(found.clients).toHaveLength(5);
  expect(found.counts.clients).toBe(8);
  // A broad search stops counting at the cap (the demo and test data hold far fewer; the cap is what bounds it).
  const broad = await find(request, "an", { limit: "1" });
  for (const count of Object.values(broad.counts)) expect(count).toBeLessThanOrEqual(QUICK_FIND_COUNT_CAP);
});

test("a listing by its current tenant: name, e-mail, phone digits; the hit names the tenant", async ({ request }) => {
  const tag = word();
  const digits = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
  const listing = await createRentedListingViaApi(request, admin.token, {
    tenantName: `Marisol ${tag}`,
    tenantPhoneNumber: `+1 (758) 486-${digits}`,
    tenantEmail: `marisol.${tag}@example.lc`,
  });
  for (const q of [`marisol ${tag}`, `marisol.${tag}@example`, `486-${digits}`, `758486${digits}`]) {
    const hits = (await find(request, q)).listings;
    expect(ids(hits), q).toContain(listing._id);
  }
  const [hit] = (await find(request, `marisol ${tag}`)).listings;
  expect(hit).toMatchObject({ _id: listing._id, href: `/listings/view/${listing._id}` });
  expect(hit!.detail).toContain(`Tenant Marisol ${tag}`);
});

test("documents by title: each opens its record; users' documents for admins only", async ({ request }) => {
  const tag = word();
  const client = await createClientViaApi(request, admin.token);
  const { user } = await createUserViaApi(request, admin.token);
  const upload = async (entity: string, recordId: string, title: string, extra: Record<string, string> = {}) => {
    const response = await uploadDocument(
      request,
      admin.token,
      { entity, recordId, title, category: "identity", ...extra },
      {
        name: "paper.pdf",
        buffer: pdfBytes(title),
      },
    );
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { _id: string })._id;
  };
  const passport = await upload("clients", client._id, `Passport ${tag}`, { expiresOn: "2027-05-31" });
  const permit = await upload("users", user._id, `Work permit ${tag}`);

  const asAdmin = await find(request, tag);
  expect(ids(asAdmin.documents).sort()).toEqual([passport, permit].sort());
  expect(asAdmin.counts.documents).toBe(2);
  expect(asAdmin.documents.find((hit) => hit._id === passport)).toEqual({
    _id: passport,
    label: `Passport ${tag}`,
    detail: `Identity · ${client.name} · Expires May 31, 2027`,
    href: `/clients/view/${client._id}`,
  });
  expect(asAdmin.documents.find((hit) => hit._id === permit)!.href).toBe(`/users/view/${user._id}`);

  const asSpecialist = await find(request, `passport ${tag}`, {}, await apiLogin(request, "specialist"));
  expect(ids(asSpecialist.documents)).toEqual([passport]);
  expect((await find(request, `permit ${tag}`, {}, await apiLogin(request, "specialist"))).documents).toEqual([]);
  expect((await find(request, `permit ${tag}`, {}, await apiLogin(request, "specialist"))).counts.documents).toBe(0);
});
