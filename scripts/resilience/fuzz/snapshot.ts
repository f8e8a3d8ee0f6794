/**
 * What "the database is unchanged" means for the fuzzing suite: the row
 * count and a content checksum of every table, and a checksum of the
 * ledger (every entry in ledger order and every account's balance).
 *
 * sessions is counted but its content left out: each request through a
 * session refreshes that session's last-seen time, which is bookkeeping,
 * not data. sign_in_failures and audit_log are held to the full rule — a
 * refused request must neither count as a failed sign-in (bad input never
 * reaches the sign-in limits) nor be audited.
 */
import pg from "pg";

export interface DatabaseSnapshot {
  rowCounts: Record<string, number>;
  tableChecksums: Record<string, string>;
  ledgerChecksum: string;
  ledgerEntries: number;
}

const CONTENT_NOT_COMPARED = new Set(["sessions"]);

export async function snapshotDatabase(url: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const rowCounts: Record<string, number> = {};
    const tableChecksums: Record<string, string> = {};
    for (const { name } of tables) {
      const table = client.escapeIdentifier(name);
      const { rows } = await client.query<{ count: string; checksum: string }>(
        `SELECT count(*) AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum FROM ${table} t`,
      );
      rowCounts[name] = Number(rows[0]!.count);
      if (!CONTENT_NOT_COMPARED.has(name)) tableChecksums[name] = rows[0]!.checksum;
    }
    const { rows: ledger } = await client.query<{ checksum: string; entries: string }>(
      `SELECT md5(
                (SELECT coalesce(string_agg(concat_ws('|', id, client_id, date, sequence, "column", type, value, closing_balance, posted_by_id),
                                            E'\\n' ORDER BY client_id, date, sequence), '') FROM account_transactions)
                || '#' ||
                (SELECT coalesce(string_agg(concat_ws('|', client_id, balance, entry_count), E'\\n' ORDER BY client_id), '') FROM accounts)
              ) AS checksum,
              (SELECT count(*) FROM account_transactions) AS entries`,
    );
    return { rowCounts, tableChecksums, ledgerChecksum: ledger[0]!.checksum, ledgerEntries: Number(ledger[0]!.entries) };
  } finally {
    await client.end();
  }
}

/** The differences between two snapshots, as readable lines (none when equal). */
export function differences(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const lines: string[] = [];
  for (const [table, count] of Object.entries(before.rowCounts)) {
    if (after.rowCounts[table] !== count) lines.push(`${table}: ${count} rows before, ${after.rowCounts[table]} after`);
  }
  for (const [table, checksum] of Object.entries(before.tableChecksums)) {
    if (after.tableChecksums[table] !== checksum) lines.push(`${table}: its content changed`);
  }
  if (before.ledgerChecksum !== after.ledgerChecksum) lines.push(`ledger checksum ${before.ledgerChecksum} became ${after.ledgerChecksum}`);
  return lines;
}
