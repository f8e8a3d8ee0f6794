/**
 * The benchmark's floor: a bare node:http server over a `pg` Pool that answers
 * the benchmark's requests with the same JSON as the app, by running the same
 * SQL statements the app's server functions run (captured from Prisma's
 * queries; the reminders statement is the app's own, reminderListSql). What it
 * leaves out — and the app pays for — is everything between the socket and the
 * SQL: Next.js routing, zod validation of the query, Prisma's query engine and
 * result mapping, next-auth. It does check the x-access-token the same way
 * (the session joined to its user: the app's one statement) but never
 * writes last_active_at (the app does so in that statement at most every 5 s).
 *
 * Start on its own: `npx tsx scripts/bench/baseline.ts <port> <database url>`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import pg from "pg";
import { pageSequencesSql } from "@/server/accounts/find-transactions";
import { clientIdsByNameSql } from "@/server/clients/find-clients";
import { escapeLike } from "@/server/db/text-search";
import type { ServiceOrderStatus } from "@/lib/domain/enums";
import { reminderListQuerySchema } from "@/lib/schemas/reminder";
import { reminderListSql } from "@/server/reminders/find-reminders";
import { toReminderDto } from "@/server/reminders/reminder-query";
import { type GroupCountRow, serviceOrderGroupCountsSql, toGroupCounts } from "@/server/service-orders/count-by-group";
import { isPastDue, pastDueSql } from "@/server/service-orders/past-due";
import { quickFindSql, quickFindTerms } from "@/server/search/quick-find";
import { QUICK_FIND_SOURCES } from "@/server/search/quick-find-sources";
import { APP_TIME_ZONE } from "./generate";
import { finderWhere } from "./search-scenarios";

type Query = URLSearchParams;
/** A row as pg returns it, shaped by the SQL next to where it is read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped driver rows, read field by field as the app's DTOs do
type Row = Record<string, any>;
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const PLACEHOLDER_IMAGE = "property1.jpg";
const pictureUrl = (id: string) => `/api/v1/files/${id}`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const fixed = (value: string | null, places: number) => (value === null ? null : Number(value).toFixed(places));
const chips = (names: string[] | null) => (names ?? []).map((name) => ({ name }));
const intParam = (query: Query, name: string, fallback: number) => {
  const value = query.get(name);
  return value === null ? fallback : Number(value);
};
/** Prisma's IN lists: one placeholder per value, deduplicated. */
const inList = (ids: string[], from = 1) => ids.map((_, index) => `$${index + from}`).join(",");
const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export function createBaseline(databaseUrl: string, poolSize = 10) {
  // The app's Prisma adapter keeps the same pool size (server/db/client.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

  async function authenticate(req: IncomingMessage): Promise<{ id: string; name: string } | null> {
    const token = req.headers["x-access-token"];
    if (typeof token !== "string" || token.length > 200) return null;
    const hash = createHash("sha256").update(token).digest("hex");
    // The app's one statement (server/auth/sessions.ts resumeSession) without its touch.
    const [row] = await q<{ id: string; first_name: string; last_name: string; is_active: boolean; revoked: boolean }>(
      `SELECT s.id AS session_id, s.kind, s.revoked_at IS NOT NULL AS revoked,
              extract(epoch FROM clock_timestamp() - s.last_active_at) * 1000 AS idle_ms,
              extract(epoch FROM clock_timestamp() - s.created_at) * 1000 AS age_ms,
              u.id::text AS id, u.user_name, u.email, u.first_name, u.last_name, u.role, u.is_active, u.picture_id::text AS picture_id
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hash],
    );
    return row && !row.revoked && row.is_active ? { id: row.id, name: `${row.first_name} ${row.last_name}` } : null;
  }

  const CLIENT_COLUMNS = `c.id, c.name, c.contact_first_name, c.contact_last_name, c.contact_primary_number, c.contact_secondary_number,
    c.contact_email_address, c.contact_website_url, c.contact_mailing_address, c.name_sort, c.created_at, c.updated_at`;

  /** The app's listingCountsOf: one grouped count for the page's clients. */
  async function withListingCounts<T extends { id: string }>(rows: T[]) {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await q<{ count: string; client_id: string }>(
          `SELECT count(*), client_id FROM listings WHERE client_id IN (${inList(ids)}) GROUP BY client_id`,
          ids,
        )
      : [];
    const countOf = new Map(counts.map((row) => [row.client_id, Number(row.count)]));
    return rows.map((row) => ({ ...row, property_count: countOf.get(row.id) ?? 0 }));
  }

  async function clients(query: Query): Promise<Answer> {
    const name = query.get("name");
    const where = name ? `WHERE c.name ILIKE ('%' || $1 || '%')` : "WHERE 1=1";
    const args = name ? [escapeLike(name)] : [];
    const limit = intParam(query, "limit", 50);
    const skip = intParam(query, "skip", 0);
    // A name search: the page's ids through the trigram index first (the app's clientIdsByNameSql), then those rows.
    const page = name
      ? q<{ id: string }>(clientIdsByNameSql(name, skip, limit).text, clientIdsByNameSql(name, skip, limit).values).then((ids) =>
          ids.length
            ? q<Row & { id: string }>(
                `SELECT ${CLIENT_COLUMNS} FROM clients c WHERE c.id IN (${inList(ids.map((row) => row.id))}) ORDER BY c.name_order, c.id`,
                ids.map((row) => row.id),
              )
            : [],
        )
      : q<Row & { id: string }>(
          `SELECT ${CLIENT_COLUMNS} FROM clients c ${where} ORDER BY c.name_order, c.id LIMIT ${limit} OFFSET ${skip}`,
          args,
        );
    const [rows, [count]] = await Promise.all([
      page.then(withListingCounts),
      q<{ count: string }>(`SELECT count(*) FROM (SELECT c.id FROM clients c ${where} OFFSET 0) sub`, args),
    ]);
    const items = rows.map((row: Row) => ({
      _id: row.id,
      name: row.name,
      contactFirstName: row.contact_first_name,
      contactLastName: row.contact_last_name,
      contactPrimaryNumber: row.contact_primary_number,
      contactSecondaryNumber: row.contact_secondary_number,
      contactEmailAddress: row.contact_email_address,
      contactWebsiteURL: row.contact_website_url,
      contactMailingAddress: row.contact_mailing_address,
      propertyCount: row.property_count,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
    return list(items, Number(count!.count));
  }

  /**
   * A listing with its owner and specialist, read in the same statement as the app's (Prisma's relationJoins):
   * `FROM ${LISTINGS_WITH_RELATIONS}` and `SELECT ${LISTING_AND_RELATION_COLUMNS}`.
   */
  const LISTINGS_WITH_RELATIONS = `"public"."listings" JOIN clients owner ON owner.id = "public"."listings".client_id
    JOIN users specialist ON specialist.id = "public"."listings".property_specialist_id`;
  const LISTING_AND_RELATION_COLUMNS = `"public"."listings".*, owner.name AS owner_name, specialist.first_name AS specialist_first_name,
    specialist.last_name AS specialist_last_name`;
  const listingFromJoined = (row: Row) =>
    toListing(
      row,
      { id: row.client_id, name: row.owner_name },
      { id: row.property_specialist_id, first_name: row.specialist_first_name, last_name: row.specialist_last_name },
    );

  /** The listings Finder scenario: Prisma's two statements for its criteria (search-scenarios.ts), the page with its relations. */
  async function listingsFinder(query: Query): Promise<Answer> {
    const where = finderWhere(JSON.parse(query.get("criteria")!));
    const next = where.values.length + 1;
    const [rows, [count]] = await Promise.all([
      q<Row>(
        `SELECT ${LISTING_AND_RELATION_COLUMNS} FROM ${LISTINGS_WITH_RELATIONS} WHERE ${where.sql} ORDER BY "public"."listings"."property_name_order" ASC, "public"."listings"."id" ASC LIMIT $${next} OFFSET $${next + 1}`,
        [...where.values, intParam(query, "limit", 50), intParam(query, "skip", 0)],
      ),
      q<{ count: string }>(
        `SELECT COUNT(*) AS count FROM (SELECT "public"."listings"."id" FROM "public"."listings" WHERE ${where.sql} OFFSET $${next}) AS sub`,
        [...where.values, 0],
      ),
    ]);
    return list(rows.map(listingFromJoined), Number(count!.count));
  }

  /** Quick-find: the app's own statements (one per kind, users too: the benchmark signs in as an admin). */
  async function quickFind(query: Query): Promise<Answer> {
    const terms = quickFindTerms(query.get("q") ?? "");
    const limit = intParam(query, "limit", 5);
    const found = await Promise.all(
      QUICK_FIND_SOURCES.map(async (source) => {
        const sql = quickFindSql(source, terms, limit);
        const rows = await q<Record<string, unknown>>(sql.text, sql.values);
        return [source.key, rows.map((row) => source.toHit(row, APP_TIME_ZONE))] as const;
      }),
    );
    return { status: 200, body: Object.fromEntries(found) };
  }

  async function listings(query: Query): Promise<Answer> {
    if (query.get("criteria")) return listingsFinder(query);
    const specialist = query.get("propertySpecialist");
    const where = specialist ? `WHERE property_specialist_id = $1` : "WHERE 1=1";
    const args = specialist ? [specialist] : [];
    const [rows, [count]] = await Promise.all([
      q<Row>(
        `SELECT ${LISTING_AND_RELATION_COLUMNS} FROM ${LISTINGS_WITH_RELATIONS} ${where} ORDER BY property_name_order, "public"."listings".id LIMIT ${intParam(query, "limit", 50)} OFFSET ${intParam(query, "skip", 0)}`,
        args,
      ),
      // By specialist alone: the count the database keeps (the app's countListings).
      specialist
        ? q<{ count: string }>(
            `SELECT property_specialist_id, listings AS count FROM specialist_listing_counts WHERE property_specialist_id = $1 LIMIT 1`,
            args,
          )
        : q<{ count: string }>(`SELECT count(*) FROM (SELECT id FROM listings ${where} OFFSET 0) sub`, args),
    ]);
    return list(rows.map(listingFromJoined), Number(count?.count ?? 0));
  }

  async function listingDetails(id: string): Promise<Answer> {
    const [row] = await q<Row>(
      `SELECT ${LISTING_AND_RELATION_COLUMNS} FROM ${LISTINGS_WITH_RELATIONS} WHERE "public"."listings".id = $1 LIMIT 1`,
      [id],
    );
    if (!row) return { status: 404, body: { status: 404, message: "Listing not found." } };
    return { status: 200, body: listingFromJoined(row) };
  }

  async function serviceOrderGroups(query: Query): Promise<Answer> {
    const now = new Date();
    const limit = intParam(query, "limit", 50);
    const skip = intParam(query, "skip", 0);
    const pastDue = pastDueSql(now);
    const groups: [string, string, unknown[]][] = [
      ["pastDue", pastDue.text, pastDue.values],
      ["approved", `status = 'APPROVED' AND due_at >= $1`, [now]],
      ["pending", `status = 'PENDING' AND due_at >= $1`, [now]],
      ["declined", `status = 'DECLINED'`, []],
      ["completed", `status = 'COMPLETED'`, []],
    ];
    // Unfiltered: the app's kept counts (countServiceOrdersByGroup), the same statement.
    const countsSql = serviceOrderGroupCountsSql(now);
    const [pages, countRows] = await Promise.all([
      Promise.all(
        groups.map(([, condition, args]) =>
          q<Row>(
            `SELECT id, order_number, name, listing_id, service_provider_id, due_at, details, notes, status::text AS status, created_by_id,
                    created_by_name, created_at, updated_at
             FROM service_orders WHERE ${condition} ORDER BY due_at, order_number LIMIT ${limit} OFFSET ${skip}`,
            args,
          ).then(withOrderRelations),
        ),
      ),
      q<GroupCountRow>(countsSql.text, countsSql.values),
    ]);
    const counts = toGroupCounts(countRows);
    const body = Object.fromEntries(groups.map(([group], index) => [group, pages[index]!.map((row) => toServiceOrder(row, now))]));
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { status: 200, body, headers: { "X-Total-Count": String(total), "X-Group-Counts": JSON.stringify(counts) } };
  }

  async function withOrderRelations(rows: Row[]) {
    const listingIds = unique(rows.map((row) => row.listing_id));
    const providerIds = unique(rows.map((row) => row.service_provider_id));
    const [listingRows, providerRows] = await Promise.all([
      listingIds.length
        ? q<{ id: string }>(
            `SELECT id, property_name, image_id, listing_type, property_type FROM listings WHERE id IN (${inList(listingIds)})`,
            listingIds,
          )
        : [],
      providerIds.length
        ? q<{ id: string }>(`SELECT id, name FROM service_providers WHERE id IN (${inList(providerIds)})`, providerIds)
        : [],
    ]);
    const listingOf = byId(listingRows);
    const providerOf = byId(providerRows);
    return rows.map((row) => ({ ...row, listing: listingOf.get(row.listing_id), provider: providerOf.get(row.service_provider_id) }));
  }

  async function reminders(query: Query): Promise<Answer> {
    const parsed = reminderListQuerySchema.parse(Object.fromEntries(query));
    const { sql, today } = reminderListSql(parsed);
    const rows = await q<Parameters<typeof toReminderDto>[0] & { total: number; today_total: number }>(sql.text, sql.values);
    const pageRows = rows.filter((row) => row.id !== null);
    const items = pageRows.map(toReminderDto);
    const total = rows[0]?.total ?? 0;
    const todayTotal = rows[0]?.today_total ?? 0;
    const body = {
      today: items.filter((_, index) => pageRows[index]!.next_date === today),
      upcoming: items.filter((_, index) => pageRows[index]!.next_date !== today),
      totals: { today: todayTotal, upcoming: total - todayTotal },
    };
    return { status: 200, body, headers: { "X-Total-Count": String(total) } };
  }

  const TRANSACTION_COLUMNS = `id, sequence, client_id, date, "column"::text AS "column", type::text AS type, description, value, closing_balance, posted_by_id, created_at`;

  async function transactions(query: Query): Promise<Answer> {
    const client = query.get("client")!;
    const pageSql = pageSequencesSql(client, intParam(query, "skip", 0), intParam(query, "limit", 100));
    const [clientRows, accountRows, page] = await Promise.all([
      q(`SELECT id FROM clients WHERE id = $1 LIMIT 1`, [client]),
      q<{ entry_count: number }>(`SELECT client_id, entry_count FROM accounts WHERE client_id = $1`, [client]),
      q<{ sequence: string }>(pageSql.text, pageSql.values),
    ]);
    if (!clientRows.length) return { status: 404, body: { status: 404, message: "Client not found." } };
    const sequences = page.map((row) => row.sequence);
    const rows = sequences.length
      ? await q<Row>(
          `SELECT ${TRANSACTION_COLUMNS} FROM account_transactions WHERE sequence IN (${inList(sequences)}) ORDER BY date DESC, sequence DESC`,
          sequences,
        )
      : [];
    return list(await withPosters(rows), accountRows[0]?.entry_count ?? 0);
  }

  async function withPosters(rows: Row[]) {
    const ids = unique(rows.map((row) => row.posted_by_id));
    const users = ids.length
      ? byId(
          await q<{ id: string; first_name: string; last_name: string }>(
            `SELECT id, first_name, last_name FROM users WHERE id IN (${inList(ids)})`,
            ids,
          ),
        )
      : new Map<string, { first_name: string; last_name: string }>();
    return rows.map((row) => toTransaction(row, users.get(row.posted_by_id) ?? null));
  }

  async function accounts(query: Query): Promise<Answer> {
    const withBalance = query.get("accountBalance") === "true";
    const [rows, [count]] = await Promise.all([
      q<{ id: string; name: string }>(
        `SELECT c.id, c.name FROM clients c WHERE 1=1 ORDER BY c.name_order, c.id LIMIT ${intParam(query, "limit", 50)} OFFSET ${intParam(query, "skip", 0)}`,
      ).then(withListingCounts),
      q<{ count: string }>(`SELECT count(*) FROM (SELECT c.id FROM clients c WHERE 1=1 OFFSET 0) sub`),
    ]);
    const ids = rows.map((row) => row.id);
    const accountRows = ids.length
      ? await q<{ client_id: string; balance: string; entry_count: number }>(
          `SELECT client_id, balance, entry_count FROM accounts WHERE client_id IN (${inList(ids)})`,
          ids,
        )
      : [];
    const accountOf = new Map(accountRows.map((row) => [row.client_id, row]));
    const items = rows.map((row) => {
      const account = accountOf.get(row.id);
      return {
        _id: row.id,
        name: row.name,
        propertyCount: row.property_count,
        entryCount: account?.entry_count ?? 0,
        ...(withBalance ? { accountBalance: account ? account.balance : "0.00" } : {}),
      };
    });
    return list(items, Number(count!.count));
  }

  async function stats(): Promise<Answer> {
    const rows = await q<{ table_name: string; row_count: string }>(
      `SELECT table_name, row_count FROM record_counts WHERE table_name IN ('clients', 'listings', 'service_orders')`,
    );
    const countOf = (table: string) => Number(rows.find((row) => row.table_name === table)?.row_count ?? 0);
    return { status: 200, body: { clients: countOf("clients"), listings: countOf("listings"), serviceOrders: countOf("service_orders") } };
  }

  /** The app's posting at the end of the ledger (no date given): the same statements in one transaction. */
  async function postTransaction(body: Record<string, string>, actor: { id: string; name: string }): Promise<Answer> {
    const db = await pool.connect();
    try {
      await db.query("BEGIN");
      await db.query(
        `INSERT INTO accounts (client_id, balance, entry_count, created_at, updated_at) SELECT id, 0, 0, now(), now() FROM clients WHERE id = $1::uuid
         ON CONFLICT (client_id) DO NOTHING`,
        [body.clientRef],
      );
      const [account] = (
        await db.query(`SELECT balance::text AS balance, entry_count FROM accounts WHERE client_id = $1::uuid FOR UPDATE`, [body.clientRef])
      ).rows;
      if (!account) {
        await db.query("ROLLBACK");
        return { status: 422, body: { status: 422, message: "Client not found." } };
      }
      await db.query(
        `SELECT id, date, sequence, closing_balance FROM account_transactions WHERE client_id = $1 ORDER BY date DESC, sequence DESC LIMIT 1`,
        [body.clientRef],
      );
      const cents = (text: string) => BigInt(Number(text).toFixed(2).replace(".", ""));
      const delta = body.column === "credit" ? cents(body.value!) : -cents(body.value!);
      const balanceCents = cents(account.balance) + delta;
      const sign = balanceCents < 0n ? "-" : "";
      const digits = (balanceCents < 0n ? -balanceCents : balanceCents).toString().padStart(3, "0");
      const balance = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
      const now = new Date();
      const [created] = (
        await db.query(
          `INSERT INTO account_transactions (client_id, date, "column", type, description, value, closing_balance, posted_by_id, created_at)
           VALUES ($1, $2, $3::text::"LedgerColumn", $4::text::"TransactionType", $5, $6, $7, $8, $9) RETURNING id, date, sequence`,
          [body.clientRef, now, body.column, body.type, body.description, body.value, balance, actor.id, now],
        )
      ).rows;
      await db.query(`UPDATE accounts SET balance = $1, entry_count = $2, updated_at = $3 WHERE client_id = $4 RETURNING *`, [
        balance,
        account.entry_count + 1,
        now,
        body.clientRef,
      ]);
      const [entry] = (await db.query(`SELECT ${TRANSACTION_COLUMNS} FROM account_transactions WHERE id = $1 LIMIT 1`, [created.id])).rows;
      const [poster] = (await db.query(`SELECT id, first_name, last_name FROM users WHERE id = $1`, [actor.id])).rows;
      const dto = toTransaction(entry, poster ?? null);
      await db.query(
        `INSERT INTO audit_log (actor_id, actor_name, action, entity_type, entity_id, changes, at) VALUES ($1, $2, 'post', 'account', $3, $4, $5) RETURNING *`,
        [
          actor.id,
          actor.name,
          dto.clientRef,
          JSON.stringify({
            entryId: dto._id,
            ...dto,
            postedBy: undefined,
            _id: undefined,
            reverses: undefined,
            reversedBy: undefined,
            reversalReason: undefined,
            backDated: false,
          }),
          now,
        ],
      );
      await db.query("COMMIT");
      return { status: 201, body: dto };
    } catch (error) {
      await db.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      db.release();
    }
  }

  async function route(req: IncomingMessage, body: string): Promise<Answer> {
    const actor = await authenticate(req);
    if (!actor) return { status: 401, body: { status: 401, message: "Your session has ended. Please sign in again." } };
    const url = new URL(req.url ?? "/", "http://baseline");
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const query = url.searchParams;
    if (req.method === "POST" && path === "/accounts/transactions/register") return postTransaction(JSON.parse(body), actor);
    if (req.method !== "GET") return { status: 405, body: { status: 405, message: "This method is not allowed on this route." } };
    if (path === "/clients") return clients(query);
    if (path === "/search") return quickFind(query);
    if (path === "/listings") return listings(query);
    if (path.startsWith("/listings/details/")) return listingDetails(path.slice("/listings/details/".length));
    if (path === "/services/orders") return serviceOrderGroups(query);
    if (path === "/reminders") return reminders(query);
    if (path === "/accounts/transactions") return transactions(query);
    if (path === "/accounts") return accounts(query);
    if (path === "/references/stats") return stats();
    return { status: 404, body: { status: 404, message: "Not found." } };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      route(req, body)
        .then((answer) => send(res, answer))
        .catch((error: unknown) => {
          console.error("baseline:", error);
          send(res, { status: 500, body: { status: 500, message: "There was a problem executing your request. " } });
        });
    });
  }

  const server: Server = createServer(handle);
  return {
    server,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

function list(items: unknown[], total: number): Answer {
  return { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
}

function send(res: ServerResponse, answer: Answer) {
  const payload = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(payload),
    "Cache-Control": "no-store",
    ...answer.headers,
  });
  res.end(payload);
}

function toListing(row: Row, owner: { id: string; name: string }, specialist: { id: string; first_name: string; last_name: string }) {
  const lease = [row.lease_start_date, row.lease_end_date, row.tenant_name, row.tenant_phone_number, row.tenant_email];
  return {
    _id: row.id,
    client: row.client_id,
    clientRef: { _id: owner.id, name: owner.name },
    propertyName: row.property_name,
    propertySpecialist: row.property_specialist_id,
    propertySpecialistRef: { _id: specialist.id, firstName: specialist.first_name, lastName: specialist.last_name },
    image: row.image_id ? pictureUrl(row.image_id) : PLACEHOLDER_IMAGE,
    imageId: row.image_id,
    listingType: row.listing_type,
    propertyType: row.property_type,
    location: row.location,
    status: row.status,
    zoning: row.zoning,
    amenities: chips(row.amenities),
    services: chips(row.services),
    cost: { salePriceInUS: fixed(row.sale_price_usd, 2), rentalPriceInUS: fixed(row.rental_price_usd, 2), negotiable: row.negotiable },
    size: {
      lotSizeSqFeet: fixed(row.lot_size_sq_feet, 2),
      lotSizeAcres: fixed(row.lot_size_acres, 4),
      propertySizeSqFeet: fixed(row.property_size_sq_feet, 2),
    },
    rooms: { bedrooms: row.bedrooms, bathrooms: row.bathrooms, otherRooms: chips(row.other_rooms) },
    currentLease: lease.some((value) => value !== null)
      ? {
          startDate: day(row.lease_start_date),
          endDate: day(row.lease_end_date),
          tenantName: row.tenant_name,
          tenantPhoneNumber: row.tenant_phone_number,
          tenantEmail: row.tenant_email,
        }
      : null,
    notes: row.notes,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toServiceOrder(row: Row & { listing?: Row; provider?: Row }, now: Date) {
  const dueAt = row.due_at as Date;
  return {
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    listingRef: row.listing_id,
    listing: {
      _id: row.listing!.id,
      propertyName: row.listing!.property_name,
      image: row.listing!.image_id ? pictureUrl(row.listing!.image_id) : PLACEHOLDER_IMAGE,
      listingType: row.listing!.listing_type,
      propertyType: row.listing!.property_type,
    },
    serviceProviderRef: row.service_provider_id,
    serviceProvider: { _id: row.provider!.id, name: row.provider!.name },
    serviceDueDateTime: iso(dueAt),
    details: row.details,
    notes: row.notes,
    status: row.status,
    pastDue: isPastDue({ status: row.status as ServiceOrderStatus, dueAt }, now),
    created_by: { _id: row.created_by_id, name: row.created_by_name },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toTransaction(row: Row, poster: { first_name: string; last_name: string } | null) {
  return {
    _id: row.id,
    clientRef: row.client_id,
    date: iso(row.date),
    type: row.type,
    description: row.description,
    column: row.column,
    value: row.value,
    closingBalance: row.closing_balance,
    postedBy: poster ? `${poster.first_name} ${poster.last_name}`.trim() : null,
    // The benchmark's ledgers hold no reversals (scripts/bench/generate.ts).
    reverses: null,
    reversedBy: null,
    reversalReason: null,
  };
}

if (process.argv[1]?.endsWith("baseline.ts")) {
  const [port, url] = process.argv.slice(2);
  if (!port || !url) {
    console.error("usage: tsx scripts/bench/baseline.ts <port> <database url>");
    process.exit(1);
  }
  const baseline = createBaseline(url);
  void baseline.listen(Number(port)).then(() => console.log(`baseline on http://127.0.0.1:${port}`));
}
