import type { Prisma } from "@/lib/generated/prisma/client";
import { guardBalanceOverflow, lockAccount } from "@/server/accounts/ledger";
import { removeEntry } from "@/server/accounts/delete-transaction";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { changedFields } from "@/server/changes";
import { AppError, conflict } from "@/server/errors";
import { agencyToday } from "@/server/leases/agency-today";
import { refreshListingLease, syncListingLease } from "@/server/leases/listing-lease";
import { prisma } from "@/server/db/client";
import { allowLongTransaction } from "@/server/db/long-transaction";
import { assertMayImport, findOwnImport } from "./import-access";
import { IMPORT_TRANSACTION_OPTIONS } from "./commit-import";
import type { Db, ImportedRecord } from "./kinds/kind-types";
import { leaseFingerprint } from "./kinds/leases";
import type { ImportKind } from "@/lib/domain/import-fields";

export const NOT_COMMITTED = "Only an import that was imported can be undone.";
const LABELS: Record<ImportedRecord["type"], string> = {
  client: "client",
  serviceProvider: "service provider",
  listing: "listing",
  entry: "ledger entry",
  tenant: "tenant",
  lease: "lease",
};
const ENTITY_TYPES: Record<Exclude<ImportedRecord["type"], "entry">, string> = {
  client: "client",
  serviceProvider: "service-provider",
  listing: "listing",
  tenant: "tenant",
  lease: "lease",
};

/**
 * POST /imports/{id}/undo: what the import created is removed and what it
 * updated is put back, in one transaction — unless a record changed since
 * (edited, deleted, an entry reversed) or was added to since: anything the
 * database holds by a foreign key to a created client, listing or provider
 * (documents, gallery pictures, an account, ledger entries, statements sent,
 * listings, service orders, reminders — and whatever table comes to point at
 * them, found in the catalog: `recordsAddedTo`). Then nothing is undone and
 * the 409 names every such record and what it got, so the person can decide:
 * an undo never cascades away someone else's work.
 */
export async function undoImport({ id, actor, now = new Date() }: { id: string; actor: Actor; now?: Date }) {
  return guardBalanceOverflow(() =>
    prisma.$transaction(async (tx) => {
      await allowLongTransaction(tx, IMPORT_TRANSACTION_OPTIONS.timeout);
      await tx.$queryRaw`SELECT id FROM data_imports WHERE id = ${id}::uuid FOR UPDATE`;
      const stored = await findOwnImport(tx, id, actor, "records");
      assertMayImport(actor, stored.kind as ImportKind);
      if (stored.status !== "committed") throw conflict(NOT_COMMITTED);
      const records = (stored.records ?? []) as unknown as ImportedRecord[];
      const note = { importUndone: stored.fileName };

      const { reasons: added, addingRows } = await recordsAddedTo(tx, records);
      const changed: string[] = [];
      for (const record of records) {
        const why = [await changedSince(tx, record), added.get(record.id)].filter(Boolean).join(", ");
        if (why) changed.push(`${record.name} (${LABELS[record.type]}: ${why})`);
      }
      if (changed.length) {
        const shown = changed.slice(0, 20);
        const more = changed.length > shown.length ? ` and ${changed.length - shown.length} more` : "";
        // Later imports that built on this one (their records point at its records): they are undone first.
        const later = await laterImportsOn(tx, stored.id, stored.committedAt, addingRows);
        const todo = later.length
          ? ` Undo the later ${later.length === 1 ? "import" : "imports"} that built on it first (newest first): ${later.map((item) => item.fileName).join(", ")}; then undo this one.`
          : "";
        throw new AppError(
          "CONFLICT",
          `Nothing was undone: ${changed.length === 1 ? "1 record was" : `${changed.length} records were`} changed or added to since the import: ${shown.join("; ")}${more}.${todo}`,
          {
            fieldErrors: {
              records: changed.slice(0, 1000),
              ...(later.length ? { laterImports: later.map((item) => item.id), laterImportFiles: later.map((item) => item.fileName) } : {}),
            },
          },
        );
      }

      let removed = 0;
      let restored = 0;
      // Listings before the clients they may belong to; entries one account at a time.
      // Leases (their ledgers with them) before their listings, tenants once no lease names them.
      const order: ImportedRecord["type"][] = ["entry", "lease", "listing", "tenant", "serviceProvider", "client"];
      const today = agencyToday(now);
      for (const type of order) {
        for (const record of records.filter((item) => item.type === type)) {
          if (record.action === "created") removed += (await removeCreated(tx, record, actor, note, today)) ? 1 : 0;
          else {
            await restoreUpdated(tx, record, actor, note, today);
            restored += 1;
          }
        }
      }
      await tx.dataImport.update({ where: { id }, data: { status: "undone", undoneAt: now }, select: { id: true } });
      return { removed, restored };
    }, IMPORT_TRANSACTION_OPTIONS),
  );
}

