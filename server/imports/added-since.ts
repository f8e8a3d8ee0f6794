import type { Db, ImportedRecord } from "./kinds/kind-types";

/**
 * What stops an undo (undo-import.ts): rows added since the import that point at the records it created — found in
 * the database's own catalog of foreign keys, so a table added later is covered without being listed here — and the
 * later imports those rows belong to, which are undone first.
 */

/** The tables an import creates rows in (entries are removed through the ledger, never by a cascade). */
const CREATED_TABLES: Record<Exclude<ImportedRecord["type"], "entry">, string> = {
  client: "clients",
  serviceProvider: "service_providers",
  listing: "listings",
  tenant: "tenants",
  lease: "leases",
};

/** What a row of a table that points at an imported record is called: singular, plural (and the order they are named in). */
const HANGING_LABELS: Record<string, [string, string]> = {
  documents: ["document", "documents"],
  listing_pictures: ["gallery picture", "gallery pictures"],
  accounts: ["account", "accounts"],
  account_transactions: ["ledger entry", "ledger entries"],
  statement_sends: ["statement sent", "statements sent"],
  listings: ["listing", "listings"],
  service_orders: ["service order", "service orders"],
  reminders: ["reminder", "reminders"],
  leases: ["lease", "leases"],
  "lease_tenants.tenant_id": ["lease", "leases"],
  "lease_tenants.lease_id": ["tenant", "tenants"],
  lease_entries: ["ledger entry", "ledger entries"],
};

/** Named in this order (the labels' own), any other table after them. */
const labelOrder = (key: string) => {
  const at = Object.keys(HANGING_LABELS).indexOf(key);
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
};

interface ForeignKey {
  target: string;
  /** The referencing table, quoted and schema-qualified; its bare name; the referencing column, quoted. */
  source: string;
  table: string;
  column: string;
  /** The referencing table has an "id" column (its rows can be found in a later import's records). */
  hasId: boolean;
}

/**
 * Every single-column foreign key into the tables an import creates rows in, read from the catalog, so that a
 * table added later (leases, tenants) is counted without anyone remembering to add it here.
 */
async function foreignKeysInto(tx: Db): Promise<ForeignKey[]> {
  return tx.$queryRaw<ForeignKey[]>`
    SELECT target.relname AS target,
           quote_ident(ns.nspname) || '.' || quote_ident(source.relname) AS source,
           source.relname AS table,
           quote_ident(a.attname) AS column,
           EXISTS (SELECT 1 FROM pg_attribute id WHERE id.attrelid = c.conrelid AND id.attname = 'id' AND NOT id.attisdropped) AS "hasId"
    FROM pg_constraint c
    JOIN pg_class target ON target.oid = c.confrelid
    JOIN pg_class source ON source.oid = c.conrelid
    JOIN pg_namespace ns ON ns.oid = source.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
      AND target.relnamespace = current_schema()::regnamespace
      AND target.relname IN ('clients', 'listings', 'service_providers', 'tenants', 'leases')
      -- A lease's months are derived from its entries (counted there), never added on their own.
      AND source.relname <> 'lease_months'
    ORDER BY source.relname, a.attname`;
}

/**
 * For each created client, listing, provider, tenant or lease that anything now points at, what (e.g. "a document
 * and an account added since"; on a lease, "2 ledger entries added since": rent charged, a payment). The created
 * rows are locked first (FOR UPDATE): a document or an order being added to one at this moment is waited for and
 * counted, and none can be added until the undo is over (its insert then fails). A row this import created itself
 * does not count: a listing's lease and its tenant, a lease's opening balance entry, its primary tenant link.
 */
