import { describe, expect, it } from "vitest";
import {
  isListOperator,
  LIST_SORTS,
  OPERATORS,
  OPERATORS_BY_TYPE,
  SEARCH_ENTITIES,
  criteriaParamSchema,
  type Criterion,
  type FieldType,
} from "@/lib/schemas/search";
import { isAppError, type AppError } from "@/server/errors";
import { operatorsOf, resolveCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { goodValue, goodValueFor, SOME_UUID, type AnyField } from "../support/search-values";

/**
 * The Finder's criteria checked against every entity's fields, without a
 * database: entities × fields × operators × values, good and bad, and the
 * conditions they become. What the conditions pick from real rows is proven on
 * the database (tests/db/search-conditions.test.ts) and through the API
 * (tests/api/search-criteria.spec.ts).
 */
const FIELDS = SEARCH_ENTITIES.flatMap((entity) => SEARCHES[entity].fields.map((field) => ({ entity, field: field as AnyField })));

/** Values each field type refuses (with the label of the case). */
function badValues(field: AnyField): [string, Criterion["value"]][] {
  switch (field.type) {
    case "string":
      return [
        ["blank", "   "],
        ["a number", 5],
        ["a boolean", true],
        ["a list with a blank", ["bay", ""]],
        ...(field.phone ? ([["no digits", "call me"]] as [string, Criterion["value"]][]) : []),
      ];
    case "number":
      return [
        ["text", "abc"],
        ["a boolean", true],
        ["a list", ["1"]],
        ["blank", ""],
        ["two points", "1.2.3"],
        ["too large", 1e15],
        ...(field.integer
          ? ([
              ["a fraction", 2.5],
              ["beyond 32 bits", 2_147_483_648],
            ] as [string, Criterion["value"]][])
          : []),
      ];
    case "date":
      return [
        ["30 February", "2026-02-30"],
        ["day first", "31/01/2026"],
        ["a number", 20260131],
        ["year 0", "0000-01-01"],
        ["a boolean", true],
        ["a date-time", "2026-01-31T10:00:00Z"],
      ];
    case "boolean":
      return [
        ["text", "true"],
        ["a number", 1],
        ["a list", ["true"]],
      ];
    case "lookup":
      return field.values.kind === "enum"
        ? [
            ["an unknown value", "no-such-value"],
            ["a list with an unknown value", [field.values.list[0]!.value, "nope"]],
            ["a number", 5],
          ]
        : [
            ["not an id", "not-a-uuid"],
            ["a list with a bad id", [SOME_UUID, "x"]],
            ["a number", 5],
          ];
  }
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the field registry", () => {
  it.each(SEARCH_ENTITIES)("%s: unique field names, operators of the field's type, values for every lookup", (entity) => {
    const fields = SEARCHES[entity].fields as readonly AnyField[];
    expect(fields.length).toBeGreaterThan(0);
    expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
    for (const field of fields) {
      const ofType = OPERATORS_BY_TYPE[field.type] as readonly string[];
      expect(
        operatorsOf(field).every((operator) => ofType.includes(operator)),
        field.name,
      ).toBe(true);
      if (field.type === "lookup") {
        if (field.values.kind === "enum") expect(field.values.list.length, field.name).toBeGreaterThan(0);
        else expect(Boolean(field.values.list ?? field.values.lookup), field.name).toBe(true);
      }
    }
  });

  it.each(SEARCH_ENTITIES)("%s: a sort for every name the list's schema accepts, and no other", (entity) => {
    expect(Object.keys(SEARCHES[entity].sorts).sort()).toEqual([...LIST_SORTS[entity]].sort());
  });

  it("offers what the issue asks of listings: a field for every column their list sorts by, a record's by its lookup", () => {
    const names = SEARCHES.listings.fields.map((field) => field.name);
    const columns = LIST_SORTS.listings.map((sort) => sort.replace(/Ref\..*$/, ""));
    expect(columns).toEqual(expect.arrayContaining(["client", "propertySpecialist", "currentLease.endDate"]));
    expect(names).toEqual(expect.arrayContaining(columns));
  });
});

