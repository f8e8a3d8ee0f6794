import { beforeAll, describe, expect, it } from "vitest";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { isListOperator, MULTI_VALUE_OPERATORS, SEARCH_ENTITIES, type Criterion, type SearchEntity } from "@/lib/schemas/search";
import { reminderListSql } from "@/server/reminders/find-reminders";
import { operatorsOf, resolveCriteria } from "@/server/search/criteria";
import { SEARCHES } from "@/server/search/registry";
import { goodValue, goodValueFor, type AnyField } from "../support/search-values";
import { clientData, listingData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The Finder's conditions on real rows, on PostgreSQL and PGlite: every field ×
 * operator of every list runs (Prisma refuses a condition that names a column
 * or a filter that does not exist), and each kind of condition picks exactly
 * the rows it should — text case-insensitive and literal (LIKE's % _ \), "not"
 * operators keeping rows without a value, numbers and decimals, the agency's
 * days around midnight, calendar dates, booleans, any-of and none-of values, and
 * a client without an account counted as a zero balance.
 */
type Entity = Exclude<SearchEntity, "reminders">;

/** The rows each list reads (the accounts list's rows are clients). */
const COUNT: Record<Entity, (prisma: PrismaClient, conditions: unknown[]) => Promise<number>> = {
  clients: (prisma, conditions) => prisma.client.count({ where: { AND: conditions as Prisma.ClientWhereInput[] } }),
  listings: (prisma, conditions) => prisma.listing.count({ where: { AND: conditions as Prisma.ListingWhereInput[] } }),
  "service-providers": (prisma, conditions) =>
    prisma.serviceProvider.count({ where: { AND: conditions as Prisma.ServiceProviderWhereInput[] } }),
  "service-orders": (prisma, conditions) => prisma.serviceOrder.count({ where: { AND: conditions as Prisma.ServiceOrderWhereInput[] } }),
  accounts: (prisma, conditions) => prisma.client.count({ where: { AND: conditions as Prisma.ClientWhereInput[] } }),
  users: (prisma, conditions) => prisma.user.count({ where: { AND: conditions as Prisma.UserWhereInput[] } }),
  tenants: (prisma, conditions) => prisma.tenant.count({ where: { AND: conditions as Prisma.TenantWhereInput[] } }),
};

/** One criterion per operator of the field, and a second with two values where the operator takes several. */
function criteriaFor(entity: SearchEntity): Criterion[] {
  return (SEARCHES[entity].fields as readonly AnyField[]).flatMap((field) =>
    operatorsOf(field).flatMap((operator) => {
      if (isListOperator(operator)) return [{ fieldName: field.name, operator, value: goodValueFor(field, operator) }];
      const value = goodValue(field);
      const one: Criterion = { fieldName: field.name, operator, value };
      const several = MULTI_VALUE_OPERATORS[field.type].includes(operator);
      return several && typeof value === "string" ? [one, { ...one, value: [value, value] }] : [one];
    }),
  );
}

/** Listings that differ in every field the semantics below read; names say what each one is. */
const LISTINGS = [
  {
    propertyName: "Bay View 50%_off",
    rentalPriceInUS: "1000.50",
    bedrooms: 2,
    propertyType: "villa",
    negotiable: true,
    status: "for-rent",
    leaseEndDate: new Date("2026-03-31T00:00:00Z"),
    tenantName: "Ana Bay",
    // 23:59:59 on 9 March in the agency's zone (UTC-4).
    createdAt: new Date("2026-03-10T03:59:59Z"),
  },
  {
    propertyName: "bay view 50 off",
    rentalPriceInUS: "2000",
    bedrooms: 3,
    propertyType: null,
    negotiable: false,
    status: "sold",
    leaseEndDate: null,
    tenantName: null,
    // Midnight at the start of 10 March in the agency's zone.
    createdAt: new Date("2026-03-10T04:00:00Z"),
  },
  {
    propertyName: "Harbour_Lights",
    rentalPriceInUS: null,
    bedrooms: null,
    propertyType: "house",
    negotiable: false,
    status: "rented",
    leaseEndDate: new Date("2026-04-01T00:00:00Z"),
    tenantName: "Ben",
    // The last second of 10 March in the agency's zone.
    createdAt: new Date("2026-03-11T03:59:59Z"),
  },
  {
    propertyName: "Reef\\Point",
    rentalPriceInUS: "3000",
    bedrooms: 4,
    propertyType: "villa",
    negotiable: true,
    status: "for-sale",
    leaseEndDate: null,
    tenantName: null,
    createdAt: new Date("2026-03-11T04:00:00Z"),
  },
] as const;

const [A, B, C, D] = [LISTINGS[0].propertyName, LISTINGS[1].propertyName, LISTINGS[2].propertyName, LISTINGS[3].propertyName];

/** Criterion → the listings (by name) it must pick. */
const LISTING_CASES: [string, Criterion, string[]][] = [
  ["text contains, case-insensitive", { fieldName: "propertyName", operator: "contains", value: "BAY" }, [A, B]],
  ["% and _ are literal", { fieldName: "propertyName", operator: "contains", value: "50%_" }, [A]],
  ["_ is literal", { fieldName: "propertyName", operator: "contains", value: "_" }, [A, C]],
  ["\\ is literal", { fieldName: "propertyName", operator: "contains", value: "f\\p" }, [D]],
  ["text equals the whole value", { fieldName: "propertyName", operator: "equals", value: "BAY VIEW 50 OFF" }, [B]],
  ["text starts with", { fieldName: "propertyName", operator: "startsWith", value: "har" }, [C]],
  ["text, any of two values", { fieldName: "propertyName", operator: "startsWith", value: ["reef", "harb"] }, [C, D]],
  ["not contains keeps rows without a value", { fieldName: "currentLease.tenantName", operator: "notContains", value: "bay" }, [B, C, D]],
  ["not contains none of two values", { fieldName: "propertyName", operator: "notContains", value: ["bay", "reef"] }, [C]],
  ["integer equals", { fieldName: "rooms.bedrooms", operator: "eq", value: 3 }, [B]],
  ["integer not equal keeps rows without a value", { fieldName: "rooms.bedrooms", operator: "ne", value: 3 }, [A, C, D]],
  ["integer greater than", { fieldName: "rooms.bedrooms", operator: "gt", value: 3 }, [D]],
  ["integer at least", { fieldName: "rooms.bedrooms", operator: "gte", value: 3 }, [B, D]],
  ["integer below", { fieldName: "rooms.bedrooms", operator: "lt", value: 3 }, [A]],
  ["integer at most", { fieldName: "rooms.bedrooms", operator: "lte", value: 3 }, [A, B]],
  ["decimal equals exactly", { fieldName: "cost.rentalPriceInUS", operator: "eq", value: "1000.50" }, [A]],
  ["decimal text with a thousands comma", { fieldName: "cost.rentalPriceInUS", operator: "lte", value: "2,000" }, [A, B]],
  ["decimal greater than", { fieldName: "cost.rentalPriceInUS", operator: "gt", value: 1000.5 }, [B, D]],
  ["boolean", { fieldName: "cost.negotiable", operator: "eq", value: true }, [A, D]],
  ["enumeration, one value", { fieldName: "status", operator: "eq", value: "sold" }, [B]],
  ["enumeration, any of two", { fieldName: "status", operator: "eq", value: ["sold", "rented"] }, [B, C]],
  ["enumeration, none of two", { fieldName: "status", operator: "ne", value: ["sold", "rented"] }, [A, D]],
  ["optional enumeration, not one value keeps rows without a value", { fieldName: "propertyType", operator: "ne", value: "villa" }, [B, C]],
  ["agency day: on 10 March, midnight to midnight", { fieldName: "createdAt", operator: "eq", value: "2026-03-10" }, [B, C]],
  ["agency day: not on 10 March", { fieldName: "createdAt", operator: "ne", value: "2026-03-10" }, [A, D]],
  ["agency day: after 10 March", { fieldName: "createdAt", operator: "gt", value: "2026-03-10" }, [D]],
  ["agency day: from 10 March", { fieldName: "createdAt", operator: "gte", value: "2026-03-10" }, [B, C, D]],
  ["agency day: before 10 March", { fieldName: "createdAt", operator: "lt", value: "2026-03-10" }, [A]],
  ["agency day: up to 10 March", { fieldName: "createdAt", operator: "lte", value: "2026-03-10" }, [A, B, C]],
  ["calendar date equals", { fieldName: "currentLease.endDate", operator: "eq", value: "2026-03-31" }, [A]],
  ["calendar date after", { fieldName: "currentLease.endDate", operator: "gt", value: "2026-03-31" }, [C]],
  [
    "calendar date not equal keeps rows without a value",
    { fieldName: "currentLease.endDate", operator: "ne", value: "2026-03-31" },
    [B, C, D],
  ],
  // Documents (issue 30): A has a lease and an ID, C a contract and an unfinished upload of a deed.
  ["documents: has one of the category", { fieldName: "documentCategory", operator: "eq", value: "lease" }, [A]],
  ["documents: any of two categories", { fieldName: "documentCategory", operator: "in", value: ["lease", "contract"] }, [A, C]],
  ["documents: an unfinished upload does not count", { fieldName: "documentCategory", operator: "eq", value: "deed" }, []],
  [
    "documents: none of the category keeps listings without documents",
    { fieldName: "documentCategory", operator: "ne", value: "lease" },
    [B, C, D],
  ],
  ["documents: none of two", { fieldName: "documentCategory", operator: "notIn", value: ["lease", "contract"] }, [B, D]],
];

/** Account balances by client name; null: the client's account was never opened. */
const BALANCES: [string, string | null][] = [
  ["Owes", "-50.00"],
  ["Even", "0.00"],
  ["Never opened", null],
  ["In credit", "100.25"],
];
const ACCOUNT_CASES: [string, Criterion, string[]][] = [
  ["below zero", { fieldName: "accountBalance", operator: "lt", value: 0 }, ["Owes"]],
  ["zero counts the client without an account", { fieldName: "accountBalance", operator: "eq", value: 0 }, ["Even", "Never opened"]],
  ["not zero", { fieldName: "accountBalance", operator: "ne", value: 0 }, ["In credit", "Owes"]],
  ["at least zero", { fieldName: "accountBalance", operator: "gte", value: "0" }, ["Even", "In credit", "Never opened"]],
  ["above an exact decimal", { fieldName: "accountBalance", operator: "gt", value: "100.24" }, ["In credit"]],
  // The account's documents, not the client's: "Owes" has a contract on the client record only.
  ["has a contract on the account", { fieldName: "documentCategory", operator: "eq", value: "contract" }, ["In credit"]],
  [
    "has no contract on the account (clients without an account included)",
    { fieldName: "documentCategory", operator: "ne", value: "contract" },
    ["Even", "Never opened", "Owes"],
  ],
];

describe.each(BACKENDS)("the Finder's conditions on $name", (backend) => {
  const db = migratedDatabase(backend);
  let tag: string;

  beforeAll(async () => {
    const specialist = await db.prisma.user.create({ data: userData() });
    const owner = await db.prisma.client.create({ data: clientData() });
    const ids = new Map<string, string>();
    for (const listing of LISTINGS) {
      const row = await db.prisma.listing.create({
        data: listingData({ clientId: owner.id, propertySpecialistId: specialist.id }, listing),
      });
      ids.set(listing.propertyName, row.id);
    }
    const paper = (entity: string, recordId: string, category: string, complete = true) =>
      db.prisma.document.create({
        data: {
          entity,
          recordId,
          category,
          title: category,
          fileName: "paper.pdf",
          contentType: "application/pdf",
          complete,
          uploadedByName: "Test",
        },
      });
    await paper("listings", ids.get(A)!, "lease");
    await paper("listings", ids.get(A)!, "identity");
    await paper("listings", ids.get(C)!, "contract");
    await paper("listings", ids.get(C)!, "deed", false);
    tag = `Ledger ${Date.now()}`;
    for (const [name, balance] of BALANCES) {
      const client = await db.prisma.client.create({ data: clientData({ name: `${tag} ${name}` }) });
      if (balance !== null) await db.prisma.account.create({ data: { clientId: client.id, balance, entryCount: 1 } });
      if (name === "In credit") await paper("accounts", client.id, "contract");
      if (name === "Owes") await paper("clients", client.id, "contract");
    }
  });

  it.each(SEARCH_ENTITIES.filter((entity): entity is Entity => entity !== "reminders"))(
    "%s: every field × operator is a condition the database runs",
    async (entity) => {
      for (const criterion of criteriaFor(entity)) {
        const label = `${criterion.fieldName} ${criterion.operator} ${JSON.stringify(criterion.value)}`;
        await expect(
          COUNT[entity](db.prisma, resolveCriteria(SEARCHES[entity], [criterion], undefined, { role: "admin" })),
          label,
        ).resolves.toBeGreaterThanOrEqual(0);
      }
    },
  );

  it("reminders: every field × operator is SQL the database runs, in the list's one statement", async () => {
    for (const criterion of criteriaFor("reminders")) {
      const { sql } = reminderListSql({ criteria: [criterion] }, { timeZone: "America/Puerto_Rico" });
      await expect(db.prisma.$queryRaw(sql), `${criterion.fieldName} ${criterion.operator}`).resolves.toBeInstanceOf(Array);
    }
  });

  it.each(LISTING_CASES)("listings: %s", async (_label, criterion, expected) => {
    const where = { AND: resolveCriteria(SEARCHES.listings, [criterion]) as Prisma.ListingWhereInput[] };
    const rows = await db.prisma.listing.findMany({ where, select: { propertyName: true } });
    expect(rows.map((row) => row.propertyName).sort()).toEqual([...expected].sort());
  });

  it.each(ACCOUNT_CASES)("accounts: balance %s", async (_label, criterion, expected) => {
    const where = {
      AND: [{ name: { startsWith: tag } }, ...(resolveCriteria(SEARCHES.accounts, [criterion]) as Prisma.ClientWhereInput[])],
    };
    const rows = await db.prisma.client.findMany({ where, select: { name: true } });
    expect(rows.map((row) => row.name.slice(tag.length + 1)).sort()).toEqual([...expected].sort());
  });
});
