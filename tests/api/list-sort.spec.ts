import { expect, test } from "@playwright/test";
import { REMINDER_FREQUENCIES, SERVICE_ORDER_STATUSES } from "@/lib/domain/enums";
import { LIST_SORTS, SEARCH_ENTITIES, SORT_ORDERS, type SearchEntity } from "@/lib/schemas/search";
import { apiLogin } from "@/tests/support/api";
import { nameOrderKey } from "@/tests/support/name-order";
import { valueAt, type JsonRecord } from "@/tests/support/search-eval";
import { listWith, makeRecords, newFixture, type Fixture } from "@/tests/support/search-fixtures";

/**
 * The table view's server-side sort: every sort name of every list, both
 * ways, orders the rows by that value (names by the lists' name order, other text
 * by the database's collation — C here; enumerations kept as PostgreSQL
 * enums in their declared order; rows without a value last either way) and
 * pages without overlap.
 */
const NAMES = new Set([
  "name",
  "propertyName",
  "clientRef.name",
  "propertySpecialistRef.firstName",
  "listing.propertyName",
  "serviceProvider.name",
  "property.propertyName",
  "firstName",
]);
const ENUM_ORDER: Partial<Record<SearchEntity, Record<string, readonly string[]>>> = {
  "service-orders": { status: SERVICE_ORDER_STATUSES },
  reminders: { frequency: REMINDER_FREQUENCIES },
};

function comparable(entity: SearchEntity, sort: string, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  const declared = ENUM_ORDER[entity]?.[sort];
  if (declared) return declared.indexOf(String(value));
  if (typeof value === "number" || typeof value === "boolean") return Number(value);
  const text = String(value);
  // Money and sizes come as decimal strings ("2500.00"); phone numbers stay text.
  if (/^-?\d+\.\d+$/.test(text)) return Number(text);
  return NAMES.has(sort) ? nameOrderKey(text) : text;
}

/** Whether `values` are in `order`, ties allowed, nulls at the end. */
function inOrder(entity: SearchEntity, sort: string, values: unknown[], order: "asc" | "desc"): boolean {
  const keys = values.map((value) => comparable(entity, sort, value));
  const firstNull = keys.indexOf(null);
  if (firstNull >= 0 && keys.slice(firstNull).some((key) => key !== null)) return false;
  const present = keys.filter((key): key is string | number => key !== null);
  return present.every((key, index) => index === 0 || (order === "asc" ? present[index - 1]! <= key : present[index - 1]! >= key));
}

/** Where each sort's value is in the list's JSON, when not at its own name. */
const VALUE_PATH: Record<string, string> = { accountBalance: "accountBalance" };

for (const entity of SEARCH_ENTITIES) {
  test.describe(`sorting the ${entity} list`, () => {
    let token: string;
    let fixture: Fixture;
    let records: JsonRecord[];

    test.beforeAll(async ({ request }) => {
      test.setTimeout(120_000);
      token = await apiLogin(request);
      fixture = newFixture(entity);
      records = await makeRecords(request, token, fixture);
    });

    test("every sort name, both ways", async ({ request }) => {
      test.setTimeout(120_000);
      const ids = records.map((record) => record._id).sort();
      for (const sort of LIST_SORTS[entity]) {
        for (const order of SORT_ORDERS) {
          const answer = await listWith(request, token, fixture, [], { sort, order });
          expect(answer.status, `${sort} ${order}: ${answer.text.slice(0, 300)}`).toBe(200);
          expect(answer.items.map((item) => item._id).sort(), `${sort} ${order}: the same rows`).toEqual(ids);
          const values = answer.items.map((item) => valueAt(item, VALUE_PATH[sort] ?? sort));
          expect.soft(inOrder(entity, sort, values, order), `${sort} ${order}: ${JSON.stringify(values)}`).toBe(true);
        }
      }
    });

    test("pages of a sort never overlap and add up to the whole", async ({ request }) => {
      const sort = LIST_SORTS[entity][0];
      const whole = await listWith(request, token, fixture, [], { sort, order: "desc" });
      const pages = [];
      for (let skip = 0; skip < whole.items.length; skip += 2) {
        pages.push(...(await listWith(request, token, fixture, [], { sort, order: "desc", skip: String(skip), limit: "2" })).items);
      }
      expect(pages.map((item) => item._id)).toEqual(whole.items.map((item) => item._id));
    });

    test("order alone turns the list's own order around", async ({ request }) => {
      const own = await listWith(request, token, fixture, []);
      const reversed = await listWith(request, token, fixture, [], { order: "desc" });
      const asc = await listWith(request, token, fixture, [], { order: "asc" });
      expect(asc.items.map((item) => item._id)).toEqual(own.items.map((item) => item._id));
      if (entity !== "reminders") expect(reversed.items.map((item) => item._id)).toEqual([...own.items.map((item) => item._id)].reverse());
    });
  });
}