describe.each(FIELDS.map(({ entity, field }) => [`${entity} ${field.name} (${field.type})`, entity, field] as const))(
  "%s",
  (_label, entity, field) => {
    const search = SEARCHES[entity];
    const allowed = operatorsOf(field);

    it("takes each of its operators with a value of its type, each operator giving a condition of its own", () => {
      const conditions = allowed.map((operator) =>
        resolveCriteria(search, [{ fieldName: field.name, operator, value: goodValueFor(field, operator) }], undefined, ADMIN),
      );
      for (const resolved of conditions) expect(resolved).toHaveLength(1);
      const json = conditions.map(([condition]) => JSON.stringify(condition));
      // "Is any of" / "is none of" a list of one is "is" / "is not" that value: the same condition.
      const single = allowed.filter((operator) => !isListOperator(operator));
      const distinct = new Set(json);
      expect(distinct.size, `${allowed.join(", ")} → ${[...distinct].join(" | ")}`).toBe(single.length);
      if (allowed.includes("in")) expect(json[allowed.indexOf("in")]).toBe(json[allowed.indexOf("eq")]);
      if (allowed.includes("notIn")) expect(json[allowed.indexOf("notIn")]).toBe(json[allowed.indexOf("ne")]);
    });

    const refused = OPERATORS.filter((operator) => !allowed.includes(operator));
    it.each(refused)("refuses the operator %s, naming the field", (operator) => {
      const error = refusal(() =>
        resolveCriteria(search, [{ fieldName: field.name, operator, value: goodValue(field) }], undefined, ADMIN),
      );
      expect(error.code).toBe("BAD_REQUEST");
      expect(Object.keys(error.fieldErrors ?? {})).toEqual(["criteria.0.operator"]);
      expect(error.message).toContain(`"${field.name}"`);
    });

    it.each(badValues(field))("refuses %s as its value, naming the field", (_case, value) => {
      const error = refusal(() => resolveCriteria(search, [{ fieldName: field.name, operator: allowed[0]!, value }], undefined, ADMIN));
      expect(error.code).toBe("BAD_REQUEST");
      expect(Object.keys(error.fieldErrors ?? {})).toEqual(["criteria.0.value"]);
      expect(error.message).toContain(`"${field.name}"`);
    });
  },
);

const ADMIN = { role: "admin" };

describe("fields on admin-only data", () => {
  const byCategory = [{ fieldName: "documentCategory", operator: "eq" as const, value: "identity" }];
  it("are refused with 403 to a specialist and to a caller that names no viewer, and answered for an admin", () => {
    for (const viewer of [{ role: "property-specialist" }, undefined]) {
      const error = refusal(() => resolveCriteria(SEARCHES.users, byCategory, undefined, viewer));
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toBe('Users can be searched by "Has documents of category" by administrators only.');
    }
    expect(resolveCriteria(SEARCHES.users, byCategory, undefined, ADMIN)).toHaveLength(1);
    // The other lists' own documents stay open to everyone.
    expect(resolveCriteria(SEARCHES.clients, byCategory, undefined, { role: "property-specialist" })).toHaveLength(1);
  });
});

