import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import type { Criterion, SearchEntity } from "@/lib/schemas/search";
import { postTransactionViaApi } from "./accounts";
import { API, createClientViaApi, tokenHeaders } from "./api";
import { pdfBytes, uploadDocument } from "./documents";
import { createListingViaApi, specialistId } from "./listings";
import { createOrderViaApi, createProviderViaApi, dueInDays, setOrderDueAt, setOrderStatusViaApi } from "./orders";
import { agencyDate, createReminderViaApi, createSpecialist } from "./reminders";
import type { JsonRecord } from "./search-eval";
import { createUserViaApi, updateBodyOf } from "./users";

/**
 * For each entity with a Finder, a handful of records made through the API
 * whose values differ field by field (some missing), all carrying one tag in
 * their name, so a search AND-ed with `tagged(entity)` sees only them however
 * many other tests run at the same time.
 */
export const LIST_PATH: Record<SearchEntity, string> = {
  clients: "/clients",
  listings: "/listings",
  "service-providers": "/services/providers",
  "service-orders": "/services/orders",
  reminders: "/reminders",
  accounts: "/accounts?accountBalance=true",
  users: "/users",
  tenants: "/tenants",
};

const TAG_FIELD: Record<SearchEntity, string> = {
  clients: "name",
  listings: "propertyName",
  "service-providers": "name",
  "service-orders": "name",
  reminders: "name",
  accounts: "name",
  users: "userName",
  tenants: "name",
};

export interface Fixture {
  entity: SearchEntity;
  tag: string;
  tagged: Criterion;
}

export function newFixture(entity: SearchEntity): Fixture {
  const tag = `zq${randomBytes(4).toString("hex")}`;
  return { entity, tag, tagged: { fieldName: TAG_FIELD[entity], operator: "contains", value: tag } };
}

/** GET the entity's list with these criteria (AND the fixture's tag); answers the items and X-Total-Count. */
export async function listWith(
  request: APIRequestContext,
  token: string,
  fixture: Fixture,
  criteria: Criterion[],
  params: Record<string, string> = {},
): Promise<{ status: number; items: JsonRecord[]; total: number; text: string }> {
  const [path, query] = LIST_PATH[fixture.entity].split("?");
  const search = new URLSearchParams(query);
  search.set("criteria", JSON.stringify([fixture.tagged, ...criteria]));
  search.set("limit", "500");
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  const response = await request.get(`${API}${path}?${search}`, { headers: tokenHeaders(token) });
  const text = await response.text();
  const ok = response.status() === 200;
  return {
    status: response.status(),
    items: ok ? (JSON.parse(text) as JsonRecord[]) : [],
    total: Number(response.headers()["x-total-count"]),
    text,
  };
}

const contact = (tag: string, index: number, overrides: Record<string, unknown>) => ({
  name: `${tag} ${["Alpha Holdings", "beta Estates", "Gamma Realty", "Delta Trust"][index]}`,
  contactFirstName: ["Celestine", "Marcus", "Ayesha", "Bernard"][index],
  contactLastName: ["Baptiste", "Joseph", "St. Rose", "Alcindor"][index],
  contactPrimaryNumber: ["+1 (758) 555-0101", "758-555-0202", "+1 758 555 0303", "5550404"][index],
  contactSecondaryNumber: ["", "+1 758 450 1111", "", "450-2222"][index],
  contactEmailAddress: `${["owner", "marcus", "ayesha", "bernard"][index]}.${tag}@example.lc`,
  contactWebsiteURL: ["https://alpha.example.lc", "", "https://gamma.example.lc/x", ""][index],
  contactMailingAddress: ["12 Bay Street, Castries", "4 Jeremie Street, Castries", "Rodney Bay Marina", "Vieux Fort"][index],
  ...overrides,
});

