import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENCY, DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { DEMO_ADMIN, DEMO_SPECIALIST } from "@/prisma/seed/data/demo-users";
import { seedFirstAdmin } from "@/prisma/seed/seed-admin";
import { seedDemoData } from "@/prisma/seed/seed-demo";
import { verifyPassword } from "@/server/auth/password";
import { applyMigrations } from "@/server/db/migrate";
import { postgresBackend, MIGRATIONS_DIR, type Harness } from "./harness";

/**
 * `npm run db:seed:demo` is what a new user sees first: seed a throwaway
 * PostgreSQL database through the seed's own functions and check the promises
 * the demo makes — every status present, past-due orders, today's reminders,
 * ledgers whose running balances add up, and working sign-ins.
 */
let db: Harness;

beforeAll(async () => {
  db = await postgresBackend.open();
  await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
  // No SEED_ADMIN_* variables: the demo administrator.
  expect((await seedFirstAdmin({ demo: true, db: db.prisma, environment: {} })).status).toBe("created");
  expect((await seedDemoData({ db: db.prisma })).status).toBe("created");
  expect((await seedDemoData({ db: db.prisma })).status).toBe("skipped");
}, 120_000);

afterAll(async () => db?.close());

const count = async (query: string) => Number((await db.runner.query<{ n: string }>(query))[0]!.n);

