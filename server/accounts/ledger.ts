import type { LedgerColumn, TransactionType } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { unprocessable } from "@/server/errors";
import { balanceAfter, MAX_LEDGER_BALANCE } from "./ledger-math";

/**
 * The ledger's writes, always inside one database transaction that first
 * locks the account row (SELECT ... FOR UPDATE): postings and deletions to
 * one account run one after another, so none is lost or doubled.
 *
 * - Appending at the end of the ledger is O(1): closing = balance ± value.
 * - A back-dated posting or a deletion recomputes the closing balances of the
 *   entries from the affected point on, in one window-function UPDATE, never
 *   the whole ledger in JavaScript.
 */
type Tx = Prisma.TransactionClient;

/**
 * Postings to one account queue on its row lock, so a busy account makes
 * transactions wait longer than Prisma's defaults (2 s for a connection, 5 s in all).
 */
export const LEDGER_TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

export interface LockedAccount {
  balance: string;
  entryCount: number;
}

/**
 * Locks the client's account row, opening the account (zero balance) if the
 * client has none yet. Null when the client does not exist.
 */
export async function lockAccount(tx: Tx, clientId: string, { open = true } = {}): Promise<LockedAccount | null> {
  if (open) {
    await tx.$executeRaw`
      INSERT INTO accounts (client_id, balance, entry_count, created_at, updated_at)
      SELECT id, 0, 0, now(), now() FROM clients WHERE id = ${clientId}::uuid
      ON CONFLICT (client_id) DO NOTHING`;
  }
  const rows = await tx.$queryRaw<{ balance: string; entry_count: number }[]>`
    SELECT balance::text AS balance, entry_count FROM accounts WHERE client_id = ${clientId}::uuid FOR UPDATE`;
  const row = rows[0];
  return row ? { balance: row.balance, entryCount: Number(row.entry_count) } : null;
}

/** The last entry in ledger order (newest date, then latest entered), found on the index. */
export async function lastEntry(tx: Tx, clientId: string) {
  return tx.accountTransaction.findFirst({
    where: { clientId },
    orderBy: [{ date: "desc" }, { sequence: "desc" }],
    select: { date: true, sequence: true, closingBalance: true },
  });
}

/** One entry to add to a ledger: a posting, or a reversal (which names the entry it cancels and why). */
export interface NewEntry {
  clientId: string;
  date: Date;
  column: LedgerColumn;
  type: TransactionType;
  description: string;
  /** The exact amount, e.g. "1250.00". */
  value: string;
  /** Null: posted by a job (rent a tenant paid). */
  postedById: string | null;
  reversal?: { reversesId: string; reason: string };
}

const TOO_LARGE = "The account balance would exceed the largest amount the ledger can hold.";

/**
 * Adds an entry to the ledger whose row `account` holds locked (lockAccount):
 * at the end the closing balance is balance ± value and the account moves with
 * it (O(1)); a back-dated entry is inserted in place and the closing balances
 * from it on are recomputed in SQL. Returns the new entry's id and whether it
 * was back-dated.
 */
export async function appendEntry(tx: Tx, account: LockedAccount, entry: NewEntry): Promise<{ id: string; backDated: boolean }> {
  const newBalance = balanceAfter(account.balance, entry.column, entry.value);
  if (newBalance.abs().greaterThan(MAX_LEDGER_BALANCE)) throw unprocessable(TOO_LARGE);
  const last = await lastEntry(tx, entry.clientId);
  const atEnd = !last || entry.date.getTime() >= last.date.getTime();

  const created = await tx.accountTransaction.create({
    data: {
      clientId: entry.clientId,
      date: entry.date,
      column: entry.column,
      type: entry.type,
      description: entry.description,
      value: entry.value,
      // Back-dated: provisional, recomputed below with everything after it.
      closingBalance: newBalance.toFixed(2),
      postedById: entry.postedById,
      reversesId: entry.reversal?.reversesId ?? null,
      reversalReason: entry.reversal?.reason ?? null,
    },
    select: { id: true, date: true, sequence: true },
  });

  const entryCount = account.entryCount + 1;
  if (atEnd) {
    await tx.account.update({ where: { clientId: entry.clientId }, data: { balance: newBalance.toFixed(2), entryCount } });
  } else {
    await recomputeClosingBalances(tx, entry.clientId, { date: created.date, sequence: created.sequence });
    await syncAccountBalance(tx, entry.clientId, entryCount);
  }
  return { id: created.id, backDated: !atEnd };
}

/**
 * Recomputes the closing balance of every entry at or after (date, sequence)
 * in ledger order, starting from the closing balance of the entry just before
 * that point. Without a point, the whole ledger (the explicit reconcile only).
 * Returns how many entries changed.
 */
export async function recomputeClosingBalances(tx: Tx, clientId: string, from?: { date: Date; sequence: bigint }): Promise<number> {
  const changed = from
    ? await tx.$executeRaw`
        WITH opening AS (
          SELECT coalesce((
            SELECT closing_balance FROM account_transactions
            WHERE client_id = ${clientId}::uuid AND (date, sequence) < (${from.date}::timestamptz, ${from.sequence}::bigint)
            ORDER BY date DESC, sequence DESC
            LIMIT 1), 0) AS balance
        ), running AS (
          SELECT t.id,
                 (SELECT balance FROM opening)
                 + sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END)
                   OVER (ORDER BY t.date, t.sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS closing
          FROM account_transactions t
          WHERE t.client_id = ${clientId}::uuid AND (t.date, t.sequence) >= (${from.date}::timestamptz, ${from.sequence}::bigint)
        )
        UPDATE account_transactions a SET closing_balance = running.closing
        FROM running
        WHERE a.id = running.id AND a.closing_balance <> running.closing`
    : await tx.$executeRaw`
        WITH running AS (
          SELECT t.id,
                 sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END)
                   OVER (ORDER BY t.date, t.sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS closing
          FROM account_transactions t
          WHERE t.client_id = ${clientId}::uuid
        )
        UPDATE account_transactions a SET closing_balance = running.closing
        FROM running
        WHERE a.id = running.id AND a.closing_balance <> running.closing`;
  return Number(changed);
}

/** Sets the account's balance to the closing balance of its last entry (zero when empty). */
export async function syncAccountBalance(tx: Tx, clientId: string, entryCount: number): Promise<string> {
  const last = await lastEntry(tx, clientId);
  const balance = last ? last.closingBalance.toFixed(2) : "0.00";
  await tx.account.update({ where: { clientId }, data: { balance, entryCount } });
  return balance;
}

/**
 * A balance beyond numeric(14,2) makes PostgreSQL refuse the write
 * (SQLSTATE 22003); that is a business-rule failure, not a server fault.
 */
export async function guardBalanceOverflow<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNumericOverflow(error)) throw unprocessable(TOO_LARGE);
    throw error;
  }
}

function isNumericOverflow(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const meta = (error as { meta?: unknown }).meta;
  const text = `${error.message} ${meta ? JSON.stringify(meta) : ""}`;
  return /22003|numeric field overflow/i.test(text);
}

/** The fields every ledger audit row (post, delete-entry) gives of its entry, as the History reads them (server/history). */
export function entryAuditChanges(entry: {
  id: string;
  clientId: string;
  date: string;
  column: string;
  type: string;
  description: string;
  value: string;
  closingBalance: string;
}) {
  const { id, clientId, date, column, type, description, value, closingBalance } = entry;
  return { entryId: id, clientRef: clientId, date, column, type, description, value, closingBalance };
}
