import { expect, test, type APIRequestContext } from "@playwright/test";
import { TIME_HOURS_TOO_LARGE } from "@/lib/domain/time-of-day";
import { REMINDER_FREQUENCY_NEEDED, REMINDER_FREQUENCY_WITHOUT_RECURRENCE } from "@/lib/schemas/reminder";
import { DUE_DATE_IN_PAST_MESSAGE } from "@/lib/schemas/service-order";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { createOrderViaApi, createProviderViaApi, orderRefs, setOrderDueAt } from "@/tests/support/orders";
import { agencyDate, createReminderViaApi, insertReminder } from "@/tests/support/reminders";
import { createUserViaApi } from "@/tests/support/users";

/**
 * Item 5: PUT …/update changes only what it is sent. For every update endpoint and every
 * optional field, an update that leaves the field out keeps the stored value (in the answer
 * and on a fresh read); a field sent as null or "" clears it where clearing is allowed; and
 * the rules that span fields are checked on the merged record with the create's messages.
 */
test.describe.configure({ mode: "parallel" });

type Json = Record<string, unknown>;

interface Endpoint {
  name: string;
  update: string;
  details: (id: string) => string;
  /** Makes a record whose optional fields all hold something other than their default. */
  create: (request: APIRequestContext, token: string) => Promise<Json & { _id: string }>;
  /** A change to a required field: what the updates below send instead of the field under test. */
  otherChange: Json;
  /** The optional fields, each read back by its path in the record. */
  optionalFields: string[];
}

const at = (record: Json, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Json | null | undefined)?.[key], record);

/** Clients and service providers are one contact-party module in two configurations: the same optional fields. */
const contactParty = (name: string, path: string, contactFirstName: string, create: Endpoint["create"]): Endpoint => ({
  name,
  update: `${path}/update`,
  details: (id) => `${path}/details/${id}`,
  create,
  otherChange: { contactFirstName },
  optionalFields: ["contactSecondaryNumber", "contactWebsiteURL"],
});

const ENDPOINTS: Endpoint[] = [
  {
    name: "users",
    update: "/users/update",
    details: (id) => `/users/details/${id}`,
    create: async (request, token) => ({ ...(await createUserViaApi(request, token, { isActive: false })).user }),
    otherChange: { lastName: "Renamed" },
    optionalFields: ["isActive"],
  },
  contactParty("clients", "/clients", "Marisol", (request, token) =>
    createClientViaApi(request, token, { contactSecondaryNumber: "+1 758 555 0199", contactWebsiteURL: "https://coralreef.example" }),
  ),
  contactParty("service providers", "/services/providers", "Desiree", (request, token) =>
    createProviderViaApi(request, token, { contactSecondaryNumber: "+1 758 555 0188", contactWebsiteURL: "https://fixit.example" }),
  ),
  {
    name: "listings",
    update: "/listings/update",
    details: (id) => `/listings/details/${id}`,
    create: async (request, token) =>
      createListingViaApi(request, token, await listingRefs(request, token), {
        status: "rent-and-sale",
        cost: { salePriceInUS: "850000.00", rentalPriceInUS: "4200.00", negotiable: true },
        currentLease: {
          startDate: "2026-01-01",
          endDate: "2027-01-01",
          tenantName: "Ana Rivera",
          tenantPhoneNumber: "+1 758 555 0111",
          tenantEmail: "ana@tenant.example",
        },
      }),
    otherChange: { location: "Marigot Bay, Castries" },
    optionalFields: [
      "propertyType",
      "amenities",
      "services",
      "cost.salePriceInUS",
      "cost.rentalPriceInUS",
      "cost.negotiable",
      "size.propertySizeSqFeet",
      "rooms.bedrooms",
      "rooms.bathrooms",
      "rooms.otherRooms",
      "currentLease",
      "notes",
      "image",
    ],
  },
  {
    name: "service orders",
    update: "/services/orders/update",
    details: (id) => `/services/orders/details/${id}`,
    create: async (request, token) => createOrderViaApi(request, token, await orderRefs(request, token)),
    otherChange: { details: "Replace the pump." },
    optionalFields: ["notes"],
  },
  {
    name: "reminders",
    update: "/reminders/update",
    details: (id) => `/reminders/details/${id}`,
    create: async (request, token) =>
      createReminderViaApi(request, token, (await createListingViaApi(request, token, await listingRefs(request, token)))._id, {
        isReoccuring: true,
        frequency: "weekly",
        dayOfWeek: "friday",
        status: "open",
      }),
    otherChange: { notes: "Bring the spare key." },
    optionalFields: ["isReoccuring", "frequency", "dayOfWeek", "status"],
  },
];

