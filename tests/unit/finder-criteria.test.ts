import { describe, expect, it } from "vitest";
import {
  criteriaFromRows,
  criterionLabel,
  defaultOperator,
  matchingValues,
  rowOperator,
  rowProblem,
  rowsFromCriteria,
  takesChips,
  withValue,
  type FinderRow,
  type FinderRows,
} from "@/components/finder/finder-criteria";
import { downloadName } from "@/components/finder/export-button";
import english from "@/messages/en.json";
import { criteriaFromParam, paramFromCriteria } from "@/lib/list-address";
import { checkCriteria, MAX_CRITERIA, MAX_CRITERION_TEXT, MAX_CRITERION_VALUES } from "@/lib/schemas/criteria-rules";
import { criteriaSchema } from "@/lib/schemas/search";
import {
  MULTI_VALUE_OPERATORS,
  OPERATOR_NAMES,
  OPERATORS_BY_TYPE,
  type Criterion,
  type FieldType,
  type SearchFieldDefinition,
} from "@/lib/schemas/search";

/** The Finder's pure helpers: criteria ⇄ the page URL, the dialog's rows ⇄ criteria, chip labels. */
function field(name: string, title: string, type: FieldType, extra: Partial<SearchFieldDefinition> = {}): SearchFieldDefinition {
  const names = OPERATOR_NAMES[type] as Record<string, string>;
  return {
    field: name,
    title,
    type,
    options: OPERATORS_BY_TYPE[type].map((operator) => ({
      operator,
      name: names[operator]!,
      multiple: MULTI_VALUE_OPERATORS[type].includes(operator),
    })),
    ...extra,
  };
}

const LOCATION = field("location", "Location", "string");
const BEDROOMS = field("rooms.bedrooms", "Bedrooms", "number");
const RENT = field("cost.rentalPriceInUS", "Rent per month (US$)", "number");
const NEGOTIABLE = field("cost.negotiable", "Price is negotiable", "boolean");
const LEASE_END = field("currentLease.endDate", "Lease end", "date");
const STATUS = field("status", "Status", "lookup", {
  list: [
    { value: "for-rent", name: "For Rent" },
    { value: "sold", name: "Sold" },
  ],
});
const CLIENT = field("client", "Client", "lookup", {
  lookup: { endpoint: "/api/v1/clients", searchParam: "name", labelFields: ["name"], details: "/api/v1/clients/details/{id}" },
});
const FIELDS = [LOCATION, BEDROOMS, RENT, NEGOTIABLE, LEASE_END, STATUS, CLIENT];

/** A row's problem as an English screen shows it (finder.problems.<key>). */
const problemText = (key: ReturnType<typeof rowProblem>) => key && english.finder.problems[key];

describe("criteria in the URL", () => {
  const criteria: Criterion[] = [
    { fieldName: "rooms.bedrooms", operator: "gte", value: "3" },
    { fieldName: "location", operator: "contains", value: ["Rodney Bay", "Gros Islet"] },
  ];

  it("round-trips through the parameter, and through URLSearchParams' encoding", () => {
    const param = paramFromCriteria(criteria)!;
    expect(criteriaFromParam(param)).toEqual(criteria);
    const url = new URLSearchParams({ criteria: param }).toString();
    expect(url).toMatch(/^criteria=%5B/);
    expect(criteriaFromParam(new URLSearchParams(url).get("criteria"))).toEqual(criteria);
  });

  it("leaves the parameter out when there are no criteria", () => {
    expect(paramFromCriteria([])).toBeUndefined();
  });

  it.each([
    null,
    "",
    "  ",
    "not json",
    "{}",
    '[{"fieldName":"x"}]',
    '[{"fieldName":"x","operator":"like","value":1}]',
    "[" + "1,".repeat(5000) + "1]",
  ])("reads %j as no criteria", (text) => {
    expect(criteriaFromParam(text)).toEqual([]);
  });
});

