import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { changedFields } from "@/server/changes";

/**
 * update rows carry { field: { from, to } } per changed column (server/changes.ts);
 * the other verbs their own shapes, which server/history/describe-event.ts reads.
 * Ledger entries are recorded on their account: post / reverse / delete-entry with changes.entryId.
 */
export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "status"
  | "post"
  | "reverse"
  | "delete-entry"
  | "avatar"
  | "clear-sign-in-lock"
  /** A change to the user's second sign-in step: changes carry event (server/second-factor/security-notice.ts) and a passkey's name. */
  | "second-factor"
  /** A document added to, changed on or removed from the record: changes carry documentId, title, fileName, category (server/documents). */
  | "document-add"
  | "document-update"
  | "document-remove"
  /** A listing's gallery changed: changes carry event (add, remove, order, caption), count, caption, coverChanged (server/listing-pictures). */
  | "gallery"
  /** A service order's cost posted to the owner's ledger: changes carry entryId, column, value, description, documentId. */
  | "charge"
  | "email-statement"
  /** A payment receipt e-mailed to the primary tenant (on the lease): changes carry paymentId, number, value, address, messageId (server/receipts). */
  | "email-receipt"
  /** A lease's deposit settled: changes carry held, deducted, applied, refund, refundMethod, paymentId, letter (server/deposits). */
  | "settle-deposit"
  | "feed-create"
  | "feed-revoke"
  | "send";

/**
 * Records who did what to which record. Call it with the transaction client
 * of the change itself, so the change and its audit row commit together.
 */
export async function recordAudit(
  tx: Prisma.TransactionClient,
  entry: { actor: Actor; action: AuditAction; entityType: string; entityId: string; changes?: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: entry.changes,
    },
  });
}

/** An update's row: each column `after` sets that differs from `before`, as { from, to } (server/changes.ts). */
export async function recordUpdate<T extends Record<string, unknown>>(
  tx: Prisma.TransactionClient,
  actor: Actor,
  entityType: string,
  entityId: string,
  before: T,
  after: Partial<T>,
): Promise<void> {
  await recordAudit(tx, { actor, action: "update", entityType, entityId, changes: changedFields(before, after) });
}

/** A delete's row: `removed` says what the record was (its name, and what went with it). */
export async function recordDelete(
  tx: Prisma.TransactionClient,
  actor: Actor,
  entityType: string,
  entityId: string,
  removed: Prisma.InputJsonValue,
): Promise<void> {
  await recordAudit(tx, { actor, action: "delete", entityType, entityId, changes: removed });
}
