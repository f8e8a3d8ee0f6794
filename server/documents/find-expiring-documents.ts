import { addDays } from "@/lib/domain/recurrence";
import type { DocumentCategory, DocumentEntity } from "@/lib/domain/documents";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import type { Block } from "@/lib/schemas/dashboard";
import { agencyDay, dbDate } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { withRecordNames } from "./document-expiries";

/** How far ahead the dashboard looks for papers that expire (expired ones always show). */
export const DOCUMENT_EXPIRY_DAYS = 60;

/**
 * "Documents expiring" (issue 30 §1): documents whose expiry date has passed
 * or falls within DOCUMENT_EXPIRY_DAYS agency days, soonest first — the few
 * rows a block shows and how many there are (the partial index on expires_on);
 * the same rule pages the list "View all" opens (/documents/expiring, GET /documents/expiring).
 * Users' documents only for admins, as everywhere.
 */
export async function findExpiringDocuments(
  actor: Actor,
  {
    now = new Date(),
    timeZone = env().APP_TIME_ZONE,
    skip = 0,
    limit = 5,
  }: { now?: Date; timeZone?: string; skip?: number; limit?: number } = {},
): Promise<Block<ExpiringDocumentRow>> {
  const today = agencyDay(now, timeZone).date;
  const last = addDays(today, DOCUMENT_EXPIRY_DAYS);
  const where = {
    complete: true,
    expiresOn: { not: null, lte: dbDate(last) },
    ...(actor.role === "admin" ? {} : { entity: { not: "users" } }),
  };
  const [rows, total] = await Promise.all([
    prisma.document.findMany({
      where,
      orderBy: [{ expiresOn: "asc" }, { id: "asc" }],
      skip,
      take: limit,
      select: { id: true, title: true, category: true, entity: true, recordId: true, expiresOn: true },
    }),
    prisma.document.count({ where }),
  ]);
  const named = await withRecordNames(rows.map((row) => ({ ...row, entity: row.entity as DocumentEntity })));
  return {
    total,
    rows: named.map((row) => {
      const expiresOn = row.expiresOn!.toISOString().slice(0, 10);
      return {
        _id: row.id,
        title: row.title,
        category: row.category as DocumentCategory,
        entity: row.entity,
        recordId: row.recordId,
        recordName: row.recordName,
        expiresOn,
        daysLeft: Math.round((Date.parse(expiresOn) - Date.parse(today)) / 86_400_000),
      };
    }),
  };
}