describe("criteria as a whole", () => {
  it.each(SEARCH_ENTITIES)("%s: an unknown field is refused by its index, naming it", (entity) => {
    const first = SEARCHES[entity].fields[0] as AnyField;
    const error = refusal(() =>
      resolveCriteria(SEARCHES[entity], [
        { fieldName: first.name, operator: operatorsOf(first)[0]!, value: goodValue(first) },
        { fieldName: "noSuchField", operator: "eq", value: 1 },
      ]),
    );
    expect(error.fieldErrors).toEqual({ "criteria.1.fieldName": [expect.stringContaining('"noSuchField"')] });
  });

  it("refuses several values where the operator takes one", () => {
    const error = refusal(() => resolveCriteria(SEARCHES.listings, [{ fieldName: "cost.negotiable", operator: "eq", value: ["a"] }]));
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["criteria.0.value"]);
  });

  it("keeps several values of text and lookups as any-of", () => {
    const [condition] = resolveCriteria(SEARCHES.listings, [{ fieldName: "location", operator: "contains", value: ["rodney", "50%_off"] }]);
    expect(condition).toEqual({
      OR: [{ location: { contains: "rodney", mode: "insensitive" } }, { location: { contains: "50\\%\\_off", mode: "insensitive" } }],
    });
    const [status] = resolveCriteria(SEARCHES.listings, [{ fieldName: "status", operator: "ne", value: ["sold", "rented"] }]);
    expect(status).toEqual({ status: { notIn: ["sold", "rented"] } });
  });

  it.each<[string, Criterion, unknown]>([
    [
      "contains",
      { fieldName: "propertyName", operator: "contains", value: "Bay" },
      { propertyName: { contains: "Bay", mode: "insensitive" } },
    ],
    ["equals", { fieldName: "propertyName", operator: "equals", value: "Bay" }, { propertyName: { equals: "Bay", mode: "insensitive" } }],
    [
      "startsWith",
      { fieldName: "propertyName", operator: "startsWith", value: "Bay" },
      { propertyName: { startsWith: "Bay", mode: "insensitive" } },
    ],
    [
      "notContains",
      { fieldName: "propertyName", operator: "notContains", value: "Bay" },
      { NOT: { propertyName: { contains: "Bay", mode: "insensitive" } } },
    ],
    ["eq", { fieldName: "rooms.bedrooms", operator: "eq", value: 3 }, { bedrooms: { equals: 3 } }],
    ["ne", { fieldName: "rooms.bedrooms", operator: "ne", value: 3 }, { OR: [{ bedrooms: null }, { bedrooms: { not: 3 } }] }],
    ["gt", { fieldName: "rooms.bedrooms", operator: "gt", value: 3 }, { bedrooms: { gt: 3 } }],
    ["gte", { fieldName: "rooms.bedrooms", operator: "gte", value: 3 }, { bedrooms: { gte: 3 } }],
    ["lt", { fieldName: "rooms.bedrooms", operator: "lt", value: 3 }, { bedrooms: { lt: 3 } }],
    ["lte", { fieldName: "rooms.bedrooms", operator: "lte", value: 3 }, { bedrooms: { lte: 3 } }],
    ["a boolean", { fieldName: "cost.negotiable", operator: "eq", value: false }, { negotiable: { equals: false } }],
    ["one of an enumeration", { fieldName: "status", operator: "eq", value: "sold" }, { status: { equals: "sold" } }],
  ])("turns %s into its Prisma condition", (_label, criterion, expected) => {
    expect(resolveCriteria(SEARCHES.listings, [criterion])).toEqual([expected]);
  });

  it("keeps rows without a value for 'not' operators on optional columns", () => {
    const [type] = resolveCriteria(SEARCHES.listings, [{ fieldName: "propertyType", operator: "ne", value: "villa" }]);
    expect(type).toEqual({ OR: [{ propertyType: null }, { propertyType: { not: "villa" } }] });
    const [name] = resolveCriteria(SEARCHES.listings, [{ fieldName: "propertyName", operator: "notContains", value: "villa" }]);
    expect(name).toEqual({ NOT: { propertyName: { contains: "villa", mode: "insensitive" } } });
  });

  it("matches phone numbers by their digits", () => {
    const [phone] = resolveCriteria(SEARCHES.clients, [{ fieldName: "contactPrimaryNumber", operator: "contains", value: "(555) 01-01" }]);
    expect(phone).toEqual({ contactPrimaryDigits: { contains: "5550101", mode: "insensitive" } });
  });

  it("reads decimal text and numbers, and keeps decimals exact as text", () => {
    const [price] = resolveCriteria(SEARCHES.listings, [{ fieldName: "cost.rentalPriceInUS", operator: "lt", value: "3,000.10" }]);
    expect(price).toEqual({ rentalPriceInUS: { lt: "3000.10" } });
    const [rooms] = resolveCriteria(SEARCHES.listings, [{ fieldName: "rooms.bedrooms", operator: "gte", value: "3" }]);
    expect(rooms).toEqual({ bedrooms: { gte: 3 } });
  });

  it("compares date-times by the agency's day and calendar dates as dates", () => {
    const [created] = resolveCriteria(SEARCHES.clients, [{ fieldName: "createdAt", operator: "eq", value: "2026-03-10" }]);
    // America/Puerto_Rico is UTC-4 all year.
    expect(created).toEqual({ createdAt: { gte: new Date("2026-03-10T04:00:00Z"), lt: new Date("2026-03-11T04:00:00Z") } });
    const [lease] = resolveCriteria(SEARCHES.listings, [{ fieldName: "currentLease.endDate", operator: "lte", value: "2026-12-31" }]);
    expect(lease).toEqual({ leaseEndDate: { lte: new Date("2026-12-31T00:00:00Z") } });
  });

  it("counts clients without an account as a zero balance", () => {
    const [owing] = resolveCriteria(SEARCHES.accounts, [{ fieldName: "accountBalance", operator: "lt", value: 0 }]);
    expect(owing).toEqual({ account: { is: { balance: { lt: "0" } } } });
    const [notOwing] = resolveCriteria(SEARCHES.accounts, [{ fieldName: "accountBalance", operator: "gte", value: 0 }]);
    expect(notOwing).toEqual({ OR: [{ account: { is: { balance: { gte: "0" } } } }, { account: { is: null } }] });
  });
});

