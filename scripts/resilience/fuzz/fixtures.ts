/**
 * Real records made through the API before fuzzing, so that every reference
 * in a fuzzed body (client, listing, provider, order, reminder, account,
 * user) resolves: a body is then refused for what is wrong in it, not
 * because the record it names is missing. Also the valid body of every write
 * endpoint, which the fuzzer starts from.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";

export interface Fixtures {
  clientId: string;
  specialistId: string;
  listingId: string;
  providerId: string;
  orderId: string;
  reminderId: string;
  userId: string;
  transactionIds: string[];
  savedFilterId: string;
  /** A valid picture as a data URL (a small PNG). */
  picture: string;
}

type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** Calls the API with the token and fails loudly on anything but 2xx. */
export function apiCaller(baseUrl: string, token: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { "x-access-token": token, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };
}

const idOf = (record: unknown) => (record as { _id: string })._id;

export async function createFixtures(api: Api): Promise<Fixtures> {
  const picture = `data:image/png;base64,${(
    await sharp({ create: { width: 32, height: 24, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;
  const users = (await api("GET", "/users?role=property-specialist&limit=500")) as { _id: string }[];
  const specialistId = users[0]!._id;
  const clientId = idOf(await api("POST", "/clients/register", bodies.client()));
  const listingId = idOf(await api("POST", "/listings/register", bodies.listing({ clientId, specialistId, picture })));
  const providerId = idOf(await api("POST", "/services/providers/register", bodies.provider()));
  const orderId = idOf(await api("POST", "/services/orders/register", bodies.order({ listingId, providerId })));
  const reminderId = idOf(await api("POST", "/reminders/register", bodies.reminder({ listingId })));
  const userId = idOf(await api("POST", "/users/register", bodies.user()));
  await api("PUT", `/users/${userId}/update/avatar`, { picture });
  await api("POST", "/accounts/register", { clientRef: clientId });
  const transactionIds: string[] = [];
  for (const [column, value] of [
    ["credit", "2500.00"],
    ["debit", "120.35"],
    ["credit", "0.01"],
  ] as const) {
    transactionIds.push(idOf(await api("POST", "/accounts/transactions/register", bodies.transaction({ clientId, column, value }))));
  }
  const savedFilterId = idOf(await api("POST", "/filters/register", bodies.savedFilter()));
  return { clientId, specialistId, listingId, providerId, orderId, reminderId, userId, transactionIds, savedFilterId, picture };
}

const tag = () => randomBytes(4).toString("hex");

/** Days from today as yyyy-MM-dd (UTC; a few days ahead is "not in the past" in any agency zone). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Valid bodies, one per kind of record. */
export const bodies = {
  client: () => ({
    name: `Fuzz client ${tag()}`,
    contactFirstName: "Celestine",
    contactLastName: "Baptiste",
    contactPrimaryNumber: "+1 758 555 0142",
    contactSecondaryNumber: "",
    contactEmailAddress: `owner.${tag()}@example.lc`,
    contactWebsiteURL: "https://example.lc",
    contactMailingAddress: "12 Bay Street, Castries, St. Lucia",
  }),
  provider: () => ({
    name: `Fuzz provider ${tag()}`,
    contactFirstName: "Desmond",
    contactLastName: "Joseph",
    contactPrimaryNumber: "+1 758 555 0177",
    contactSecondaryNumber: "+1 758 555 0178",
    contactEmailAddress: `works.${tag()}@example.lc`,
    contactWebsiteURL: "",
    contactMailingAddress: "4 Jeremie Street, Castries, St. Lucia",
  }),
  listing: (refs: { clientId: string; specialistId: string; picture?: string }) => ({
    client: refs.clientId,
    propertySpecialist: refs.specialistId,
    propertyName: `Fuzz listing ${tag()}`,
    image: refs.picture ?? "property1.jpg",
    listingType: "land-and-property",
    propertyType: "villa",
    location: "Rodney Bay, Gros Islet, St. Lucia",
    status: "rented",
    zoning: "residential",
    amenities: [{ name: "Pool" }, "Sea view"],
    services: [{ name: "Electricity" }],
    cost: { salePriceInUS: "850000.00", rentalPriceInUS: "4200.50", negotiable: true },
    size: { lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400.00" },
    rooms: { bedrooms: 4, bathrooms: 3, otherRooms: [{ name: "Kitchen" }] },
    currentLease: {
      startDate: dayFromNow(-30),
      endDate: dayFromNow(335),
      tenantName: "Tess Tenant",
      tenantPhoneNumber: "+1 758 555 0100",
      tenantEmail: "tess@example.lc",
    },
    notes: "Gated community.",
  }),
  order: (refs: { listingId: string; providerId: string }) => ({
    name: `Fuzz order ${tag()}`,
    listingRef: refs.listingId,
    serviceProviderRef: refs.providerId,
    serviceDueDateTime: `${dayFromNow(3)}T16:00:00.000Z`,
    details: "Service the air-conditioning units.",
    notes: "Gate code 4412.",
  }),
  reminder: (refs: { listingId: string }) => ({
    name: `Fuzz reminder ${tag()}`,
    propertyRef: refs.listingId,
    dateTime: dayFromNow(3),
    time: "09:30",
    amPM: "AM",
    isReoccuring: true,
    frequency: "weekly",
    dayOfWeek: "monday",
    notes: "Check the water heater.",
  }),
  user: () => ({
    userName: `fuzz.${tag()}`,
    firstName: "Fiona",
    lastName: "Fuzz",
    email: `fuzz.${tag()}@agency.test`,
    role: "property-specialist",
    isActive: true,
    password: "Fuzz-Password-1234",
  }),
  savedFilter: () => ({
    entity: "listings",
    name: `Fuzz filter ${tag()}`,
    criteria: [
      { fieldName: "cost.rentalPriceInUS", operator: "lt", value: 3000 },
      { fieldName: "status", operator: "eq", value: ["for-rent", "rented"] },
    ],
    shared: false,
  }),
  transaction: (refs: { clientId: string; column?: "credit" | "debit"; value?: string }) => ({
    clientRef: refs.clientId,
    column: refs.column ?? "credit",
    type: "wire",
    description: "Rent for the month",
    value: refs.value ?? "1250.00",
    date: dayFromNow(-2),
  }),
};
