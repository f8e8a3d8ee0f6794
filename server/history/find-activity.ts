import type { Prisma } from "@/lib/generated/prisma/client";
import {
  HISTORY_ENTITIES,
  type ActivityEventDto,
  type ActivityFilters,
  type ActivityQuery,
  type HistoryEntity,
} from "@/lib/schemas/history";
import { agencyDayOf } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { forbidden } from "@/server/errors";
import { HISTORY_EVENT_SELECT, toHistoryEvents } from "./find-record-history";
import { AUDIT_ENTITY_TYPES, historyEntityOf, recordNames } from "./history-records";

export function assertMaySeeActivity(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden();
}

/** The Activity filters as a where: the record kinds history shows (never saved filters), a person, agency days from–to (both included). */
export function activityWhere(filters: ActivityFilters): Prisma.AuditLogWhereInput {
  const timeZone = env().APP_TIME_ZONE;
  const types = filters.entity ? [AUDIT_ENTITY_TYPES[filters.entity]] : HISTORY_ENTITIES.map((entity) => AUDIT_ENTITY_TYPES[entity]);
  return {
    entityType: { in: types },
    ...(filters.actor ? { actorId: filters.actor } : {}),
    ...(filters.from || filters.to
      ? {
          at: {
            ...(filters.from ? { gte: agencyDayOf(filters.from, timeZone).start } : {}),
            ...(filters.to ? { lt: agencyDayOf(filters.to, timeZone).end } : {}),
          },
        }
      : {}),
  };
}

export const ACTIVITY_ORDER = [{ at: "desc" }, { id: "desc" }] satisfies Prisma.AuditLogOrderByWithRelationInput[];

type EventRow = Awaited<ReturnType<typeof readRows>>[number];
const readRows = (ids: string[]) =>
  prisma.auditLog.findMany({ where: { id: { in: ids } }, orderBy: ACTIVITY_ORDER, select: HISTORY_EVENT_SELECT });

/** The deleted record's own name, as its create or delete row kept it. */
function nameKeptIn(changes: unknown): string | null {
  if (typeof changes !== "object" || changes === null) return null;
  const kept = changes as Record<string, unknown>;
  for (const key of ["name", "propertyName", "userName"]) if (typeof kept[key] === "string") return kept[key] as string;
  return null;
}

/** Audit rows as Activity rows: each event with its record's current name, or "deleted". */
export async function toActivityEvents(rows: EventRow[]): Promise<ActivityEventDto[]> {
  const byEntity = new Map<HistoryEntity, string[]>();
  for (const row of rows) {
    const entity = historyEntityOf(row.entityType);
    if (entity) byEntity.set(entity, [...(byEntity.get(entity) ?? []), row.entityId]);
  }
  const names = new Map(
    await Promise.all([...byEntity].map(async ([entity, ids]) => [entity, await recordNames(entity, [...new Set(ids)])] as const)),
  );
  return (await toHistoryEvents(rows)).map((event, index) => {
    const row = rows[index]!;
    const entity = historyEntityOf(row.entityType)!;
    const name = names.get(entity)?.get(row.entityId);
    return { ...event, record: { entity, _id: row.entityId, name: name ?? nameKeptIn(row.changes), deleted: name === undefined } };
  });
}

/** GET /history: every change (admins only), newest first, filtered and paged. */
export async function findActivity({ query, actor }: { query: ActivityQuery; actor: Actor }) {
  assertMaySeeActivity(actor);
  const where = activityWhere(query);
  const [page, total] = await Promise.all([
    prisma.auditLog.findMany({ where, orderBy: ACTIVITY_ORDER, skip: query.skip, take: query.limit, select: { id: true } }),
    prisma.auditLog.count({ where }),
  ]);
  return { items: await toActivityEvents(await readRows(page.map((row) => row.id))), total };
}

export { readRows as readActivityRows };
