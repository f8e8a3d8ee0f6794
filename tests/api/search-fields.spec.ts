import { expect, test } from "@playwright/test";
import {
  FIELD_TYPES,
  LIST_SORTS,
  OPERATORS_BY_TYPE,
  SEARCH_ENTITIES,
  type SearchEntity,
  type SearchFieldDefinition,
} from "@/lib/schemas/search";
import { API, apiLogin, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import { LIST_PATH } from "@/tests/support/search-fixtures";

/**
 * GET /search/fields/{entity} (PRODUCT.md#finder "Searchable field definition"), and
 * what every list, its grouped forms and its export do with criteria, sort
 * and order they cannot use: a 400 naming the problem, never a 500.
 */
const admin = signInEachTest();

test.describe("GET /search/fields/{entity}", () => {
  for (const entity of SEARCH_ENTITIES) {
    test(`${entity}: well-formed definitions`, async ({ request }) => {
      const response = await request.get(`${API}/search/fields/${entity}`, admin.auth());
      expect(response.status(), await response.text()).toBe(200);
      const fields = (await response.json()) as SearchFieldDefinition[];
      expect(fields.length).toBeGreaterThan(2);
      for (const field of fields) {
        expect(
          Object.keys(field).every((key) => ["field", "title", "type", "options", "list", "lookup", "dateTime", "phone"].includes(key)),
        ).toBe(true);
        expect(FIELD_TYPES).toContain(field.type);
        expect(field.title.length).toBeGreaterThan(0);
        expect(field.options.length).toBeGreaterThan(0);
        for (const option of field.options) {
          expect(OPERATORS_BY_TYPE[field.type] as readonly string[]).toContain(option.operator);
          expect(option.name.length).toBeGreaterThan(0);
          expect(typeof option.multiple).toBe("boolean");
        }
        if (field.type === "lookup") expect(Boolean(field.list) || Boolean(field.lookup), `${field.field} has values`).toBe(true);
        else expect(field.list).toBeUndefined();
        for (const entry of field.list ?? []) expect(entry).toEqual({ value: expect.any(String), name: expect.any(String) });
      }
    });
  }

  test("listings: the fields, types and labels the Finder needs", async ({ request }) => {
    const fields = (await (await request.get(`${API}/search/fields/listings`, admin.auth())).json()) as SearchFieldDefinition[];
    const byName = new Map(fields.map((field) => [field.field, field]));
    const typeOf = (name: string) => byName.get(name)?.type;
    expect(typeOf("propertyName")).toBe("string");
    expect(typeOf("cost.salePriceInUS")).toBe("number");
    expect(typeOf("cost.negotiable")).toBe("boolean");
    expect(typeOf("currentLease.endDate")).toBe("date");
    expect(typeOf("client")).toBe("lookup");
    expect(byName.get("status")!.list).toEqual([
      { value: "for-rent", name: "For Rent" },
      { value: "rented", name: "Rented" },
      { value: "rented-and-for-sale", name: "Rented & For Sale" },
      { value: "for-sale", name: "For Sale" },
      { value: "rent-and-sale", name: "For Rent & Sale" },
      { value: "sold", name: "Sold" },
    ]);
    expect(byName.get("client")!.lookup).toEqual({
      endpoint: "/api/v1/clients",
      searchParam: "name",
      labelFields: ["name"],
      details: "/api/v1/clients/details/{id}",
    });
    // Specialists are few: listed, with their names.
    expect(byName.get("propertySpecialist")!.list).toContainEqual({ value: expect.any(String), name: "Sasha Specialist" });
    expect(byName.get("propertyName")!.options).toEqual([
      { operator: "contains", name: "Contains", multiple: true },
      { operator: "notContains", name: "Does not contain", multiple: true },
      { operator: "equals", name: "Is exactly", multiple: true },
      { operator: "startsWith", name: "Starts with", multiple: true },
    ]);
    expect(byName.get("currentLease.endDate")!.dateTime).toBe(false);
    expect(byName.get("createdAt")!.dateTime).toBe(true);
  });

  test("users: roles with their labels; any signed-in user may read the definitions", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    const response = await request.get(`${API}/search/fields/users`, { headers: tokenHeaders(specialist) });
    expect(response.status()).toBe(200);
    const role = ((await response.json()) as SearchFieldDefinition[]).find((field) => field.field === "role");
    expect(role!.list).toEqual([
      { value: "admin", name: "Administrator" },
      { value: "property-specialist", name: "Property Specialist" },
    ]);
  });

  test("an unknown entity is 404; no session is 401", async ({ request }) => {
    for (const entity of ["nope", "Listings", "client", "clients%20", "..%2F"]) {
      await expectApiError(await request.get(`${API}/search/fields/${entity}`, admin.auth()), 404);
    }
    await expectApiError(await request.get(`${API}/search/fields/listings`), 401);
  });
});