describe("rows ⇄ criteria", () => {
  it("sends only rows with an operator, in the fields' order, typed for the server", () => {
    const rows: FinderRows = {
      status: { operator: "eq", value: "for-rent", chips: [] },
      "rooms.bedrooms": { operator: "gte", value: "3", chips: [] },
      "cost.rentalPriceInUS": { operator: "lte", value: "3,000", chips: [] },
      location: { operator: "", value: "ignored", chips: ["ignored"] },
      "cost.negotiable": { operator: "eq", value: "true", chips: [] },
      "currentLease.endDate": { operator: "lte", value: "2026-12-31", chips: [] },
    };
    expect(criteriaFromRows(FIELDS, rows)).toEqual([
      { fieldName: "rooms.bedrooms", operator: "gte", value: "3" },
      { fieldName: "cost.rentalPriceInUS", operator: "lte", value: "3000" },
      { fieldName: "cost.negotiable", operator: "eq", value: true },
      { fieldName: "currentLease.endDate", operator: "lte", value: "2026-12-31" },
      { fieldName: "status", operator: "eq", value: "for-rent" },
    ]);
  });

  it("treats a boolean's Any as no condition", () => {
    expect(criteriaFromRows(FIELDS, { "cost.negotiable": { operator: "eq", value: "", chips: [] } })).toEqual([]);
    expect(criteriaFromRows(FIELDS, { "cost.negotiable": { operator: "eq", value: "false", chips: [] } })).toEqual([
      { fieldName: "cost.negotiable", operator: "eq", value: false },
    ]);
  });

  it("sends chips as a list, one chip as text, and counts text still typed", () => {
    expect(criteriaFromRows(FIELDS, { location: { operator: "contains", value: "", chips: ["Rodney Bay", "Gros Islet"] } })).toEqual([
      { fieldName: "location", operator: "contains", value: ["Rodney Bay", "Gros Islet"] },
    ]);
    expect(criteriaFromRows(FIELDS, { location: { operator: "contains", value: " Soufrière ", chips: [] } })).toEqual([
      { fieldName: "location", operator: "contains", value: "Soufrière" },
    ]);
  });

  it("restores rows from criteria (fields the list no longer offers are dropped)", () => {
    const rows = rowsFromCriteria(FIELDS, [
      { fieldName: "location", operator: "contains", value: ["A", "B"] },
      { fieldName: "rooms.bedrooms", operator: "gte", value: 3 },
      { fieldName: "cost.negotiable", operator: "eq", value: false },
      { fieldName: "gone", operator: "eq", value: "x" },
    ]);
    expect(rows).toEqual({
      location: { operator: "contains", value: "", chips: ["A", "B"] },
      "rooms.bedrooms": { operator: "gte", value: "3", chips: [] },
      "cost.negotiable": { operator: "eq", value: "false", chips: [] },
    });
    expect(criteriaFromRows(FIELDS, rows)).toHaveLength(3);
  });

  it("takes chips only for text fields whose operator allows several values", () => {
    expect(takesChips(LOCATION, "contains")).toBe(true);
    expect(takesChips(LOCATION, "")).toBe(false);
    expect(takesChips(BEDROOMS, "eq")).toBe(false);
    expect(takesChips(STATUS, "eq")).toBe(false);
  });

  it.each([
    [BEDROOMS, { operator: "gte", value: "", chips: [] }, "Enter a value, or clear the condition."],
    [BEDROOMS, { operator: "gte", value: "three", chips: [] }, "Enter a number."],
    [RENT, { operator: "lt", value: "1,250.50", chips: [] }, null],
    [LOCATION, { operator: "contains", value: "", chips: [] }, "Type a value and press Enter, or clear the condition."],
    [LOCATION, { operator: "", value: "", chips: [] }, null],
    [NEGOTIABLE, { operator: "eq", value: "", chips: [] }, null],
    [LEASE_END, { operator: "eq", value: "31/12/2026", chips: [] }, "Enter a date."],
  ] as const)("checks %s's row %j", (definition, row, problem) => {
    expect(problemText(rowProblem(definition, { ...row, chips: [...row.chips] }))).toBe(problem);
  });
});

describe("is any of / is none of", () => {
  it("sends the chosen values as a list, even one; restores them; asks for one at least", () => {
    expect(criteriaFromRows(FIELDS, { status: { operator: "in", value: "", chips: ["for-rent"] } })).toEqual([
      { fieldName: "status", operator: "in", value: ["for-rent"] },
    ]);
    expect(criteriaFromRows(FIELDS, { status: { operator: "notIn", value: "", chips: [] } })).toEqual([]);
    expect(rowsFromCriteria(FIELDS, [{ fieldName: "status", operator: "in", value: ["for-rent", "sold"] }])).toEqual({
      status: { operator: "in", value: "", chips: ["for-rent", "sold"] },
    });
    expect(problemText(rowProblem(STATUS, { operator: "in", value: "", chips: [] }))).toBe(
      "Choose one or more values, or clear the condition.",
    );
    expect(rowProblem(STATUS, { operator: "in", value: "", chips: ["sold"] })).toBeNull();
    // The API's schema and the address reader take them, within the same limits.
    const criteria = [{ fieldName: "status", operator: "in", value: ["for-rent", "sold"] }];
    expect(criteriaSchema.safeParse(criteria).success).toBe(true);
    expect(checkCriteria(criteria)).toEqual(criteria);
    expect(checkCriteria([{ fieldName: "status", operator: "in", value: Array(MAX_CRITERION_VALUES + 1).fill("sold") }])).toBeNull();
  });
});

