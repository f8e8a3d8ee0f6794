import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { Criterion } from "@/lib/schemas/search";
import { clientListWhere } from "@/server/clients/find-clients";
import { applyMigrations, type SqlRunner } from "@/server/db/migrate";
import { openPglite } from "@/server/db/pglite";
import { pgliteRunner, pgRunner } from "@/server/db/runners";
import { listingListOrder, listingListWhere } from "@/server/listings/find-listings";
import { reminderListSql } from "@/server/reminders/find-reminders";
import { quickFindSql, quickFindTerms } from "@/server/search/quick-find";
import { QUICK_FIND_SOURCES } from "@/server/search/quick-find-sources";
import { serviceOrderFilters } from "@/server/service-orders/find-service-orders";
import { createTestDatabase } from "../support/test-database";
import { MIGRATIONS_DIR } from "./harness";

/**
 * Searches do not read whole tables: on a generated data set (tens of
 * thousands of rows, analysed), the app's own statements — Prisma's SQL for
 * the Finder's criteria, captured from its query log, and quick-find's SQL —
 * are planned with the pg_trgm indexes, on PostgreSQL and on PGlite. Plus
 * the generated phone-digit columns.
 */
interface LoggingDatabase {
  runner: SqlRunner;
  prisma: PrismaClient;
  queries: { query: string; params: unknown[] }[];
  close(): Promise<void>;
}

async function openLogging(kind: "postgres" | "pglite"): Promise<LoggingDatabase> {
  const queries: LoggingDatabase["queries"] = [];
  const tracked = (prisma: PrismaClient<"query">) => {
    prisma.$on("query", (event) => queries.push({ query: event.query, params: JSON.parse(event.params) as unknown[] }));
    return prisma as unknown as PrismaClient;
  };
  const log = [{ emit: "event", level: "query" }] as [{ emit: "event"; level: "query" }];
  if (kind === "pglite") {
    const db = openPglite();
    const prisma = tracked(new PrismaClient({ adapter: new PrismaPGlite(db), log }));
    return { runner: pgliteRunner(db), prisma, queries, close: async () => (await prisma.$disconnect(), await db.close()) };
  }
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const prisma = tracked(new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }), log }));
  return {
    runner: pgRunner(client),
    prisma,
    queries,
    close: async () => {
      await prisma.$disconnect();
      await client.end();
      await database.drop();
    },
  };
}

const ROWS = 5_000;

