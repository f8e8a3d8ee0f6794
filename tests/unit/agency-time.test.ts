import { describe, expect, it } from "vitest";
import { formatInZone, instantOf, timeWithZone, todayIn, wallClockOf, zoneAbbreviation, zoneName } from "@/lib/domain/agency-time";
import { dueDateTime } from "@/components/service-orders/format";

describe("the agency's clock", () => {
  it("reads an instant as the agency's day and time of day", () => {
    expect(wallClockOf("2026-11-22T02:30:00Z", "America/Puerto_Rico")).toEqual({ date: "2026-11-21", hours: 22, minutes: 30 });
    expect(wallClockOf("2026-11-22T02:30:00Z", "UTC")).toEqual({ date: "2026-11-22", hours: 2, minutes: 30 });
  });

  it("turns the agency's day and time back into the instant", () => {
    expect(instantOf({ date: "2026-11-21", hours: 22, minutes: 30 }, "America/Puerto_Rico").toISOString()).toBe("2026-11-22T02:30:00.000Z");
    expect(instantOf({ date: "2026-06-01", hours: 9, minutes: 0 }, "America/New_York").toISOString()).toBe("2026-06-01T13:00:00.000Z");
    expect(instantOf({ date: "2026-12-01", hours: 9, minutes: 0 }, "America/New_York").toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });

  it("knows the agency's today across midnight", () => {
    expect(todayIn("America/Puerto_Rico", new Date("2026-11-22T03:59:00Z"))).toBe("2026-11-21");
    expect(todayIn("America/Puerto_Rico", new Date("2026-11-22T04:00:00Z"))).toBe("2026-11-22");
  });

  it("names the zone for people, never by its IANA id", () => {
    expect(zoneName("2026-11-22T12:00:00Z", "America/St_Lucia")).toBe("Atlantic Standard Time");
    expect(zoneName("2026-11-22T12:00:00Z", "America/Puerto_Rico")).toBe("Atlantic Standard Time");
    expect(zoneName("2026-07-01T12:00:00Z", "America/New_York")).toBe("Eastern Daylight Time");
  });

  it("shows an order's due time in minutes, with the zone's name (no seconds, no IANA id)", () => {
    expect(dueDateTime("2026-11-21T18:30:45Z", "America/St_Lucia")).toEqual({
      dateTime: "Nov 21, 2026, 2:30 PM",
      zone: "Atlantic Standard Time",
    });
  });

  it("shows times with the zone's abbreviation", () => {
    expect(zoneAbbreviation("2026-11-22T12:00:00Z", "America/Puerto_Rico")).toBe("AST");
    expect(zoneAbbreviation("2026-07-01T12:00:00Z", "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation("2026-12-01T12:00:00Z", "America/New_York")).toBe("EST");
    expect(timeWithZone("2026-11-22T23:30:00Z", "America/Puerto_Rico")).toBe("7:30 PM AST");
    expect(formatInZone("2026-11-22T23:30:00Z", "America/Puerto_Rico", "MMM d, y")).toBe("Nov 22, 2026");
  });
});
