import { Prisma } from "@/lib/generated/prisma/client";
import type { DocumentCategory, DocumentEntity } from "@/lib/domain/documents";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { prisma } from "@/server/db/client";
import { recordNames } from "@/server/history/history-records";

/** A document that expires in the range: the dashboard's row by its database id, without the days left. */
export type DocumentExpiryRow = Omit<ExpiringDocumentRow, "_id" | "daysLeft"> & { id: string };

export interface DocumentExpiryScope {
  specialistId: string | null;
  includeUsers: boolean;
  /** yyyy-MM-dd, both included. */
  fromDay: string;
  toDay: string;
  take: number;
}

/**
 * Documents with an expiry date in a range of calendar days, for the Calendar
 * and its feed (issue 30 §1). `specialistId` null: every record's documents
 * (users' only when `includeUsers`, i.e. for admins); a specialist's: the
 * papers of the listings they manage — the listing's own, its service
 * orders', its owner's (client and account) — as their calendar shows those
 * listings' lease ends and orders. One query on the partial index on
 * expires_on; the record names after it, one query per kind of record.
 */
export async function loadDocumentExpiries({
  specialistId,
  includeUsers,
  fromDay,
  toDay,
  take,
}: DocumentExpiryScope): Promise<DocumentExpiryRow[]> {
  const scope = specialistId
    ? Prisma.sql`AND (
        (d.entity = 'listings' AND EXISTS (SELECT 1 FROM listings l WHERE l.id = d.record_id AND l.property_specialist_id = ${specialistId}::uuid))
        OR (d.entity = 'service-orders' AND EXISTS (
          SELECT 1 FROM service_orders o JOIN listings l ON l.id = o.listing_id
           WHERE o.id = d.record_id AND l.property_specialist_id = ${specialistId}::uuid))
        OR (d.entity IN ('clients', 'accounts') AND EXISTS (
          SELECT 1 FROM listings l WHERE l.client_id = d.record_id AND l.property_specialist_id = ${specialistId}::uuid)))`
    : includeUsers
      ? Prisma.empty
      : Prisma.sql`AND d.entity <> 'users'`;
  const rows = await prisma.$queryRaw<
    { id: string; title: string; category: string; entity: string; record_id: string; expires_on: string }[]
  >`
    SELECT d.id::text AS id, d.title, d.category, d.entity, d.record_id::text AS record_id, to_char(d.expires_on, 'YYYY-MM-DD') AS expires_on
      FROM documents d
     WHERE d.complete AND d.expires_on IS NOT NULL
       AND d.expires_on >= ${fromDay}::date AND d.expires_on <= ${toDay}::date
       ${scope}
     ORDER BY d.expires_on, d.title, d.id
     LIMIT ${take}`;
  return withRecordNames(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category as DocumentCategory,
      entity: row.entity as DocumentEntity,
      recordId: row.record_id,
      expiresOn: row.expires_on,
    })),
  );
}

/** Each row's record name (a client's, a listing's, '#12 Fix the boiler', ...); null when the record is gone. */
export async function withRecordNames<T extends { entity: DocumentEntity; recordId: string }>(
  rows: T[],
): Promise<(T & { recordName: string | null })[]> {
  const names = new Map<string, string>();
  for (const entity of new Set(rows.map((row) => row.entity))) {
    const found = await recordNames(
      entity,
      rows.filter((row) => row.entity === entity).map((row) => row.recordId),
    );
    for (const [id, name] of found) names.set(`${entity}:${id}`, name);
  }
  return rows.map((row) => ({ ...row, recordName: names.get(`${row.entity}:${row.recordId}`) ?? null }));
}
