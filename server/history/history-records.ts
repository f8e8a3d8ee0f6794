import type { HistoryEntity } from "@/lib/schemas/history";
import { prisma } from "@/server/db/client";
import type { RecordNames } from "./format-value";
import type { referencedIds } from "./describe-event";

/** The audit log's entity_type of each record kind the history shows. */
export const AUDIT_ENTITY_TYPES: Record<HistoryEntity, string> = {
  clients: "client",
  listings: "listing",
  "service-providers": "service_provider",
  "service-orders": "service_order",
  reminders: "reminder",
  accounts: "account",
  users: "user",
  tenants: "tenant",
  leases: "lease",
};

const ENTITY_OF_TYPE = new Map(Object.entries(AUDIT_ENTITY_TYPES).map(([entity, type]) => [type, entity as HistoryEntity]));

export function historyEntityOf(entityType: string): HistoryEntity | undefined {
  return ENTITY_OF_TYPE.get(entityType);
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** The names of some records of one kind (those that still exist), by id. */
export async function recordNames(entity: HistoryEntity, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const where = { id: { in: ids } };
  const pairs: [string, string][] = await (async () => {
    switch (entity) {
      case "clients":
        return (await prisma.client.findMany({ where, select: { id: true, name: true } })).map((row) => [row.id, row.name]);
      case "accounts":
        return (await prisma.client.findMany({ where, select: { id: true, name: true } })).map((row) => [row.id, row.name]);
      case "listings":
        return (await prisma.listing.findMany({ where, select: { id: true, propertyName: true } })).map((row) => [
          row.id,
          row.propertyName,
        ]);
      case "service-providers":
        return (await prisma.serviceProvider.findMany({ where, select: { id: true, name: true } })).map((row) => [row.id, row.name]);
      case "service-orders":
        return (await prisma.serviceOrder.findMany({ where, select: { id: true, orderNumber: true, name: true } })).map((row) => [
          row.id,
          `#${row.orderNumber} ${row.name}`,
        ]);
      case "reminders":
        return (await prisma.reminder.findMany({ where, select: { id: true, name: true } })).map((row) => [row.id, row.name]);
      case "users":
        return (await prisma.user.findMany({ where, select: { id: true, firstName: true, lastName: true } })).map((row) => [
          row.id,
          fullName(row),
        ]);
      case "tenants":
        return (await prisma.tenant.findMany({ where, select: { id: true, displayName: true } })).map((row) => [
          row.id,
          row.displayName ?? "Tenant",
        ]);
      case "leases":
        return (await prisma.lease.findMany({ where, select: { id: true, listing: { select: { propertyName: true } } } })).map((row) => [
          row.id,
          `Lease of ${row.listing.propertyName}`,
        ]);
    }
  })();
  return new Map(pairs);
}

const REFERENCE_ENTITIES = { client: "clients", user: "users", listing: "listings", serviceProvider: "service-providers" } as const;

/** The names of the related records a page of events mentions: one query per kind. */
export async function referencedNames(ids: ReturnType<typeof referencedIds>): Promise<RecordNames> {
  const maps = await Promise.all(
    (Object.keys(REFERENCE_ENTITIES) as (keyof typeof REFERENCE_ENTITIES)[]).map((kind) =>
      recordNames(REFERENCE_ENTITIES[kind], [...ids[kind]]),
    ),
  );
  return new Map(maps.flatMap((map) => [...map]));
}