describe("criteriaParamSchema (the `criteria` query parameter)", () => {
  const parse = (text: string | undefined) => criteriaParamSchema.safeParse(text);
  const issuePaths = (text: string) => {
    const parsed = parse(text);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
  };

  it("reads a JSON array of criteria; blank or absent is none", () => {
    expect(parse(JSON.stringify([{ fieldName: "status", operator: "eq", value: ["for-rent"] }])).data).toEqual([
      { fieldName: "status", operator: "eq", value: ["for-rent"] },
    ]);
    expect(parse(undefined).data).toBeUndefined();
    expect(parse("  ").data).toBeUndefined();
  });

  it.each<[string, string, string[]]>([
    ["not JSON", "[{fieldName:", [""]],
    ["an object", JSON.stringify({ fieldName: "a" }), [""]],
    ["a criterion without a field", JSON.stringify([{ operator: "eq", value: 1 }]), ["0.fieldName"]],
    ["an unknown operator", JSON.stringify([{ fieldName: "a", operator: "between", value: 1 }]), ["0.operator"]],
    ["a null value", JSON.stringify([{ fieldName: "a", operator: "eq", value: null }]), ["0.value"]],
    ["an object value", JSON.stringify([{ fieldName: "a", operator: "eq", value: { $gt: 1 } }]), ["0.value"]],
    ["an empty list of values", JSON.stringify([{ fieldName: "a", operator: "eq", value: [] }]), ["0.value"]],
    ["too long a text", JSON.stringify([{ fieldName: "a", operator: "contains", value: "x".repeat(201) }]), ["0.value"]],
    ["too many criteria", JSON.stringify(Array.from({ length: 31 }, () => ({ fieldName: "a", operator: "eq", value: 1 }))), [""]],
    ["too long a parameter", "x".repeat(8_001), [""]],
  ])("refuses %s", (_label, text, paths) => {
    expect(issuePaths(text)).toEqual(paths);
  });
});

const types: FieldType[] = ["string", "number", "boolean", "lookup", "date"];
it("every field type is offered somewhere", () => {
  expect(types.every((type) => FIELDS.some(({ field }) => field.type === type))).toBe(true);
});