describe("chip labels", () => {
  it.each([
    [BEDROOMS, { fieldName: "rooms.bedrooms", operator: "gte", value: "3" }, "Bedrooms ≥ 3"],
    [RENT, { fieldName: "cost.rentalPriceInUS", operator: "lt", value: "3000" }, "Rent per month (US$) < 3,000"],
    [STATUS, { fieldName: "status", operator: "eq", value: "for-rent" }, "Status is For Rent"],
    [STATUS, { fieldName: "status", operator: "ne", value: ["for-rent", "sold"] }, "Status is not For Rent or Sold"],
    [STATUS, { fieldName: "status", operator: "in", value: ["for-rent", "sold"] }, "Status is any of For Rent, Sold"],
    [STATUS, { fieldName: "status", operator: "notIn", value: ["sold"] }, "Status is none of Sold"],
    [
      LOCATION,
      { fieldName: "location", operator: "contains", value: ["Rodney Bay", "Gros Islet"] },
      "Location contains “Rodney Bay” or “Gros Islet”",
    ],
    [NEGOTIABLE, { fieldName: "cost.negotiable", operator: "eq", value: true }, "Price is negotiable: Yes"],
    [LEASE_END, { fieldName: "currentLease.endDate", operator: "lte", value: "2026-12-31" }, "Lease end on or before Dec 31, 2026"],
    [LEASE_END, { fieldName: "currentLease.endDate", operator: "eq", value: "2028-02-29" }, "Lease end on Feb 29, 2028"],
    [LEASE_END, { fieldName: "currentLease.endDate", operator: "eq", value: "2027-02-29" }, "Lease end on 2027-02-29"],
  ] as const)("labels %s", (definition, criterion, label) => {
    expect(criterionLabel(definition, criterion as Criterion)).toBe(label);
  });

  it("names a record once it is known, and a field it does not know by its name", () => {
    const criterion: Criterion = { fieldName: "client", operator: "eq", value: "0b5e7a52-6d0c-4d6e-9a51-3a0d3f1b2c11" };
    expect(criterionLabel(CLIENT, criterion, "Harbour Holdings")).toBe("Client is Harbour Holdings");
    expect(criterionLabel(undefined, { fieldName: "x", operator: "eq", value: 1 })).toBe("x eq 1");
  });
});

describe("the export's file name", () => {
  it.each([
    ['attachment; filename="listings-2026-11-24.csv"', "listings-2026-11-24.csv"],
    ["attachment; filename*=UTF-8''users%20list.csv", "users list.csv"],
    [null, "fallback.csv"],
  ])("reads %j", (header, name) => {
    expect(downloadName(header, "fallback.csv")).toBe(name);
  });
});

