import type { HistoryEntity, HistoryEventDto } from "@/lib/schemas/history";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { forbidden, notFound } from "@/server/errors";
import { describeEvent, referencedIds } from "./describe-event";
import { AUDIT_ENTITY_TYPES, recordNames, referencedNames } from "./history-records";

export const HISTORY_EVENT_SELECT = {
  id: true,
  at: true,
  actorId: true,
  actorName: true,
  action: true,
  entityType: true,
  entityId: true,
  changes: true,
} as const;

type StoredEvent = {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  changes: unknown;
};

/** Audit rows as history events (in the same order), their related records named (one query per kind for the whole page). */
export async function toHistoryEvents(rows: StoredEvent[]): Promise<HistoryEventDto[]> {
  const context = { timeZone: env().APP_TIME_ZONE, names: await referencedNames(referencedIds(rows)) };
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName },
    ...describeEvent(row, context),
  }));
}

/**
 * GET /history/{entity}/{id}: the record's events, newest first. Whoever may
 * open the record may read its history (every signed-in user, for all but
 * users); users' history is for admins only. The record must exist (404).
 */
export async function findRecordHistory({
  entity,
  id,
  skip,
  limit,
  actor,
}: {
  entity: HistoryEntity;
  id: string;
  skip: number;
  limit: number;
  actor: Actor;
}): Promise<{ items: HistoryEventDto[]; total: number }> {
  if (entity === "users" && actor.role !== "admin") throw forbidden();
  if (!(await recordNames(entity, [id])).has(id)) throw notFound("Record not found.");
  const where = { entityType: AUDIT_ENTITY_TYPES[entity], entityId: id };
  const [rows, total] = await Promise.all([
    prisma.auditLog.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], skip, take: limit, select: HISTORY_EVENT_SELECT }),
    prisma.auditLog.count({ where }),
  ]);
  return { items: await toHistoryEvents(rows), total };
}
