import ical, { ICalCalendarMethod } from "ical-generator";
import type { Translator } from "@/server/i18n/translator";
import { addOrderEvent, vtimezoneBlock } from "./calendar-feed";
import type { OrderRow } from "./calendar-rows";

/**
 * The `.ics` a work order e-mail carries (issue 29 §3.2): one VEVENT — the
 * calendar feed's own event for the order (`addOrderEvent`: same UID,
 * time and alarm) — in a METHOD:PUBLISH calendar with the agency's
 * VTIMEZONE, so a provider's calendar app offers to add it. Its summary is in
 * the provider's language when a translator is given (messages "workOrder.eventSummary"),
 * else the feed's.
 */
export function orderInvitation(
  row: OrderRow,
  { host, now, timeZone, t }: { host: string; now: Date; timeZone: string; t?: Translator },
): string {
  const calendar = ical({ prodId: { company: "Agency Console", product: "Work order" }, method: ICalCalendarMethod.PUBLISH });
  calendar.timezone({ name: timeZone, generator: vtimezoneBlock });
  const summary =
    t &&
    ((pastDue: boolean) =>
      t("workOrder.eventSummary", {
        number: String(row.orderNumber),
        name: row.name,
        propertyName: row.listing.propertyName,
        status: t(pastDue ? "workOrder.status.pastDue" : `workOrder.status.${row.status}`),
      }));
  addOrderEvent(calendar, row, { host, now, timeZone, ...(summary ? { summary } : {}) });
  return calendar.toString();
}