describe("demo data", () => {
  it("has the advertised volume", async () => {
    expect(await count("SELECT count(*) AS n FROM clients")).toBe(30);
    expect(await count("SELECT count(*) AS n FROM listings")).toBeGreaterThanOrEqual(75);
    expect(await count("SELECT count(*) AS n FROM service_providers")).toBe(10);
    // Spanish-speaking owners and tenants get their papers in Spanish.
    expect(await count("SELECT count(*) AS n FROM clients WHERE language = 'es'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM tenants WHERE language = 'es'")).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT count(*) AS n FROM account_transactions")).toBeGreaterThan(500);
  });

  it("has papers on clients, listings, providers and orders: some expired, some within 60 days, invoices charged to owners", async () => {
    expect(await count("SELECT count(*) AS n FROM documents WHERE complete")).toBeGreaterThanOrEqual(25);
    const entities = (await db.runner.query<{ entity: string }>("SELECT DISTINCT entity FROM documents ORDER BY 1")).map(
      (row) => row.entity,
    );
    expect(entities).toEqual(["clients", "listings", "service-orders", "service-providers"]);
    expect(await count("SELECT count(*) AS n FROM documents WHERE expires_on < current_date")).toBeGreaterThanOrEqual(2);
    expect(
      await count("SELECT count(*) AS n FROM documents WHERE expires_on BETWEEN current_date AND current_date + 60"),
    ).toBeGreaterThanOrEqual(4);
    // Every document's bytes are whole: its chunks add up to its size and hash.
    const whole = await db.runner.query<{ ok: boolean }>(
      `SELECT d.byte_size = sum(length(c.data)) AND d.sha256 = encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.seq)), 'hex') AS ok
         FROM documents d JOIN document_chunks c ON c.document_id = d.id GROUP BY d.id`,
    );
    expect(whole.length).toBe(await count("SELECT count(*) AS n FROM documents"));
    expect(whole.every((row) => row.ok)).toBe(true);
    expect(await count("SELECT count(*) AS n FROM documents WHERE content_type LIKE 'image/%' AND thumbnail_data IS NOT NULL")).toBe(3);
    // Each charge is a debit on the ledger of the order's listing's owner, with the order's invoice.
    const charges = await db.runner.query<{ right_owner: boolean; invoice_on_order: boolean; column: string }>(
      `SELECT t.client_id = l.client_id AS right_owner, d.entity = 'service-orders' AND d.record_id = o.id AS invoice_on_order, t."column"::text AS "column"
         FROM service_order_charges ch JOIN account_transactions t ON t.id = ch.transaction_id
         JOIN service_orders o ON o.id = ch.service_order_id JOIN listings l ON l.id = o.listing_id
         JOIN documents d ON d.id = ch.document_id`,
    );
    expect(charges.length).toBe(4);
    for (const charge of charges) expect(charge).toEqual({ right_owner: true, invoice_on_order: true, column: "debit" });
  });

  it("covers every listing status and both listing types", async () => {
    const statuses = (await db.runner.query<Record<string, string>>("SELECT DISTINCT status FROM listings ORDER BY 1")).map(
      (row) => row.status,
    );
    expect(statuses).toEqual(["for-rent", "for-sale", "rent-and-sale", "rented", "rented-and-for-sale", "sold"]);
    const types = (await db.runner.query<Record<string, string>>("SELECT DISTINCT listing_type FROM listings ORDER BY 1")).map(
      (row) => row.listing_type,
    );
    expect(types).toEqual(["land-and-property", "land-only"]);
  });

  it("has orders in every status, some of them past due", async () => {
    const statuses = (
      await db.runner.query<Record<string, string>>(`SELECT DISTINCT status::text AS s FROM service_orders ORDER BY 1`)
    ).map((row) => row.s);
    expect(statuses).toEqual(["APPROVED", "COMPLETED", "DECLINED", "PENDING"]);
    expect(
      await count(`SELECT count(*) AS n FROM service_orders WHERE status IN ('PENDING','APPROVED') AND due_at < now()`),
    ).toBeGreaterThan(0);
  });

  it("has a history: every listing and order was created by someone, decided orders changed status, some prices came down", async () => {
    const unrecorded = (table: string, entity: string) =>
      count(`SELECT count(*) AS n FROM ${table} r WHERE NOT EXISTS (
               SELECT 1 FROM audit_log l WHERE l.entity_type = '${entity}' AND l.entity_id = r.id AND l.action = 'create')`);
    expect(await unrecorded("listings", "listing")).toBe(0);
    expect(await unrecorded("service_orders", "service_order")).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM service_orders o WHERE o.status::text <> 'PENDING' AND NOT EXISTS (
                     SELECT 1 FROM audit_log l WHERE l.entity_id = o.id AND l.action = 'status'
                       AND l.changes->'status'->>'to' = o.status::text)`),
    ).toBe(0);
    const repriced = await db.runner.query<{ from: string; to: string }>(
      `SELECT coalesce(changes->'rentalPriceInUS', changes->'salePriceInUS')->>'from' AS "from",
              coalesce(changes->'rentalPriceInUS', changes->'salePriceInUS')->>'to' AS "to"
       FROM audit_log WHERE entity_type = 'listing' AND action = 'update'`,
    );
    expect(repriced.length).toBeGreaterThan(5);
    for (const row of repriced) expect(Number(row.from)).toBeGreaterThan(Number(row.to));
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE at > now()")).toBe(0);
  });

  it("has reminders today and later, some recurring", async () => {
    const today = `(due_at AT TIME ZONE '${DEFAULT_TIME_ZONE}')::date = (now() AT TIME ZONE '${DEFAULT_TIME_ZONE}')::date`;
    expect(await count(`SELECT count(*) AS n FROM reminders WHERE ${today}`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM reminders WHERE due_at > now() AND NOT (${today})`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM reminders WHERE is_recurring`)).toBeGreaterThan(0);
  });

  it("keeps the coming week readable: no daily reminder starts within it", async () => {
    expect(await count(`SELECT count(*) AS n FROM reminders WHERE is_recurring AND frequency = 'daily'`)).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) AS n FROM reminders WHERE is_recurring AND frequency = 'daily' AND due_at < now() + interval '7 days'`),
    ).toBe(0);
  });

  it("is on the agency's island: every listing and every provider is in St. Lucia, as the letterhead is", async () => {
    expect(AGENCY.address).toMatch(/, St\. Lucia$/);
    expect(await count(`SELECT count(*) AS n FROM listings WHERE location NOT LIKE '%, St. Lucia'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM service_providers WHERE contact_mailing_address NOT LIKE '%, St. Lucia'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM service_providers WHERE contact_primary_number NOT LIKE '+1 758 %'`)).toBe(0);
  });

  it("keeps the placeholder for modest listings only (none above $5,000 a month)", async () => {
    expect(await count(`SELECT count(*) AS n FROM listings WHERE image_id IS NULL`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM listings WHERE image_id IS NULL AND rental_price_usd > 5000`)).toBe(0);
  });

  it("gives one owner's listings of a type different pictures", async () => {
    const repeated = await count(`
      SELECT count(*) AS n FROM (
        SELECT l.client_id, coalesce(l.property_type::text, 'land'), f.sha256 FROM listings l JOIN stored_files f ON f.id = l.image_id
        GROUP BY 1, 2, 3 HAVING count(*) > 1) AS repeated`);
    expect(repeated).toBe(0);
  });

  it("keeps every ledger's running balance exact and its account in step", async () => {
    const mismatches = await count(`
      SELECT count(*) AS n FROM (
        SELECT closing_balance,
               sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END)
                 OVER (PARTITION BY client_id ORDER BY date, sequence) AS running
        FROM account_transactions) ledger
      WHERE closing_balance <> running`);
    expect(mismatches).toBe(0);
    const accountsOff = await count(`
      SELECT count(*) AS n FROM accounts a
      WHERE a.balance <> (SELECT coalesce(sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END), 0) FROM account_transactions t WHERE t.client_id = a.client_id)
         OR a.entry_count <> (SELECT count(*) FROM account_transactions t WHERE t.client_id = a.client_id)`);
    expect(accountsOff).toBe(0);
  });

  it("gives listings pictures through the app's picture store: 1600 × 1200 JPEG under 300 KB with a 4:3 thumbnail", async () => {
    const rows = await db.runner.query<{ content_type: string; width: number; height: number; byte_size: number; thumb: Buffer }>(`
      SELECT f.content_type, f.width, f.height, f.byte_size, f.thumbnail_data AS thumb
      FROM listings l JOIN stored_files f ON f.id = l.image_id`);
    expect(rows.length).toBeGreaterThanOrEqual(70);
    for (const row of rows) {
      expect(row).toMatchObject({ content_type: "image/jpeg", width: 1600, height: 1200 });
      expect(row.byte_size).toBeLessThan(300_000);
    }
    const thumbnail = await sharp(rows[0]!.thumb).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 320, 240]);
    // Each listing owns its file: deleting one listing's picture must not take another's.
    expect(await count("SELECT count(*) - count(DISTINCT image_id) AS n FROM listings WHERE image_id IS NOT NULL")).toBe(0);
    // A few listings are as new listings are: still on the placeholder.
    expect(await count("SELECT count(*) AS n FROM listings WHERE image_id IS NULL")).toBeGreaterThan(0);
  });

  it("draws at least three different pictures per property type, and neighbours of one type never share one", async () => {
    const rows = await db.runner.query<{ subject: string; name: string; sha256: string }>(`
      SELECT coalesce(l.property_type::text, 'land') AS subject, l.property_name AS name, f.sha256
      FROM listings l JOIN stored_files f ON f.id = l.image_id
      ORDER BY l.property_name_order, l.id`);
    const bySubject = new Map<string, typeof rows>();
    for (const row of rows) bySubject.set(row.subject, [...(bySubject.get(row.subject) ?? []), row]);
    expect([...bySubject.keys()].sort()).toEqual(["apartment", "condo", "house", "land", "office-space", "villa"]);
    for (const [subject, pictured] of bySubject) {
      expect(new Set(pictured.map((row) => row.sha256)).size, subject).toBeGreaterThanOrEqual(Math.min(3, pictured.length));
      pictured
        .slice(1)
        .forEach((row, index) => expect(row.sha256, `${pictured[index]!.name} / ${row.name}`).not.toBe(pictured[index]!.sha256));
    }
    // No two types share a picture.
    expect(new Set(rows.map((row) => row.sha256)).size).toBe(new Set(rows.map((row) => `${row.subject}:${row.sha256}`)).size);
  });

  it("reads like a real agency: notes, tenants and ledger lines are not copies of each other", async () => {
    expect(
      await count("SELECT count(*) AS n FROM (SELECT notes FROM listings WHERE notes IS NOT NULL GROUP BY notes HAVING count(*) > 1) d"),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM (SELECT tenant_name FROM listings WHERE tenant_name IS NOT NULL GROUP BY tenant_name HAVING count(*) > 1) d",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM (SELECT notes FROM service_orders WHERE notes IS NOT NULL GROUP BY notes HAVING count(*) > 1) d",
      ),
    ).toBe(0);
    // Rent names the property it was paid for; the agency's fee is a share of the rent collected that month.
    expect(await count("SELECT count(*) AS n FROM account_transactions WHERE description LIKE 'Rent - %'")).toBeGreaterThan(100);
    const rows = await db.runner.query<{ description: string }>(
      `SELECT DISTINCT description FROM account_transactions t
        WHERE description LIKE 'Management fee%' AND NOT EXISTS (SELECT 1 FROM rent_postings p WHERE p.transaction_id = t.id)`,
    );
    for (const { description } of rows) expect(description).toMatch(/^Management fee (8|10|12)% - [A-Z][a-z]+ \d{4}$/);
    // Since the tenants' ledgers started, rent reaches the owners from them: the rent less the agency's fee, and late fees.
    const fromRent = await db.runner.query<{ share: string; description: string }>(
      "SELECT p.share, t.description FROM rent_postings p JOIN account_transactions t ON t.id = p.transaction_id",
    );
    expect(fromRent.filter((row) => row.share === "rent").length).toBeGreaterThan(50);
    for (const row of fromRent.filter((entry) => entry.share === "management_fee"))
      expect(row.description).toMatch(/^Management fee (10% )?— [A-Z][a-z]+ \d{4} — .+$/);
    expect(await count("SELECT count(*) AS n FROM lease_entries WHERE fee_for_id IS NOT NULL")).toBeGreaterThan(3);
    // A deposit settled: repairs credited to the owner, the rest refunded, nothing held.
    expect(await count("SELECT count(*) AS n FROM deposit_settlements WHERE refund > 0")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM rent_postings WHERE share = 'deposit_deduction'")).toBe(2);
    expect(await count("SELECT count(DISTINCT value) AS n FROM account_transactions WHERE \"column\" = 'debit'")).toBeGreaterThan(200);
  });

  it("signs in with the documented demo credentials", async () => {
    for (const { email, password } of [DEMO_ADMIN, DEMO_SPECIALIST]) {
      const rows = await db.runner.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = $1", [email]);
      expect(rows, email).toHaveLength(1);
      expect(await verifyPassword(rows[0]!.password_hash, password)).toBe(true);
    }
  });
});