/** Rows whose text is mostly unique (md5), as real names and addresses are, so a specific search matches few. */
const GENERATE = `
  INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, role, updated_at)
  VALUES ('00000000-0000-4000-8000-000000000001', 'spec', 'spec@agency.test', 'x', 'Sasha', 'Specialist', 'property-specialist', now());
  INSERT INTO clients (name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
  SELECT 'Client ' || md5('c' || i), 'First' || (i % 97), 'Last' || md5('l' || i), '+1 (758) ' || lpad((i % 1000)::text, 3, '0') || '-' || lpad(i::text, 5, '0'),
         'c' || i || '@example.test', md5('a' || i) || ' Bay Street', now()
  FROM generate_series(1, ${ROWS}) i;
  INSERT INTO listings (client_id, property_specialist_id, property_name, listing_type, location, status, zoning, rental_price_usd, updated_at)
  SELECT (SELECT id FROM clients ORDER BY id LIMIT 1), '00000000-0000-4000-8000-000000000001', 'Villa ' || md5('v' || i), 'land-only',
         md5('loc' || i) || ' Road', 'for-rent', 'residential', 1000 + i % 3000, now()
  FROM generate_series(1, ${ROWS}) i;
  INSERT INTO service_providers (name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
  VALUES ('Ace Plumbing', 'D', 'J', '555 0100', 'ace@example.test', 'x', now());
  INSERT INTO service_orders (name, listing_id, service_provider_id, due_at, details, created_by_name, updated_at)
  SELECT 'Order ' || md5('o' || i), (SELECT id FROM listings ORDER BY id LIMIT 1), (SELECT id FROM service_providers LIMIT 1), now(), 'Details', 'Erin', now()
  FROM generate_series(1, ${ROWS}) i;
  INSERT INTO reminders (name, listing_id, due_at, time, am_pm, notes, updated_at)
  SELECT 'Reminder ' || md5('r' || i), (SELECT id FROM listings ORDER BY id LIMIT 1), now() + i * interval '1 hour', '09:00', 'AM', 'Notes', now()
  FROM generate_series(1, ${ROWS}) i;
  INSERT INTO documents (entity, record_id, title, category, file_name, content_type, complete, uploaded_by_name, updated_at)
  SELECT 'clients', (SELECT id FROM clients ORDER BY id LIMIT 1), 'Lease ' || md5('d' || i), 'lease', 'lease.pdf', 'application/pdf', true, 'Erin', now()
  FROM generate_series(1, ${ROWS}) i;
  ANALYZE;`;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(runner: SqlRunner, sql: string, params: unknown[]): Promise<PlanNode[]> {
  const rows = await runner.query<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const plan = rows[0]!["QUERY PLAN"];
  return nodesOf((typeof plan === "string" ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan);
}

/** No sequential scan of `table`, and `index` used. */
function expectIndexed(nodes: PlanNode[], table: string, index: string) {
  const described = nodes.map(
    (node) =>
      `${node["Node Type"]}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`,
  );
  expect(
    described.filter((line) => line === `Seq Scan on ${table}`),
    described.join("\n"),
  ).toEqual([]);
  expect(
    described.some((line) => line.endsWith(`using ${index}`)),
    described.join("\n"),
  ).toBe(true);
}

describe.each(["postgres", "pglite"] as const)("searches use the trigram indexes on %s", (kind) => {
  let db: LoggingDatabase;

  beforeAll(async () => {
    db = await openLogging(kind);
    await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
    await db.runner.exec(GENERATE);
  }, 300_000);
  afterAll(async () => db?.close());

  /** The SQL Prisma ran for `work`, the last statement reading `table`. */
  async function capture(table: string, work: () => Promise<unknown>) {
    db.queries.length = 0;
    await work();
    const found = db.queries.filter((entry) => entry.query.includes(`FROM "public"."${table}"`)).at(-1);
    if (!found) throw new Error(`no query on ${table}:\n${db.queries.map((entry) => entry.query).join("\n")}`);
    return found;
  }

  const listingCases: [string, Criterion, string][] = [
    ["property name contains", { fieldName: "propertyName", operator: "contains", value: "c4ca42" }, "listings_property_name_idx"],
    ["location starts with", { fieldName: "location", operator: "startsWith", value: "a87ff6" }, "listings_location_idx"],
    [
      "property name is one of",
      { fieldName: "propertyName", operator: "equals", value: ["Villa x", "Villa y"] },
      "listings_property_name_idx",
    ],
  ];
  it.each(listingCases)("listings: %s", async (_label, criterion, index) => {
    const where = listingListWhere({ criteria: [criterion, { fieldName: "cost.rentalPriceInUS", operator: "lt", value: 3000 }] });
    const { query, params } = await capture("listings", () =>
      db.prisma.listing.findMany({ where, orderBy: listingListOrder({}), take: 50, select: { id: true } }),
    );
    expectIndexed(await planOf(db.runner, query, params), "listings", index);
  });

  it("clients: a phone number's digits", async () => {
    const where = clientListWhere({ criteria: [{ fieldName: "contactPrimaryNumber", operator: "contains", value: "555-00123" }] });
    const { query, params } = await capture("clients", () => db.prisma.client.count({ where }));
    expectIndexed(await planOf(db.runner, query, params), "clients", "clients_contact_primary_digits_idx");
  });

  it("service orders: the order's name", async () => {
    const where = { AND: serviceOrderFilters({ criteria: [{ fieldName: "name", operator: "contains", value: "e4da3b" }] }, new Date()) };
    const { query, params } = await capture("service_orders", () => db.prisma.serviceOrder.findMany({ where, take: 50 }));
    expectIndexed(await planOf(db.runner, query, params), "service_orders", "service_orders_name_idx");
  });

  it("reminders: the reminder's name, in the list's one statement", async () => {
    const { sql } = reminderListSql(
      { criteria: [{ fieldName: "name", operator: "contains", value: "1679091c" }] },
      { timeZone: "America/Puerto_Rico" },
    );
    expectIndexed(await planOf(db.runner, sql.text, sql.values), "reminders", "reminders_name_idx");
  });

  it.each([
    ["clients", "c81e72", "clients_name_idx"],
    ["clients", "555 00042", "clients_contact_primary_digits_idx"],
    ["listings", "eccbc8", "listings_property_name_idx"],
    ["serviceOrders", "a87ff6 order", "service_orders_name_idx"],
    ["reminders", "8f14e4", "reminders_name_idx"],
    ["documents", "c9f0f8", "documents_title_idx"],
  ] as const)("quick-find: %s for %j", async (key, q, index) => {
    const source = QUICK_FIND_SOURCES.find((candidate) => candidate.key === key)!;
    const sql = quickFindSql(source, quickFindTerms(q), 5);
    expectIndexed(await planOf(db.runner, sql.text, sql.values), source.table, index);
  });

  it("quick-find's two-letter words read the index too (start of a word)", async () => {
    const source = QUICK_FIND_SOURCES.find((candidate) => candidate.key === "listings")!;
    const sql = quickFindSql(source, quickFindTerms("zq"), 5);
    expectIndexed(await planOf(db.runner, sql.text, sql.values), "listings", "listings_property_name_idx");
  });

  it("keeps every trigram index up to date on each write (fastupdate off: no pending list to scan)", async () => {
    const rows = await db.runner.query<{ name: string; options: string[] | null }>(
      `SELECT i.relname AS name, i.reloptions AS options FROM pg_index ix
         JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_am am ON am.oid = i.relam
         JOIN pg_opclass opc ON opc.oid = ix.indclass[0]
        WHERE am.amname = 'gin' AND opc.opcname = 'gin_trgm_ops'`,
    );
    expect(rows.length).toBe(36);
    for (const row of rows) expect(row.options, row.name).toEqual(["fastupdate=off"]);
  });

  it("keeps the digits of phone numbers in generated columns", async () => {
    const client = await db.prisma.client.create({
      data: {
        name: "Digits",
        contactFirstName: "A",
        contactLastName: "B",
        contactPrimaryNumber: "+1 (758) 555-0101",
        contactSecondaryNumber: "ext. 12",
        contactEmailAddress: "d@example.test",
        contactMailingAddress: "x",
      },
    });
    expect([client.contactPrimaryDigits, client.contactSecondaryDigits]).toEqual(["17585550101", "12"]);
    const updated = await db.prisma.client.update({ where: { id: client.id }, data: { contactSecondaryNumber: null } });
    expect(updated.contactSecondaryDigits).toBeNull();
    await expect(db.prisma.client.update({ where: { id: client.id }, data: { contactPrimaryDigits: "1" } })).rejects.toThrow(
      /contact_primary_digits/,
    );
  });

  it("SavedFilter: round trip, one name per owner and entity whatever the case, CHECKs, removed with its owner", async () => {
    const owner = await db.prisma.user.create({
      data: {
        userName: `owner${kind}`,
        email: `owner.${kind}@agency.test`,
        passwordHash: "x",
        firstName: "O",
        lastName: "W",
        role: "admin",
      },
    });
    const criteria = [{ fieldName: "status", operator: "eq", value: ["for-rent"] }];
    const filter = await db.prisma.savedFilter.create({ data: { ownerId: owner.id, entity: "listings", name: "Rentals", criteria } });
    expect(filter).toMatchObject({ shared: false, nameSort: "rentals", criteria });
    await expect(
      db.prisma.savedFilter.create({ data: { ownerId: owner.id, entity: "listings", name: "RENTALS", criteria } }),
    ).rejects.toMatchObject({
      code: "P2002",
    });
    await db.prisma.savedFilter.create({ data: { ownerId: owner.id, entity: "clients", name: "Rentals", criteria } });
    for (const data of [
      { entity: "houses", name: "Bad entity", criteria },
      { entity: "listings", name: "   ", criteria },
      { entity: "listings", name: "Object", criteria: { fieldName: "x" } },
    ]) {
      await expect(
        db.prisma.savedFilter.create({ data: { ownerId: owner.id, ...data } as Prisma.SavedFilterUncheckedCreateInput }),
      ).rejects.toThrow(/saved_filters_(entity|name|criteria)_check|check constraint/i);
    }
    await db.prisma.user.delete({ where: { id: owner.id } });
    expect(await db.prisma.savedFilter.count({ where: { ownerId: owner.id } })).toBe(0);
  });
});
