import type { Block, DueOrderRow, LeaseAlertRow, PastDueOrderRow } from "@/lib/schemas/dashboard";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import type { Reminder } from "@/lib/schemas/reminder";
import type { LateRentRow } from "@/lib/schemas/rent-roll";
import { agencyDay } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { calendarSpecialist } from "@/server/calendar/calendar-scope";
import { DASHBOARD_BLOCK_ROWS, getLeaseAlerts, getOrdersDueSoon, getPastDueOrders } from "@/server/dashboard/get-action-blocks";
import { DOCUMENT_EXPIRY_DAYS, findExpiringDocuments } from "@/server/documents/find-expiring-documents";
import { env } from "@/server/env";
import { findReminders } from "@/server/reminders/find-reminders";
import { getLateRent } from "@/server/rent-roll/rent-summary";

/**
 * What a person's digest says: the dashboard's blocks for their day, read
 * by the dashboard's own queries (a few rows each and how many there are),
 * scoped as the dashboard scopes them — a specialist's listings, everyone's
 * for an admin; reminders are always the person's own. Documents expiring
 * are the dashboard block's: every record's the person may read (users' for
 * admins only), expired or within DOCUMENT_EXPIRY_DAYS.
 */
export interface DigestContent {
  /** The agency day, yyyy-MM-dd. */
  day: string;
  timeZone: string;
  everyone: boolean;
  reminders: Block<Reminder>;
  pastDue: Block<PastDueOrderRow>;
  dueSoon: Block<DueOrderRow>;
  leases: Block<LeaseAlertRow> & { days: number };
  documents: Block<ExpiringDocumentRow> & { days: number };
  /** Leases of the scope's listings with rent open past its due day, most days late first (PRODUCT.md#rent-roll). */
  lateRent: Block<LateRentRow>;
}

export async function buildDigestContent(actor: Actor, { now = new Date(), timeZone = env().APP_TIME_ZONE } = {}): Promise<DigestContent> {
  const scope = calendarSpecialist(actor, undefined);
  const day = agencyDay(now, timeZone).date;
  const [reminders, pastDue, dueSoon, leases, documents, lateRent] = await Promise.all([
    findReminders({ sortItems: true, specialist: actor.id, skip: 0, limit: DASHBOARD_BLOCK_ROWS }, { now, timeZone }),
    getPastDueOrders(scope, now),
    getOrdersDueSoon(scope, { now, timeZone }),
    getLeaseAlerts(scope, { now, timeZone }),
    findExpiringDocuments(actor, { now, timeZone, limit: DASHBOARD_BLOCK_ROWS }),
    getLateRent(scope, { now, timeZone }),
  ]);
  const today =
    reminders.kind === "groups" ? { rows: reminders.groups.today, total: reminders.groups.totals.today } : { rows: [], total: 0 };
  return {
    day,
    timeZone,
    everyone: scope === null,
    reminders: today,
    pastDue,
    dueSoon,
    leases,
    documents: { ...documents, days: DOCUMENT_EXPIRY_DAYS },
    lateRent,
  };
}

/** Nothing to say: no e-mail. */
export function isDigestEmpty(content: DigestContent): boolean {
  return (
    content.reminders.total +
      content.pastDue.total +
      content.dueSoon.total +
      content.leases.total +
      content.documents.total +
      content.lateRent.total ===
    0
  );
}