/** Every list and export URL of an entity: the flat list, its grouped form where there is one, and the export. */
function urlsOf(entity: SearchEntity): string[] {
  const [path, query] = LIST_PATH[entity].split("?");
  const base = `${API}${path}?${query ?? ""}`;
  const urls = [base, `${API}/export/${entity}?`];
  if (entity === "service-orders" || entity === "reminders") urls.push(`${base}&sortItems=true`);
  return urls;
}

test.describe("bad criteria, sort and order are a 400 naming the problem", () => {
  const criteria = (value: unknown) => `criteria=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;
  const cases: [label: string, query: string, field: string, message?: RegExp][] = [
    ["not JSON", criteria("[{"), "criteria", /JSON array/],
    ["not an array", criteria({ fieldName: "name" }), "criteria"],
    ["an unknown field", criteria([{ fieldName: "noSuchField", operator: "eq", value: 1 }]), "criteria.0.fieldName", /"noSuchField"/],
    ["an unknown operator", criteria([{ fieldName: "name", operator: "between", value: 1 }]), "criteria.0.operator"],
    ["an object as value", criteria([{ fieldName: "name", operator: "contains", value: { $ne: 1 } }]), "criteria.0.value"],
    ["an unknown sort", "sort=password", "sort", /sort must be one of/],
    ["a SQL sort", "sort=name%3B%20DROP%20TABLE%20clients", "sort"],
    ["an unknown order", "sort=createdAt&order=up", "order"],
  ];
  for (const entity of SEARCH_ENTITIES) {
    test(`${entity}: every list form and the export`, async ({ request }) => {
      const first = ((await (await request.get(`${API}/search/fields/${entity}`, admin.auth())).json()) as SearchFieldDefinition[])[0]!;
      const typed: typeof cases = [
        ...cases.map(
          ([label, query, field, message]) =>
            [label, query.replace('"name"', `"${first.field}"`), field, message] as (typeof cases)[number],
        ),
        [
          "an operator the field does not take",
          criteria([{ fieldName: first.field, operator: first.type === "string" ? "gt" : "contains", value: "1" }]),
          "criteria.0.operator",
          new RegExp(`"${first.field.replace(/\./g, "\\.")}"`),
        ],
        [
          "a value of the wrong type",
          criteria([{ fieldName: first.field, operator: first.options[0]!.operator, value: first.type === "string" ? 5 : "x" }]),
          "criteria.0.value",
        ],
      ];
      for (const url of urlsOf(entity)) {
        for (const [label, query, field, message] of typed) {
          const sortFree =
            query.startsWith("sort=") && !(LIST_SORTS[entity] as readonly string[]).includes("createdAt")
              ? query.replace("createdAt", LIST_SORTS[entity][0])
              : query;
          const response = await request.get(`${url}&${sortFree}`, admin.auth());
          await test.step(`${url} – ${label}`, async () => {
            await expectApiError(response, 400, { field, message });
          });
        }
      }
    });
  }
});