export async function recordsAddedTo(tx: Db, records: ImportedRecord[]): Promise<{ reasons: Map<string, string>; addingRows: string[] }> {
  const created = new Map<string, string[]>();
  const ownEntries: string[] = [];
  for (const record of records) {
    if (record.type === "entry" || record.action !== "created") continue;
    if (record.type === "lease") ownEntries.push(...(record.entryIds ?? []));
    const table = CREATED_TABLES[record.type];
    const ids = created.get(table) ?? [];
    ids.push(record.id);
    created.set(table, ids);
  }
  if (created.size === 0) return { reasons: new Map(), addingRows: [] };
  // The rows that point at the import's records (their ids, or a lease's for its tenant links): a later import may hold them.
  const addingRows = new Set<string>();
  const found = new Map<string, { counts: Map<string, number> }>();
  for (const [table, ids] of created) {
    await tx.$queryRawUnsafe(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, ids);
  }
  for (const key of await foreignKeysInto(tx)) {
    const ids = created.get(key.target);
    if (!ids) continue;
    // The import's own rows: those it created in the table; a lease's tenants by the lease (the table has no id).
    const own =
      key.table === "lease_tenants"
        ? { column: "lease_id", ids: created.get("leases") }
        : { column: "id", ids: key.table === "lease_entries" ? ownEntries : created.get(key.table) };
    const ownIds = own.ids?.length ? own.ids : undefined;
    const rowId = key.hasId
      ? "id"
      : key.table === "lease_tenants"
        ? key.column.replace(/"/g, "") === "tenant_id"
          ? "lease_id"
          : "tenant_id"
        : null;
    const rows = await tx.$queryRawUnsafe<{ ref: string; count: number; rows: string[] | null }[]>(
      `SELECT ${key.column}::text AS ref, count(*)::int AS count,
              ${rowId ? `(array_agg(${rowId}::text))[1:1000]` : "NULL::text[]"} AS rows
       FROM ${key.source}
       WHERE ${key.column} = ANY($1::uuid[])${ownIds ? ` AND NOT (${own.column} = ANY($2::uuid[]))` : ""}
       GROUP BY 1`,
      ids,
      ...(ownIds ? [ownIds] : []),
    );
    for (const row of rows) for (const id of row.rows ?? []) addingRows.add(id);
    const labelKey =
      `${key.table}.${key.column.replace(/"/g, "")}` in HANGING_LABELS ? `${key.table}.${key.column.replace(/"/g, "")}` : key.table;
    for (const { ref, count } of rows) {
      const entry = found.get(ref) ?? { counts: new Map<string, number>() };
      entry.counts.set(labelKey, (entry.counts.get(labelKey) ?? 0) + count);
      found.set(ref, entry);
    }
  }
  const reasons = new Map<string, string>();
  for (const [id, { counts }] of found) {
    const parts = [...counts]
      .sort(([a], [b]) => labelOrder(a) - labelOrder(b))
      .map(([table, count]) => {
        const [one, many] = HANGING_LABELS[table] ?? [`row of ${table}`, `rows of ${table}`];
        return count === 1 ? `${/^[aeiou]/.test(one) ? "an" : "a"} ${one}` : `${count} ${many}`;
      });
    const listed = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
    reasons.set(id, `${listed} added since`);
  }
  return { reasons, addingRows: [...addingRows].slice(0, 50_000) };
}

/**
 * The imports committed after this one (not undone) whose records include rows that point at its records — a
 * listings import on a clients import's owners, a leases import on its listings, opening balances on its clients —,
 * newest first: they are undone first.
 */
export async function laterImportsOn(
  tx: Db,
  importId: string,
  committedAt: Date | null,
  addingRows: string[],
): Promise<{ id: string; fileName: string; kind: string }[]> {
  if (addingRows.length === 0) return [];
  return tx.$queryRaw<{ id: string; fileName: string; kind: string }[]>`
    SELECT i.id::text AS id, i.file_name AS "fileName", i.kind
    FROM data_imports i
    WHERE i.status = 'committed' AND i.id <> ${importId}::uuid
      AND (${committedAt}::timestamptz IS NULL OR i.committed_at >= ${committedAt}::timestamptz)
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(i.records) r WHERE r->>'id' = ANY(${addingRows}::text[]))
    ORDER BY i.committed_at DESC, i.id
    LIMIT 20`;
}