async function changedSince(tx: Db, record: ImportedRecord): Promise<string | null> {
  if (record.type === "entry") {
    const entry = await tx.accountTransaction.findUnique({ where: { id: record.id }, include: { reversedBy: { select: { id: true } } } });
    return entry?.reversedBy ? "reversed since" : null;
  }
  if (record.type === "lease") {
    // Its updatedAt moves with every posting (ledger entries posted since are counted by recordsAddedTo): its terms are compared.
    const lease = await tx.lease.findUnique({ where: { id: record.id } });
    if (!lease) return null;
    return record.terms && leaseFingerprint(lease) !== record.terms ? "edited since" : null;
  }
  const where = { where: { id: record.id }, select: { updatedAt: true } } as const;
  const row =
    record.type === "listing"
      ? await tx.listing.findUnique(where)
      : record.type === "client"
        ? await tx.client.findUnique(where)
        : record.type === "tenant"
          ? await tx.tenant.findUnique(where)
          : await tx.serviceProvider.findUnique(where);
  if (!row) return record.action === "created" ? null : "deleted since";
  if (record.stamp && row.updatedAt.toISOString() !== record.stamp) return "edited since";
  return null;
}

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
async function recordsAddedTo(tx: Db, records: ImportedRecord[]): Promise<{ reasons: Map<string, string>; addingRows: string[] }> {
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

async function removeCreated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject, today: string): Promise<boolean> {
  if (record.type === "entry") {
    const entry = await tx.accountTransaction.findUnique({ where: { id: record.id } });
    if (!entry) return false;
    const account = await lockAccount(tx, entry.clientId, { open: false });
    await removeEntry(tx, { entry, entryCount: account?.entryCount ?? 1, actor, reason: `Import of ${String(note.importUndone)} undone` });
    return true;
  }
  if (record.type === "lease") {
    // Its ledger (the opening balance, nothing since: recordsAddedTo) and tenant links go with it; its listing reads its records again.
    const lease = await tx.lease.findUnique({ where: { id: record.id }, select: { listingId: true } });
    if (!lease) return false;
    await tx.lease.delete({ where: { id: record.id } });
    await refreshListingLease(tx, lease.listingId, today);
    await recordAudit(tx, { actor, action: "delete", entityType: "lease", entityId: record.id, changes: note });
    return true;
  }
  const where = { id: record.id };
  const { count } =
    record.type === "listing"
      ? await tx.listing.deleteMany({ where })
      : record.type === "client"
        ? await tx.client.deleteMany({ where })
        : record.type === "tenant"
          ? await tx.tenant.deleteMany({ where })
          : await tx.serviceProvider.deleteMany({ where });
  if (count) await recordAudit(tx, { actor, action: "delete", entityType: ENTITY_TYPES[record.type], entityId: record.id, changes: note });
  return count > 0;
}

async function restoreUpdated(tx: Db, record: ImportedRecord, actor: Actor, note: Prisma.InputJsonObject, today: string): Promise<void> {
  const before = record.before ?? {};
  if (record.type === "entry" || record.type === "lease") return;
  const current = (await (record.type === "listing"
    ? tx.listing.findUnique({ where: { id: record.id } })
    : record.type === "client"
      ? tx.client.findUnique({ where: { id: record.id } })
      : record.type === "tenant"
        ? tx.tenant.findUnique({ where: { id: record.id } })
        : tx.serviceProvider.findUnique({ where: { id: record.id } }))) as Record<string, unknown> | null;
  if (record.type === "listing") {
    const data = { ...before } as Record<string, unknown>;
    for (const column of ["leaseStartDate", "leaseEndDate"])
      if (typeof data[column] === "string") data[column] = new Date(data[column] as string);
    const listing = await tx.listing.update({ where: { id: record.id }, data: data as Prisma.ListingUncheckedUpdateInput });
    // The import brought the lease records in step with the listing's lease fields: they follow them back.
    if (record.leaseSynced) {
      const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
      const lease =
        listing.leaseStartDate || listing.leaseEndDate || listing.tenantName || listing.tenantPhoneNumber || listing.tenantEmail
          ? {
              startDate: day(listing.leaseStartDate),
              endDate: day(listing.leaseEndDate),
              tenantName: listing.tenantName,
              tenantPhoneNumber: listing.tenantPhoneNumber,
              tenantEmail: listing.tenantEmail,
            }
          : null;
      await syncListingLease(tx, { listingId: listing.id, lease, rent: listing.rentalPriceInUS?.toFixed(2) ?? null, today, actor });
    }
  } else if (record.type === "tenant") {
    await tx.tenant.update({ where: { id: record.id }, data: before as Prisma.TenantUpdateInput });
  } else if (record.type === "client") {
    await tx.client.update({ where: { id: record.id }, data: before as Prisma.ClientUpdateInput });
  } else {
    await tx.serviceProvider.update({ where: { id: record.id }, data: before as Prisma.ServiceProviderUpdateInput });
  }
  const changes = current ? changedFields(current, before) : {};
  await recordAudit(tx, {
    actor,
    action: "update",
    entityType: ENTITY_TYPES[record.type],
    entityId: record.id,
    changes: { ...changes, ...note },
  });
}
