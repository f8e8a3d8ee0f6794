import { expect, test } from "@playwright/test";
import { SEARCH_ENTITIES, type SearchEntity, type SearchFieldDefinition } from "@/lib/schemas/search";
import { API, apiLogin, tokenHeaders } from "@/tests/support/api";
import { agencyDayOfInstant, casesFor, meets, valueAt, type JsonRecord } from "@/tests/support/search-eval";
import { attachDocuments, listWith, makeRecords, newFixture, type Fixture } from "@/tests/support/search-fixtures";

/**
 * The Finder's criteria on every list endpoint, table-driven: for every
 * entity, every searchable field (GET /search/fields/{entity}), every operator
 * it offers, one value and (where the operator takes several) two, the list
 * must answer exactly the records tests/support/search-eval.ts says match —
 * among records this file made, told apart from everyone else's by a tag.
 */

/** Fields the list's JSON does not carry, so the oracle cannot judge them here (users' createdAt: UserInfo has no dates). */
const NOT_IN_JSON: Partial<Record<SearchEntity, string[]>> = { users: ["createdAt"] };

const idsOf = (items: JsonRecord[]) => items.map((item) => String(item._id)).sort();

function variesAcrossRecords(field: SearchFieldDefinition, records: JsonRecord[]): boolean {
  const keys = records.map((record) => {
    const value = valueAt(record, field.field);
    if (value === null || value === undefined) return "∅";
    return field.type === "date" && field.dateTime ? agencyDayOfInstant(String(value)) : String(value);
  });
  return new Set(keys).size > 1;
}

for (const entity of SEARCH_ENTITIES) {
  test.describe(`criteria on the ${entity} list`, () => {
    let token: string;
    let fixture: Fixture;
    let records: JsonRecord[];
    let fields: SearchFieldDefinition[];

    test.beforeAll(async ({ request }) => {
      test.setTimeout(120_000);
      token = await apiLogin(request);
      fixture = newFixture(entity);
      records = await makeRecords(request, token, fixture);
      await attachDocuments(request, token, entity, records);
      const response = await request.get(`${API}/search/fields/${entity}`, { headers: tokenHeaders(token) });
      expect(response.status(), await response.text()).toBe(200);
      fields = (await response.json()) as SearchFieldDefinition[];
    });

    test("every field × operator answers exactly the matching records", async ({ request }) => {
      test.setTimeout(180_000);
      expect(records.length, "the fixture made its records").toBeGreaterThanOrEqual(3);
      for (const field of fields.filter((candidate) => !NOT_IN_JSON[entity]?.includes(candidate.field))) {
        const sizes = new Set<number>();
        for (const criterion of casesFor(field, records)) {
          const label = `${field.field} ${criterion.operator} ${JSON.stringify(criterion.value)}`;
          const expected = idsOf(records.filter((record) => meets(field, record, criterion)));
          const answer = await listWith(request, token, fixture, [criterion]);
          expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(200);
          expect.soft(idsOf(answer.items), label).toEqual(expected);
          expect.soft(answer.total, `${label}: X-Total-Count`).toBe(expected.length);
          sizes.add(expected.length);
        }
        // Where the records differ on a field, some question about it must split them (else the case proves nothing).
        if (variesAcrossRecords(field, records)) {
          expect
            .soft(
              [...sizes].some((size) => size > 0 && size < records.length),
              `${field.field}: a case that splits the records`,
            )
            .toBe(true);
        }
      }
    });

    test("criteria are AND-ed with each other and with the list's own filters", async ({ request }) => {
      const [first, second] = fields.filter((field) => field.type === "string" && !NOT_IN_JSON[entity]?.includes(field.field));
      const [a, b] = [casesFor(first!, records)[0]!, casesFor(second!, records)[0]!];
      const expected = idsOf(records.filter((record) => meets(first!, record, a) && meets(second!, record, b)));
      const answer = await listWith(request, token, fixture, [a, b]);
      expect(answer.status, answer.text).toBe(200);
      expect(idsOf(answer.items)).toEqual(expected);

      const nothing = await listWith(request, token, fixture, [{ ...fixture.tagged, value: `${fixture.tag}-none` }]);
      expect(nothing.items).toEqual([]);
    });
  });
}