let token: string;
test.beforeAll(async ({ request }) => {
  token = await apiLogin(request, "admin");
});

async function put(request: APIRequestContext, path: string, data: Json) {
  return request.put(`${API}${path}`, { headers: tokenHeaders(token), data });
}

async function read(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(`${API}${path}`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Json;
}

for (const endpoint of ENDPOINTS) {
  test(`PUT ${endpoint.update} – every optional field left out keeps its stored value`, async ({ request }) => {
    const created = await endpoint.create(request, token);
    for (const field of endpoint.optionalFields) {
      await test.step(field, async () => {
        expect(at(created, field), `the fixture sets ${field}`).not.toBeUndefined();
        const response = await put(request, endpoint.update, { _id: created._id, ...endpoint.otherChange });
        expect(response.status(), await response.text()).toBe(200);
        const answered = (await response.json()) as Json;
        for (const [key, value] of Object.entries(endpoint.otherChange)) expect(answered[key], `${key} changed`).toEqual(value);
        expect(at(answered, field), `${field} in the answer`).toEqual(at(created, field));
        expect(at(await read(request, endpoint.details(created._id)), field), `${field} stored`).toEqual(at(created, field));
      });
    }
  });
}

test.describe("users", () => {
  test("an update without isActive leaves a disabled user disabled, and the user still cannot sign in", async ({ request }) => {
    const { user, body } = await createUserViaApi(request, token, { isActive: false });
    const response = await put(request, "/users/update", { _id: user._id, firstName: "Renamed" });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: "Renamed", isActive: false, email: user.email, role: user.role });
    const signIn = await request.post(`${API}/auth/admin/login`, { data: { email: body.email, password: body.password } });
    expect(signIn.status()).toBe(401);
  });

  test("isActive sent as true enables, and as null is refused", async ({ request }) => {
    const { user } = await createUserViaApi(request, token, { isActive: false });
    await expectApiError(await put(request, "/users/update", { _id: user._id, isActive: null }), 400, {
      field: "isActive",
      message: "isActive must be true or false.",
    });
    expect((await read(request, `/users/details/${user._id}`)).isActive).toBe(false);
    const enabled = await put(request, "/users/update", { _id: user._id, isActive: true });
    expect((await enabled.json()).isActive).toBe(true);
  });
});

test.describe("clients and service providers: optional fields sent empty are cleared", () => {
  for (const [name, update, details, create] of [
    ["clients", "/clients/update", "/clients/details/", createClientViaApi],
    ["service providers", "/services/providers/update", "/services/providers/details/", createProviderViaApi],
  ] as const) {
    for (const empty of [null, ""]) {
      test(`${name}: ${JSON.stringify(empty)} clears the secondary number and the website`, async ({ request }) => {
        const created = await create(request, token, { contactSecondaryNumber: "+1 758 555 0100", contactWebsiteURL: "https://x.example" });
        const response = await put(request, update, { _id: created._id, contactSecondaryNumber: empty, contactWebsiteURL: empty });
        expect(response.status(), await response.text()).toBe(200);
        const stored = await read(request, `${details}${created._id}`);
        expect(stored).toMatchObject({ contactSecondaryNumber: null, contactWebsiteURL: null, name: created.name });
      });
    }

    test(`${name}: a required field sent blank is refused and nothing changes`, async ({ request }) => {
      const created = await create(request, token);
      await expectApiError(await put(request, update, { _id: created._id, name: " " }), 400, {
        field: "name",
        message: "Name is required.",
      });
      expect((await read(request, `${details}${created._id}`)).name).toBe(created.name);
    });
  }
});