describe("checkCriteria (the lists' zod-free reading of criteriaSchema)", () => {
  const ok = { fieldName: "status", operator: "eq", value: "for-rent" };
  it.each([
    ["one criterion", [ok]],
    ["none", []],
    ["a trimmed field name, unknown keys dropped", [{ fieldName: "  status ", operator: "eq", value: 3, extra: true }]],
    ["a boolean", [{ ...ok, value: false }]],
    ["a number", [{ ...ok, operator: "gte", value: 2.5 }]],
    ["a list of texts", [{ ...ok, value: ["a", "b"] }]],
    ["the longest text", [{ ...ok, value: "x".repeat(MAX_CRITERION_TEXT) }]],
    ["the most values", [{ ...ok, value: Array.from({ length: MAX_CRITERION_VALUES }, (_, index) => `v${index}`) }]],
    ["the most criteria", Array.from({ length: MAX_CRITERIA }, () => ok)],
    ["a text too long", [{ ...ok, value: "x".repeat(MAX_CRITERION_TEXT + 1) }]],
    ["too many values", [{ ...ok, value: Array.from({ length: MAX_CRITERION_VALUES + 1 }, () => "v") }]],
    ["an empty list", [{ ...ok, value: [] }]],
    ["a list holding a number", [{ ...ok, value: ["a", 1] }]],
    ["too many criteria", Array.from({ length: MAX_CRITERIA + 1 }, () => ok)],
    ["a blank field name", [{ ...ok, fieldName: "   " }]],
    ["a field name too long", [{ ...ok, fieldName: "f".repeat(101) }]],
    ["an unknown operator", [{ ...ok, operator: "like" }]],
    ["no value", [{ fieldName: "status", operator: "eq" }]],
    ["a null value", [{ ...ok, value: null }]],
    ["an object value", [{ ...ok, value: { a: 1 } }]],
    ["a criterion that is a list", [["status", "eq", 1]]],
    ["a criterion that is null", [null]],
    ["an object", { 0: ok }],
    ["a text", "status"],
  ])("%s: the same answer as criteriaSchema", (_label, input) => {
    const parsed = criteriaSchema.safeParse(input);
    expect(checkCriteria(input)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe("defaults that save clicks (issue 44)", () => {
  const PLAIN: FinderRow = { operator: "", value: "", chips: [] };

  it("gives each kind of field its most used operator", () => {
    expect(defaultOperator(LOCATION)).toBe("contains");
    expect(defaultOperator(BEDROOMS)).toBe("gte");
    expect(defaultOperator(LEASE_END)).toBe("gte");
    expect(defaultOperator(NEGOTIABLE)).toBe("eq");
    expect(defaultOperator(STATUS)).toBe("in");
    // A searched record lookup offers no "is any of" (server/search/criteria.ts operatorsOf): "Is".
    expect(defaultOperator({ ...CLIENT, options: CLIENT.options.filter((option) => !["in", "notIn"].includes(option.operator)) })).toBe(
      "eq",
    );
    // A field that offers fewer operators falls back to its first.
    expect(defaultOperator({ ...LOCATION, options: [{ operator: "equals", name: "Is exactly", multiple: false }] })).toBe("equals");
  });

  it("typing or choosing a value picks the default operator; a chosen one stays; no value, no condition", () => {
    expect(withValue(LOCATION, PLAIN, { value: "Rodney" })).toEqual({ operator: "contains", value: "Rodney", chips: [] });
    expect(withValue(STATUS, PLAIN, { chips: ["for-rent"], value: "" })).toEqual({ operator: "in", value: "", chips: ["for-rent"] });
    expect(withValue(BEDROOMS, { ...PLAIN, operator: "lte" }, { value: "2" })).toEqual({ operator: "lte", value: "2", chips: [] });
    expect(withValue(NEGOTIABLE, PLAIN, { value: "" })).toEqual(PLAIN);
    expect(rowOperator(BEDROOMS, PLAIN)).toBe("gte");
    expect(rowOperator(BEDROOMS, { ...PLAIN, operator: "lt" })).toBe("lt");
    // The row then reads as the condition it shows.
    const rows: FinderRows = {
      location: withValue(LOCATION, PLAIN, { value: "Gros Islet" }),
      "rooms.bedrooms": withValue(BEDROOMS, PLAIN, { value: "3" }),
      status: withValue(STATUS, PLAIN, { chips: ["for-rent"] }),
    };
    expect(criteriaFromRows(FIELDS, rows)).toEqual([
      { fieldName: "location", operator: "contains", value: "Gros Islet" },
      { fieldName: "rooms.bedrooms", operator: "gte", value: "3" },
      { fieldName: "status", operator: "in", value: ["for-rent"] },
    ]);
  });

  it("matches typed text to listed values: starts first, then contains, any case", () => {
    const list = [
      { value: "sold", name: "Sold" },
      { value: "for-rent", name: "For Rent" },
      { value: "rented-and-sale", name: "Rented & For Sale" },
      { value: "rent-and-sale", name: "For Rent & Sale" },
    ];
    expect(matchingValues(list, "for r").map((entry) => entry.value)).toEqual(["for-rent", "rent-and-sale"]);
    expect(matchingValues(list, "SALE").map((entry) => entry.value)).toEqual(["rented-and-sale", "rent-and-sale"]);
    expect(matchingValues(list, "  ")).toHaveLength(4);
    expect(matchingValues(list, "zz")).toEqual([]);
  });
});
