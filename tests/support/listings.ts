import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, createClientViaApi, tokenHeaders } from "./api";
import { TEST_USERS } from "./test-users";

/** Listing helpers for the API and e2e suites: a valid body, and records made through the API. */

/** The id of the test specialist (Sasha Specialist), through GET /users. */
export async function specialistId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(`${API}/users`, { headers: tokenHeaders(token), params: { role: "property-specialist", limit: 500 } });
  expect(response.status(), await response.text()).toBe(200);
  const users = (await response.json()) as { _id: string; email: string }[];
  const specialist = users.find((user) => user.email === TEST_USERS.specialist.email);
  expect(specialist, "the test specialist exists").toBeTruthy();
  return specialist!._id;
}

export function listingBody(refs: { client: string; propertySpecialist: string }, overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    ...refs,
    propertyName: `Listing ${tag}`,
    image: "property1.jpg",
    listingType: "land-and-property",
    propertyType: "villa",
    location: "Rodney Bay, Gros Islet, St. Lucia",
    status: "for-sale",
    zoning: "residential",
    amenities: [{ name: "Pool" }, { name: "Sea view" }],
    services: [{ name: "Electricity" }, { name: "Water" }],
    cost: { salePriceInUS: "850000.00", rentalPriceInUS: null, negotiable: true },
    size: { lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400.00" },
    rooms: { bedrooms: 4, bathrooms: 3, otherRooms: [{ name: "Kitchen" }, { name: "Garage" }] },
    currentLease: null,
    notes: "Gated community.",
    ...overrides,
  };
}

/** A new client and the test specialist, ready to own a listing. */
export async function listingRefs(request: APIRequestContext, token: string) {
  const client = await createClientViaApi(request, token);
  return { client: client._id, propertySpecialist: await specialistId(request, token), clientName: client.name };
}

export async function createListingViaApi(
  request: APIRequestContext,
  token: string,
  refs: { client: string; propertySpecialist: string },
  overrides: Record<string, unknown> = {},
) {
  const response = await request.post(`${API}/listings/register`, { headers: tokenHeaders(token), data: listingBody(refs, overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; propertyName: string } & Record<string, unknown>;
}

/** A rented listing of a new client, its current lease (2026 to 2027) held by `tenant`. */
export async function createRentedListingViaApi(
  request: APIRequestContext,
  token: string,
  tenant: { tenantName: string; tenantPhoneNumber: string; tenantEmail: string },
) {
  return createListingViaApi(request, token, await listingRefs(request, token), {
    status: "rented",
    currentLease: { startDate: "2026-01-01", endDate: "2027-12-31", ...tenant },
  });
}