test.describe("listings: the status and type rules hold for the merged listing", () => {
  async function listing(request: APIRequestContext, overrides: Json) {
    return createListingViaApi(request, token, await listingRefs(request, token), overrides);
  }

  test("a price sent alone keeps the other prices and 'negotiable'", async ({ request }) => {
    const created = await listing(request, {
      status: "rent-and-sale",
      cost: { salePriceInUS: "500000", rentalPriceInUS: "3000", negotiable: true },
    });
    const response = await put(request, "/listings/update", { _id: created._id, cost: { rentalPriceInUS: "3500" } });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).cost).toEqual({ salePriceInUS: "500000.00", rentalPriceInUS: "3500.00", negotiable: true });
  });

  test("a lease field sent alone keeps the rest of the lease; null clears the lease", async ({ request }) => {
    const lease = {
      startDate: "2026-02-01",
      endDate: "2027-02-01",
      tenantName: "Ana",
      tenantPhoneNumber: "555",
      tenantEmail: "ana@t.example",
    };
    const created = await listing(request, {
      status: "rented",
      cost: { salePriceInUS: null, rentalPriceInUS: "2000" },
      currentLease: lease,
    });
    const renamed = await put(request, "/listings/update", { _id: created._id, currentLease: { tenantName: "Bea" } });
    expect((await renamed.json()).currentLease).toEqual({ ...lease, tenantName: "Bea" });
    const cleared = await put(request, "/listings/update", { _id: created._id, currentLease: null });
    expect((await cleared.json()).currentLease).toBeNull();
  });

  test("a lease end before the stored start is refused with the lease rule's message", async ({ request }) => {
    const lease = { startDate: "2026-06-01", endDate: "2027-06-01", tenantName: "Ana", tenantPhoneNumber: null, tenantEmail: null };
    const created = await listing(request, { status: "for-rent", cost: { salePriceInUS: null }, currentLease: lease });
    await expectApiError(await put(request, "/listings/update", { _id: created._id, currentLease: { endDate: "2026-01-01" } }), 400, {
      field: "currentLease.endDate",
      message: "The lease end date cannot be before its start date.",
    });
  });

  test("a status that needs a sale price is refused when none is stored or sent", async ({ request }) => {
    const created = await listing(request, { status: "for-rent", cost: { salePriceInUS: null, rentalPriceInUS: "1800" } });
    await expectApiError(await put(request, "/listings/update", { _id: created._id, status: "for-sale" }), 400, {
      field: "cost.salePriceInUS",
      message: "Sale price is required.",
    });
    const sold = await put(request, "/listings/update", { _id: created._id, status: "sold", cost: { salePriceInUS: "410000" } });
    expect(sold.status(), await sold.text()).toBe(200);
    expect(await sold.json()).toMatchObject({ status: "sold", cost: { salePriceInUS: "410000.00", rentalPriceInUS: "1800.00" } });
  });

  test("a status that hides the lease drops the stored lease", async ({ request }) => {
    const lease = { startDate: null, endDate: null, tenantName: "Ana", tenantPhoneNumber: null, tenantEmail: null };
    const created = await listing(request, { status: "rent-and-sale", currentLease: lease });
    const response = await put(request, "/listings/update", { _id: created._id, status: "for-sale" });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).currentLease).toBeNull();
  });

  test("land-and-property needs the building fields a land-only listing never had", async ({ request }) => {
    const created = await listing(request, { listingType: "land-only" });
    expect(created).toMatchObject({ propertyType: null, rooms: { bedrooms: null, bathrooms: null } });
    await expectApiError(await put(request, "/listings/update", { _id: created._id, listingType: "land-and-property" }), 400, {
      field: "propertyType",
      message: "Property type is required.",
    });
    const built = await put(request, "/listings/update", {
      _id: created._id,
      listingType: "land-and-property",
      propertyType: "house",
      size: { propertySizeSqFeet: "2100" },
      rooms: { bedrooms: 3, bathrooms: 2 },
    });
    expect(built.status(), await built.text()).toBe(200);
    expect(await built.json()).toMatchObject({
      propertyType: "house",
      size: { lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "2100.00" },
      rooms: { bedrooms: 3, bathrooms: 2, otherRooms: [] },
    });
  });

  test("an unknown client sent alone is refused (422) and nothing changes", async ({ request }) => {
    const created = await listing(request, {});
    await expectApiError(
      await put(request, "/listings/update", { _id: created._id, client: "00000000-0000-4000-8000-00000000beef" }),
      422,
      {
        field: "client",
      },
    );
    expect((await read(request, `/listings/details/${created._id}`)).client).toBe(created.client);
  });
});

