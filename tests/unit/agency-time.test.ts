import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
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
    expect(dueDateTime("2026-11-21T18:30:45Z", "America/St_Lucia", "en")).toEqual({
      dateTime: "Nov 21, 2026, 2:30 PM",
      zone: "Atlantic Standard Time",
    });
    expect(dueDateTime("2026-11-21T18:30:45Z", "America/St_Lucia", "es")).toEqual({
      dateTime: "21 nov 2026, 2:30 p.m.",
      zone: "hora estándar del Atlántico",
    });
  });

  it("shows times with the zone's abbreviation", () => {
    expect(zoneAbbreviation("2026-11-22T12:00:00Z", "America/Puerto_Rico")).toBe("AST");
    expect(zoneAbbreviation("2026-07-01T12:00:00Z", "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation("2026-12-01T12:00:00Z", "America/New_York")).toBe("EST");
    expect(timeWithZone("2026-11-22T23:30:00Z", "America/Puerto_Rico")).toBe("7:30 PM AST");
    expect(formatInZone("2026-11-22T23:30:00Z", "America/Puerto_Rico", "MMM d, y")).toBe("Nov 22, 2026");
  });

  // Every pattern the app passes (grep formatInZone / the server's templates), as date-fns's format reads it.
  const PATTERNS = [
    "EEE",
    "EEE, MMM d",
    "EEE, MMM d, h:mm a",
    "EEE, MMM d · h:mm a",
    "EEEE, MMM d, y, h:mm a",
    "EEEE, MMMM d, yyyy",
    "H",
    "MMM",
    "d",
    "h:mm a",
    "MMM d, h:mm a",
    "MMM d, y - h:mma",
    "MMM d, y h:mm a",
    "MMM d, y",
    "MMM d, y, h:mm a",
    "MMM d, yyyy · h:mm a",
    "MMM d, yyyy",
    "MMM d, yyyy, h:mm a",
    "yyyy-MM-dd'T'HH:mm",
  ];

  it("formats every pattern the console uses as date-fns does, in any zone, around midnight and noon", () => {
    const zones = ["America/St_Lucia", "America/New_York", "Pacific/Kiritimati", "UTC", "Asia/Kolkata"];
    const instants = [
      "2026-11-22T23:30:00Z",
      "2026-01-01T00:00:00Z",
      "2026-03-08T06:59:00Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T05:30:00Z",
      "2026-06-15T12:00:00Z",
      "2026-06-15T16:05:00Z",
      "2024-02-29T03:45:00Z",
      "2099-12-31T23:59:00Z",
    ];
    for (const zone of zones) {
      for (const iso of instants) {
        for (const pattern of PATTERNS) {
          expect(formatInZone(iso, zone, pattern), `${pattern} at ${iso} in ${zone}`).toBe(
            format(new TZDate(new Date(iso).getTime(), zone), pattern),
          );
        }
      }
    }
  });

  it("refuses a pattern token it does not know, rather than printing it", () => {
    expect(() => formatInZone("2026-11-22T23:30:00Z", "UTC", "MMM do")).toThrow(/"o"/);
  });
});
