import ical, { ICalCalendarMethod } from "ical-generator";
import { addOrderEvent, vtimezoneBlock } from "./calendar-feed";
import type { OrderRow } from "./calendar-rows";

/**
 * The `.ics` a work order e-mail carries (issue 29 §3.2): one VEVENT — the
 * calendar feed's own event for the order (`addOrderEvent`: same UID,
 * summary, time and alarm) — in a METHOD:PUBLISH calendar with the agency's
 * VTIMEZONE, so a provider's calendar app offers to add it.
 */
export function orderInvitation(row: OrderRow, { host, now, timeZone }: { host: string; now: Date; timeZone: string }): string {
  const calendar = ical({ prodId: { company: "Agency Console", product: "Work order" }, method: ICalCalendarMethod.PUBLISH });
  calendar.timezone({ name: timeZone, generator: vtimezoneBlock });
  addOrderEvent(calendar, row, { host, now, timeZone });
  return calendar.toString();
}
