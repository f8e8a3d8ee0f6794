import { z } from "zod";
import { agencyDay, idSchema, paginationSchema } from "./common";
import { SEARCH_ENTITIES, type SearchEntity } from "./search";

/**
 * Record history (issue 17 §2): the audit log read back for people. The
 * entities are those of /search/fields/{entity}, and leases (no Finder of
 * their own); each names the audit rows' entity_type and the record's page.
 */
export const HISTORY_ENTITIES = [...SEARCH_ENTITIES, "leases"] as const satisfies readonly (SearchEntity | "leases")[];
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const HISTORY_ENTITY_LABELS: Record<HistoryEntity, string> = {
  clients: "Client",
  listings: "Listing",
  "service-providers": "Service provider",
  "service-orders": "Service order",
  reminders: "Reminder",
  accounts: "Account",
  users: "User",
  tenants: "Tenant",
  leases: "Lease",
};

/** The record's view page (the Activity page links each row to it). */
export function historyRecordHref(entity: HistoryEntity, id: string): string {
  return `/${entity}/view/${id}`;
}

export const historyEntitySchema = z.enum(HISTORY_ENTITIES, {
  error: () => `entity must be one of: ${HISTORY_ENTITIES.join(", ")}.`,
});

export const HISTORY_ACTIONS = ["create", "update", "delete"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistoryChange {
  /** The field's name in the record's JSON (dotted when nested: "cost.salePriceInUS"); "ledger", "password", "signInLock", "calendarFeed" for those events. */
  field: string;
  /** The label the record's form shows for the field. */
  label: string;
  /** Formatted for people; null when there was (or is) no value. */
  from: string | null;
  to: string | null;
}

export interface HistoryEventDto {
  _id: string;
  at: string;
  actor: { _id: string | null; name: string };
  action: HistoryAction;
  changes: HistoryChange[];
}

/** An Activity row: a history event with the record it belongs to. */
export interface ActivityEventDto extends HistoryEventDto {
  record: { entity: HistoryEntity; _id: string; name: string | null; deleted: boolean };
}

export const recordHistoryQuerySchema = paginationSchema.extend({
  limit: paginationSchema.shape.limit.default(20),
});

const activityFilters = z.object({
  actor: idSchema.optional(),
  entity: historyEntitySchema.optional(),
  from: agencyDay("from").optional(),
  to: agencyDay("to").optional(),
});

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const FROM_AFTER_TO = { message: "from must not be after to.", path: ["to"] };

/** GET /history: the filters (agency days, both ends included) and paging. */
export const activityQuerySchema = paginationSchema.extend(activityFilters.shape).refine(fromNotAfterTo, FROM_AFTER_TO);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** GET /history/export: the same filters, every row. */
export const activityExportQuerySchema = activityFilters.refine(fromNotAfterTo, FROM_AFTER_TO);
export type ActivityFilters = z.output<typeof activityExportQuerySchema>;