test.describe("reminders: the recurrence and time rules hold for the merged reminder", () => {
  async function reminder(request: APIRequestContext, overrides: Json) {
    const listing = await createListingViaApi(request, token, await listingRefs(request, token));
    return createReminderViaApi(request, token, listing._id, overrides);
  }

  test("recurring sent alone on a one-off reminder asks for a frequency", async ({ request }) => {
    const created = await reminder(request, {});
    await expectApiError(await put(request, "/reminders/update", { _id: created._id, isReoccuring: true }), 400, {
      field: "frequency",
      message: REMINDER_FREQUENCY_NEEDED,
    });
  });

  test("not recurring sent alone on a weekly reminder is refused; with frequency 'none' it is accepted", async ({ request }) => {
    const created = await reminder(request, { isReoccuring: true, frequency: "weekly", dayOfWeek: "monday" });
    await expectApiError(await put(request, "/reminders/update", { _id: created._id, isReoccuring: false }), 400, {
      field: "frequency",
      message: REMINDER_FREQUENCY_WITHOUT_RECURRENCE,
    });
    const once = await put(request, "/reminders/update", { _id: created._id, isReoccuring: false, frequency: "none" });
    expect(once.status(), await once.text()).toBe(200);
    expect(await once.json()).toMatchObject({ isReoccuring: false, frequency: "none", dayOfWeek: null });
  });

  test("a time sent alone keeps AM/PM and is checked in 12-hour form (422)", async ({ request }) => {
    const created = await reminder(request, { time: "09:30", amPM: "PM" });
    await expectApiError(await put(request, "/reminders/update", { _id: created._id, time: "13:00" }), 422, {
      field: "time",
      message: TIME_HOURS_TOO_LARGE,
    });
    const moved = await put(request, "/reminders/update", { _id: created._id, time: "10:15" });
    expect(await moved.json()).toMatchObject({ time: "10:15", amPM: "PM" });
  });

  test("a reminder that began in the past keeps its date when other fields change; a new past date is refused", async ({ request }) => {
    const listing = await createListingViaApi(request, token, await listingRefs(request, token));
    const past = new Date(Date.now() - 20 * 24 * 3600 * 1000);
    const stored = await insertReminder({ listingId: listing._id, specialistId: listing.propertySpecialist as string, dueAt: past });
    const renamed = await put(request, "/reminders/update", { _id: stored.id, name: "Renamed" });
    expect(renamed.status(), await renamed.text()).toBe(200);
    expect(new Date((await renamed.json()).dateTime).getTime()).toBe(Math.floor(past.getTime() / 60_000) * 60_000);
    await expectApiError(await put(request, "/reminders/update", { _id: stored.id, dateTime: agencyDate(-2) }), 422, { field: "dateTime" });
  });
});

test.describe("service orders: the due date rule holds when the due date changes", () => {
  test("an overdue order's notes can change without a new due date; a past due date sent is refused", async ({ request }) => {
    const order = await createOrderViaApi(request, token, await orderRefs(request, token));
    const overdue = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await setOrderDueAt(order._id, overdue);
    const noted = await put(request, "/services/orders/update", { _id: order._id, notes: "Tenant away until Friday." });
    expect(noted.status(), await noted.text()).toBe(200);
    expect(await noted.json()).toMatchObject({
      notes: "Tenant away until Friday.",
      serviceDueDateTime: overdue.toISOString(),
      name: order.name,
    });
    await expectApiError(
      await put(request, "/services/orders/update", {
        _id: order._id,
        serviceDueDateTime: new Date(overdue.getTime() - 86_400_000).toISOString(),
      }),
      422,
      { field: "serviceDueDateTime", message: DUE_DATE_IN_PAST_MESSAGE },
    );
  });

  test("notes sent as '' are cleared; status and creator in the body are ignored", async ({ request }) => {
    const order = await createOrderViaApi(request, token, await orderRefs(request, token));
    const response = await put(request, "/services/orders/update", {
      _id: order._id,
      notes: "",
      status: "COMPLETED",
      created_by: { name: "Mallory" },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toMatchObject({ notes: null, status: "PENDING", created_by: order.created_by });
  });
});
