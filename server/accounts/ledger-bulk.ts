import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { entryAuditChanges, type NewEntry } from "./ledger";

type Tx = Prisma.TransactionClient;

/** Clients per batch: their account rows are locked together, their entries inserted and their balances recomputed in a few statements. */
export const BULK_POSTING_CLIENTS = 500;

export interface PostedEntry {
  id: string;
  clientId: string;
  date: Date;
  column: string;
  type: string;
  description: string;
  value: string;
  closingBalance: string;
  backDated: boolean;
}

/**
 * Many entries to many ledgers in one go (an import's opening balances), with
 * what postEntry does for one — account opened if missing, its row locked,
 * closing balances in ledger order, the account's balance and count, an audit
 * row per entry — but as set statements per batch of clients, not per entry:
 * 20,000 entries take seconds, not the minutes a round trip per entry took.
 * Accounts are locked in client-id order, so two bulk posts never deadlock.
 * The closing balances of the touched ledgers are recomputed from each
 * ledger's first new entry on (a window over (date, sequence), as
 * recomputeClosingBalances does for one). A balance past numeric(14,2) fails
 * the statement (SQLSTATE 22003), which the caller turns into its message.
 */
export async function postEntriesInBulk(
  tx: Tx,
  entries: NewEntry[],
  { actor, importedFrom }: { actor: Actor; importedFrom?: string },
): Promise<PostedEntry[]> {
  const byClient = new Map<string, NewEntry[]>();
  for (const entry of entries) byClient.set(entry.clientId, [...(byClient.get(entry.clientId) ?? []), entry]);
  const clientIds = [...byClient.keys()].sort();
  const postedOf = new Map<NewEntry, PostedEntry>();
  for (let start = 0; start < clientIds.length; start += BULK_POSTING_CLIENTS) {
    const batch = clientIds.slice(start, start + BULK_POSTING_CLIENTS);
    const batchEntries = batch.flatMap((clientId) => byClient.get(clientId)!);
    const posted = await postBatch(tx, batch, batchEntries, actor, importedFrom);
    batchEntries.forEach((entry, index) => postedOf.set(entry, posted[index]!));
  }
  return entries.map((entry) => postedOf.get(entry)!);
}

async function postBatch(tx: Tx, clientIds: string[], entries: NewEntry[], actor: Actor, importedFrom?: string): Promise<PostedEntry[]> {
  const ids = JSON.stringify(clientIds);
  await tx.$executeRaw`
    INSERT INTO accounts (client_id, balance, entry_count, created_at, updated_at)
    SELECT c.id, 0, 0, now(), now() FROM clients c WHERE c.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))
    ON CONFLICT (client_id) DO NOTHING`;
  await tx.$queryRaw`
    SELECT client_id FROM accounts WHERE client_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))
    ORDER BY client_id FOR UPDATE`;
  // The last entry of each ledger before this batch: a new entry dated before it is back-dated.
  const lastDates = await tx.$queryRaw<{ client_id: string; date: Date }[]>`
    SELECT client_id::text, max(date) AS date FROM account_transactions
    WHERE client_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb)) GROUP BY client_id`;
  const lastDateOf = new Map(lastDates.map((row) => [row.client_id, row.date.getTime()]));

  // Entries keep the order they were given within a ledger: sequence follows the row order of the insert.
  const newIds = entries.map(() => randomUUID());
  const rows = entries.map((entry, index) => ({
    ord: index,
    id: newIds[index],
    client_id: entry.clientId,
    date: entry.date.toISOString(),
    column: entry.column,
    type: entry.type,
    description: entry.description,
    value: entry.value,
    posted_by_id: entry.postedById,
  }));
  await tx.$executeRaw`
    INSERT INTO account_transactions (id, client_id, date, "column", type, description, value, closing_balance, posted_by_id)
    SELECT r.id, r.client_id, r.date, r."column"::"LedgerColumn", r.type::"TransactionType", r.description, r.value, 0, r.posted_by_id
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(ord integer, id uuid, client_id uuid, date timestamptz, "column" text, type text, description text, value numeric, posted_by_id uuid)
    ORDER BY r.ord`;

  await tx.$executeRaw`
    WITH touched AS (
      SELECT DISTINCT ON (t.client_id) t.client_id, t.date AS first_date, t.sequence AS first_sequence
      FROM account_transactions t WHERE t.id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(newIds)}::jsonb))
      ORDER BY t.client_id, t.date, t.sequence
    ), opening AS (
      SELECT touched.*, coalesce((
        SELECT p.closing_balance FROM account_transactions p
        WHERE p.client_id = touched.client_id AND (p.date, p.sequence) < (touched.first_date, touched.first_sequence)
        ORDER BY p.date DESC, p.sequence DESC LIMIT 1), 0) AS balance
      FROM touched
    ), running AS (
      SELECT t.id, o.balance + sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END)
        OVER (PARTITION BY t.client_id ORDER BY t.date, t.sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS closing
      FROM account_transactions t JOIN opening o ON o.client_id = t.client_id
      WHERE (t.date, t.sequence) >= (o.first_date, o.first_sequence)
    )
    UPDATE account_transactions a SET closing_balance = running.closing
    FROM running WHERE a.id = running.id AND a.closing_balance <> running.closing`;
  await tx.$executeRaw`
    UPDATE accounts a SET
      balance = coalesce((SELECT t.closing_balance FROM account_transactions t WHERE t.client_id = a.client_id
                          ORDER BY t.date DESC, t.sequence DESC LIMIT 1), 0),
      entry_count = (SELECT count(*) FROM account_transactions t WHERE t.client_id = a.client_id),
      updated_at = now()
    WHERE a.client_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${ids}::jsonb))`;

  const stored = await tx.$queryRaw<{ id: string; value: string; closing_balance: string }[]>`
    SELECT id::text, value::text, closing_balance::text FROM account_transactions
    WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(newIds)}::jsonb))`;
  const storedOf = new Map(stored.map((row) => [row.id, row]));
  const posted = entries.map((entry, index): PostedEntry => {
    const last = lastDateOf.get(entry.clientId);
    return {
      id: newIds[index]!,
      clientId: entry.clientId,
      date: entry.date,
      column: entry.column,
      type: entry.type,
      description: entry.description,
      value: storedOf.get(newIds[index]!)!.value,
      closingBalance: storedOf.get(newIds[index]!)!.closing_balance,
      backDated: last !== undefined && entry.date.getTime() < last,
    };
  });
  const audits = posted.map((entry) => ({
    entity_id: entry.clientId,
    changes: {
      ...entryAuditChanges({ ...entry, date: entry.date.toISOString() }),
      backDated: entry.backDated,
      ...(importedFrom ? { importedFrom } : {}),
    },
  }));
  await tx.$executeRaw`
    INSERT INTO "audit_log" ("actor_id", "actor_name", "action", "entity_type", "entity_id", "changes")
    SELECT ${actor.id}::uuid, ${actor.name}, 'post', 'account', r.entity_id, r.changes
    FROM jsonb_to_recordset(${JSON.stringify(audits)}::jsonb) AS r(entity_id uuid, changes jsonb)`;
  return posted;
}
