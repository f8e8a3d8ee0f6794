import { expect, type APIRequestContext } from "@playwright/test";
import { API, tokenHeaders } from "./api";
import { withTestDatabase } from "./test-database";

/** Helpers for the accounts API and browser tests. */
export interface TransactionBody {
  _id: string;
  clientRef: string;
  date: string;
  type: string;
  description: string;
  column: "credit" | "debit";
  value: string;
  closingBalance: string;
  postedBy: string | null;
  reverses: { _id: string; date: string } | null;
  reversedBy: { _id: string; date: string } | null;
  reversalReason: string | null;
}

export function transactionBody(clientRef: string, overrides: Record<string, unknown> = {}) {
  return { clientRef, column: "credit", type: "wire", description: "Rent collected", value: "100.00", ...overrides };
}

export async function postTransactionViaApi(
  request: APIRequestContext,
  token: string,
  clientRef: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await request.post(`${API}/accounts/transactions/register`, {
    headers: tokenHeaders(token),
    data: transactionBody(clientRef, overrides),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TransactionBody;
}

/** The whole ledger, newest first, and the X-Total-Count. */
export async function ledgerViaApi(request: APIRequestContext, token: string, clientId: string) {
  const response = await request.get(`${API}/accounts/transactions`, {
    headers: tokenHeaders(token),
    params: { client: clientId, limit: 500 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { items: (await response.json()) as TransactionBody[], total: Number(response.headers()["x-total-count"]) };
}

/** The balance GET /accounts?accountBalance=true reports for a client (found by its unique name). */
export async function listedBalance(request: APIRequestContext, token: string, name: string) {
  const response = await request.get(`${API}/accounts`, { headers: tokenHeaders(token), params: { name, accountBalance: "true" } });
  expect(response.status(), await response.text()).toBe(200);
  const items = (await response.json()) as { name: string; accountBalance: string; entryCount: number }[];
  const item = items.find((candidate) => candidate.name === name);
  expect(item, `${name} is listed`).toBeTruthy();
  return item!;
}

export interface AuditRow {
  action: string;
  entity_type: string;
  entity_id: string;
  actor_name: string;
  actor_id: string | null;
  at: Date;
  changes: Record<string, unknown>;
}

/** Audit rows for some records, read straight from the run's database. */
export async function auditRowsFor(entityIds: string[]): Promise<AuditRow[]> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<AuditRow>(
      `SELECT action, entity_type, entity_id::text AS entity_id, actor_name, actor_id::text AS actor_id, at, changes
       FROM audit_log WHERE entity_id = ANY($1::uuid[]) ORDER BY at`,
      [entityIds],
    );
    return rows;
  });
}

/** Ledger order is newest first in the API; this checks each closing balance follows from the one before. */
export function expectConsistentLedger(newestFirst: TransactionBody[]) {
  const cents = (amount: string) => BigInt(amount.replace(".", ""));
  const oldestFirst = [...newestFirst].reverse();
  let balance = 0n;
  for (const entry of oldestFirst) {
    balance += entry.column === "credit" ? cents(entry.value) : -cents(entry.value);
    expect(cents(entry.closingBalance), `closing balance of ${entry.description}`).toBe(balance);
  }
  return balance;
}

/** One entry of a ledger written by SQL: its description, column and amount in cents. */
export interface LongLedgerEntry {
  description: string;
  column: "credit" | "debit";
  cents: number;
}

/**
 * `count` entries written straight into the run's database (the API would take minutes), dated from `firstDay`
 * at noon UTC, four entries on each day (so ledger order leans on the entry order too), with their closing balances
 * recomputed over the whole ledger and the account's balance and count brought in step. Returns what was written,
 * in ledger order, for the test to sum on its own.
 */
export async function writeLongLedger(clientId: string, count: number, firstDay: string): Promise<LongLedgerEntry[]> {
  await withTestDatabase(async (client) => {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO account_transactions (client_id, date, "column", type, description, value, closing_balance)
       SELECT $1::uuid, $2::timestamptz + ((i - 1) / 4) * interval '1 day',
              (CASE WHEN i % 3 = 0 THEN 'debit' ELSE 'credit' END)::"LedgerColumn", 'wire'::"TransactionType",
              'Long entry ' || i, (i % 97 + 1) + 0.25, 0
       FROM generate_series(1, $3::int) AS i ORDER BY i`,
      [clientId, `${firstDay}T12:00:00Z`, count],
    );
    await client.query(
      `UPDATE account_transactions t SET closing_balance = r.balance
       FROM (SELECT id, sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END)
                    OVER (ORDER BY date, sequence ROWS UNBOUNDED PRECEDING) AS balance
             FROM account_transactions WHERE client_id = $1::uuid) r
       WHERE t.id = r.id`,
      [clientId],
    );
    await client.query(
      `UPDATE accounts SET entry_count = (SELECT count(*) FROM account_transactions WHERE client_id = $1::uuid),
              balance = (SELECT closing_balance FROM account_transactions WHERE client_id = $1::uuid ORDER BY date DESC, sequence DESC LIMIT 1)
       WHERE client_id = $1::uuid`,
      [clientId],
    );
    await client.query("COMMIT");
  });
  return Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return { description: `Long entry ${i}`, column: i % 3 === 0 ? "debit" : "credit", cents: ((i % 97) + 1) * 100 + 25 };
  });
}

/** Cents as the API writes amounts ("-1234.50"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