test.describe("criteria in the grouped lists", () => {
  test("service orders: sortItems=true groups and counts only the matching orders", async ({ request }) => {
    const token = await apiLogin(request);
    const fixture = newFixture("service-orders");
    await makeRecords(request, token, fixture);
    const grouped = await request.get(`${API}/services/orders`, {
      headers: tokenHeaders(token),
      params: {
        sortItems: "true",
        criteria: JSON.stringify([fixture.tagged, { fieldName: "status", operator: "ne", value: "COMPLETED" }]),
      },
    });
    expect(grouped.status(), await grouped.text()).toBe(200);
    const groups = (await grouped.json()) as Record<string, { name: string }[]>;
    expect(JSON.parse(grouped.headers()["x-group-counts"]!)).toEqual({ pastDue: 1, approved: 1, pending: 0, declined: 1, completed: 0 });
    expect(Object.values(groups).flat()).toHaveLength(3);
    expect(grouped.headers()["x-total-count"]).toBe("3");
  });

  test("reminders: sortItems=true keeps only the matching reminders, today's first", async ({ request }) => {
    const token = await apiLogin(request);
    const fixture = newFixture("reminders");
    await makeRecords(request, token, fixture);
    const grouped = await request.get(`${API}/reminders`, {
      headers: tokenHeaders(token),
      params: {
        sortItems: "true",
        criteria: JSON.stringify([fixture.tagged, { fieldName: "isReoccuring", operator: "eq", value: true }]),
        sort: "name",
        order: "desc",
      },
    });
    expect(grouped.status(), await grouped.text()).toBe(200);
    const body = (await grouped.json()) as {
      today: { name: string }[];
      upcoming: { name: string }[];
      totals: { today: number; upcoming: number };
    };
    const names = [...body.today, ...body.upcoming].map((reminder) => reminder.name.replace(`${fixture.tag} `, ""));
    expect(body.totals.today + body.totals.upcoming).toBe(3);
    // A daily reminder happens today; the others after it, sorted by name Z→A within their group.
    expect(body.today.map((reminder) => reminder.name)).toEqual([]);
    expect(names).toEqual(["Land tax", "Garden", "Alarm"]);
  });
});

test.describe("criteria a list refuses before asking the database (issue 27, findings 4 and 7)", () => {
  const nul = JSON.stringify([{ fieldName: "name", operator: "contains", value: "a\u0000b" }]);
  // 30 notContains × 14 values: 420 LIKEs in one query, each rule within its own limit.
  const costly = JSON.stringify(
    Array.from({ length: 30 }, (_, i) => ({
      fieldName: "name",
      operator: "notContains",
      value: Array.from({ length: 14 }, (_, j) => `${i}-${j}`),
    })),
  );

  for (const path of ["/clients", "/export/clients", "/services/providers", "/export/listings"]) {
    test(`${path}: a JSON-escaped NUL and more than 60 values in all are a 400, never a 5xx`, async ({ request }) => {
      const admin = await apiLogin(request, "admin");
      const get = (criteria: string) => request.get(`${API}${path}`, { headers: tokenHeaders(admin), params: { criteria } });
      const withNul = await get(nul);
      expect(withNul.status(), await withNul.text()).toBe(400);
      expect(((await withNul.json()) as { message: string }).message).toBe("Text may not contain NUL characters.");
      const tooMany = await get(costly);
      expect(tooMany.status(), await tooMany.text()).toBe(400);
      expect(await tooMany.text()).toContain("The conditions can hold at most 60 values in all.");
    });
  }
});