/** Makes the entity's records; answers what the list says of them (for accounts, the client merged with its account). */
export async function makeRecords(request: APIRequestContext, token: string, fixture: Fixture): Promise<JsonRecord[]> {
  const { tag } = fixture;
  const headers = tokenHeaders(token);
  switch (fixture.entity) {
    case "clients":
    case "accounts": {
      const clients = [];
      for (const index of [0, 1, 2, 3]) clients.push(await createClientViaApi(request, token, contact(tag, index, {})));
      if (fixture.entity === "accounts") {
        await postTransactionViaApi(request, token, clients[0]!._id, { column: "credit", value: "100.00" });
        await postTransactionViaApi(request, token, clients[1]!._id, { column: "debit", value: "50.25" });
        await postTransactionViaApi(request, token, clients[1]!._id, { column: "debit", value: "10.00" });
      }
      break;
    }
    case "service-providers":
      for (const index of [0, 1, 2]) {
        const response = await request.post(`${API}/services/providers/register`, { headers, data: contact(tag, index, {}) });
        expect(response.status(), await response.text()).toBe(201);
      }
      break;
    case "listings": {
      const other = await createSpecialist();
      const sasha = await specialistId(request, token);
      const owners = [await createClientViaApi(request, token), await createClientViaApi(request, token)];
      const lease = (end: string) => ({
        startDate: "2026-01-01",
        endDate: end,
        tenantName: "Tenant One",
        tenantPhoneNumber: "555",
        tenantEmail: `t.${tag}@x.lc`,
      });
      const bodies = [
        {
          status: "for-sale",
          propertyType: "villa",
          location: "Rodney Bay",
          cost: { salePriceInUS: "850000", rentalPriceInUS: null, negotiable: true },
        },
        {
          status: "for-rent",
          propertyType: "apartment",
          location: "Castries",
          zoning: "commercial",
          cost: { salePriceInUS: null, rentalPriceInUS: "2500", negotiable: false },
          rooms: { bedrooms: 2, bathrooms: 1, otherRooms: [] },
          currentLease: lease("2026-12-31"),
        },
        {
          status: "for-sale",
          listingType: "land-only",
          location: "Vieux Fort",
          zoning: "mixed",
          cost: { salePriceInUS: "120000.50", rentalPriceInUS: null, negotiable: false },
          size: { lotSizeSqFeet: "43560", lotSizeAcres: "1", propertySizeSqFeet: null },
        },
        {
          status: "rented",
          propertyType: "house",
          location: "Rodney Heights",
          cost: { salePriceInUS: null, rentalPriceInUS: "3200", negotiable: true },
          rooms: { bedrooms: 3, bathrooms: 2, otherRooms: [] },
          currentLease: { ...lease("2027-06-30"), tenantName: "Second Tenant" },
        },
      ];
      for (const [index, body] of bodies.entries()) {
        await createListingViaApi(
          request,
          token,
          { client: owners[index % 2]!._id, propertySpecialist: index === 3 ? other.id : sasha },
          { ...body, propertyName: `${tag} ${["Bayview Villa", "Harbour Flat", "Vieux Fort Lot", "Heights House"][index]}` },
        );
      }
      break;
    }
    case "service-orders": {
      const specialist = await specialistId(request, token);
      const listings = [];
      const owner = await createClientViaApi(request, token);
      for (const name of ["Coral Cottage", "Palm Point"]) {
        listings.push(
          await createListingViaApi(
            request,
            token,
            { client: owner._id, propertySpecialist: specialist },
            { propertyName: `${name} ${tag}` },
          ),
        );
      }
      const providers = [await createProviderViaApi(request, token), await createProviderViaApi(request, token)];
      const statuses = ["PENDING", "APPROVED", "DECLINED", "COMPLETED"];
      for (const [index, status] of statuses.entries()) {
        const order = await createOrderViaApi(
          request,
          token,
          { listingRef: listings[index % 2]!._id, serviceProviderRef: providers[index < 2 ? 0 : 1]!._id },
          {
            name: `${tag} ${["Fix leaking tap", "Service A/C", "Clean pool", "Repair roof"][index]}`,
            serviceDueDateTime: dueInDays(index + 1),
            details: ["Kitchen tap drips", "All bedrooms", "Weekly clean", "Storm damage"][index],
            notes: index === 2 ? "" : `Gate code 44${index}`,
          },
        );
        if (status !== "PENDING") await setOrderStatusViaApi(request, token, order._id, status);
        if (index === 0) await setOrderDueAt(order._id, new Date(Date.now() - 3 * 86_400_000));
      }
      break;
    }
    case "reminders": {
      const specialist = await createSpecialist();
      const owner = await createClientViaApi(request, token);
      const listings = [];
      for (const name of ["Coral Cottage", "Palm Point"]) {
        listings.push(
          await createListingViaApi(
            request,
            token,
            { client: owner._id, propertySpecialist: specialist.id },
            { propertyName: `${name} ${tag}` },
          ),
        );
      }
      const sasha = await createListingViaApi(request, token, {
        client: owner._id,
        propertySpecialist: await specialistId(request, token),
      });
      const bodies = [
        { dateTime: agencyDate(1), isReoccuring: false, frequency: "none", notes: "Collect the keys" },
        { dateTime: agencyDate(2), time: "02:15", amPM: "PM", isReoccuring: true, frequency: "weekly", notes: "Water the garden" },
        { dateTime: agencyDate(5), isReoccuring: true, frequency: "monthly", notes: "Pay land tax" },
        { dateTime: agencyDate(9), isReoccuring: true, frequency: "daily", notes: "Check the alarm" },
      ];
      for (const [index, body] of bodies.entries()) {
        const property = index === 3 ? sasha._id : listings[index % 2]!._id;
        await createReminderViaApi(request, token, property, {
          ...body,
          name: `${tag} ${["Inspect", "Garden", "Land tax", "Alarm"][index]}`,
        });
      }
      break;
    }
    case "tenants": {
      const bodies = [
        {
          firstName: null,
          lastName: null,
          companyName: `${tag} Alpha Rentals`,
          phone: "+1 (758) 555-0101",
          email: `alpha.${tag}@example.lc`,
        },
        { firstName: "Marcus", lastName: `${tag} Joseph`, phone: "758-555-0202", secondaryPhone: "+1 758 450 1111", email: null },
        {
          firstName: "ayesha",
          lastName: `St. Rose ${tag}`,
          phone: null,
          mailingAddress: "Rodney Bay Marina",
          email: `ayesha.${tag}@example.lc`,
        },
        { firstName: "Bernard", lastName: `${tag} Alcindor`, phone: "5550404", secondaryPhone: "450-2222", mailingAddress: "Vieux Fort" },
      ];
      for (const body of bodies) {
        const response = await request.post(`${API}/tenants`, {
          headers,
          data: { companyName: null, secondaryPhone: null, mailingAddress: null, notes: null, ...body },
        });
        expect(response.status(), await response.text()).toBe(201);
      }
      break;
    }
    case "users": {
      const made = [];
      for (const [index, role] of ["admin", "property-specialist", "property-specialist"].entries()) {
        made.push(
          await createUserViaApi(request, token, {
            userName: `${tag}.${["ava", "brian", "carla"][index]}`,
            firstName: ["Ava", "Brian", "Carla"][index],
            lastName: ["Alleyne", "Baptiste", "Charles"][index],
            email: `${["ava", "brian", "carla"][index]}.${tag}@agency.test`,
            role,
          }),
        );
      }
      const response = await request.put(`${API}/users/update`, { headers, data: updateBodyOf(made[2]!.user, { isActive: false }) });
      expect(response.status(), await response.text()).toBe(200);
      break;
    }
  }
  const listed = await listWith(request, token, fixture, []);
  expect(listed.status, listed.text).toBe(200);
  if (fixture.entity !== "accounts") return listed.items;
  // An account row carries no contact fields: merge in the client's.
  const clients = await listWith(request, token, { ...fixture, entity: "clients" }, []);
  return listed.items.map((item) => ({ ...clients.items.find((client) => client._id === item._id), ...item }));
}

/**
 * The Finder's "has documents of category …" (issue 30): gives the first record
 * a lease and an ID, the second a contract, and writes each record's categories
 * into its JSON as `documentCategory` (none: an empty list) for the oracle.
 * The accounts list's documents are its accounts' (records with entries).
 */
export async function attachDocuments(
  request: APIRequestContext,
  token: string,
  entity: SearchEntity,
  records: JsonRecord[],
): Promise<void> {
  if (entity === "reminders") return;
  const holders = entity === "accounts" ? records.filter((record) => Number(record.entryCount) > 0) : records;
  const plan: [JsonRecord | undefined, string[]][] = [
    [holders[0], ["lease", "identity"]],
    [holders[1], ["contract"]],
  ];
  for (const record of records) record.documentCategory = [];
  for (const [record, categories] of plan) {
    if (!record) continue;
    for (const category of categories) {
      const response = await uploadDocument(
        request,
        token,
        { entity, recordId: String(record._id), category },
        {
          name: `${category}.pdf`,
          buffer: pdfBytes(category),
          mimeType: "application/pdf",
        },
      );
      expect(response.status(), await response.text()).toBe(201);
    }
    record.documentCategory = categories;
  }
}
