import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { vtimezoneBlock } from "@/server/calendar/calendar-feed";
import { orderInvitation } from "@/server/calendar/order-invitation";

/**
 * A linked zone's VTIMEZONE carries the zone's own name: timezones-ical-library
 * answers America/St_Lucia (the agency's default) with America/Puerto_Rico's
 * block, which left the feed's `TZID=America/St_Lucia` pointing at nothing.
 */
describe("VTIMEZONE under the zone's own name", () => {
  for (const zone of ["America/St_Lucia", "America/Puerto_Rico", "America/New_York"]) {
    it(`${zone}: TZID and X-LIC-LOCATION name it, and its rules resolve times`, () => {
      const block = vtimezoneBlock(zone)!;
      expect(block).toMatch(new RegExp(`^TZID:${zone}$`, "m"));
      expect(block).toMatch(new RegExp(`^X-LIC-LOCATION:${zone}$`, "m"));
      const timezone = new ICAL.Timezone(
        new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`)).getFirstSubcomponent("vtimezone")!,
      );
      expect(timezone.tzid).toBe(zone);
    });
  }

  it("a work order's .ics: its DTSTART's TZID names the VTIMEZONE it carries, and the time is the order's instant", () => {
    const dueAt = new Date("2026-11-29T16:00:00Z");
    const ics = orderInvitation(
      {
        id: "o1",
        name: "Pool pump",
        orderNumber: 7,
        dueAt,
        status: "APPROVED",
        details: "Replace it.",
        listing: { propertyName: "Villa" },
      },
      { host: "https://console.example", now: new Date("2026-11-27T12:00:00Z"), timeZone: "America/St_Lucia" },
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vtimezone = calendar.getFirstSubcomponent("vtimezone")!;
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(vtimezone.getFirstPropertyValue("tzid"));
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    start.zone = new ICAL.Timezone(vtimezone);
    expect(start.toJSDate().toISOString()).toBe(dueAt.toISOString());
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.getFirstPropertyValue("uid")).toBe("order-o1@agency-console");
  });
});
