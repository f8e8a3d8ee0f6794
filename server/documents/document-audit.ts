import type { DocumentEntity } from "@/lib/domain/documents";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { AUDIT_ENTITY_TYPES } from "@/server/history/history-records";

/** A document's event in its record's History ("document added 'Lease 2026'"), in the change's transaction. */
export function recordDocumentEvent(
  tx: Prisma.TransactionClient,
  entry: {
    actor: Actor;
    action: "document-add" | "document-update" | "document-remove";
    entity: DocumentEntity;
    recordId: string;
    changes: Record<string, Prisma.InputJsonValue | null>;
  },
): Promise<void> {
  return recordAudit(tx, {
    actor: entry.actor,
    action: entry.action,
    entityType: AUDIT_ENTITY_TYPES[entry.entity],
    entityId: entry.recordId,
    changes: entry.changes as Prisma.InputJsonValue,
  });
}
