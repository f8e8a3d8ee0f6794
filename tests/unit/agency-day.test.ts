import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { agencyDateOf, agencyDay, agencyDayOf, dbDate, isBeforeAgencyToday, zonedDate } from "@/lib/domain/agency-time";

const PR = "America/Puerto_Rico"; // UTC-4 all year
const NY = "America/New_York"; // has daylight saving time

describe("agencyDay", () => {
  it.each([
    // instant (UTC)                 zone  agency date    start (UTC)                 end (UTC)
    ["2026-11-21T12:00:00.000Z", PR, "2026-11-21", "2026-11-21T04:00:00.000Z", "2026-11-22T04:00:00.000Z"],
    ["2026-11-22T03:59:59.999Z", PR, "2026-11-21", "2026-11-21T04:00:00.000Z", "2026-11-22T04:00:00.000Z"],
    ["2026-11-22T04:00:00.000Z", PR, "2026-11-22", "2026-11-22T04:00:00.000Z", "2026-11-23T04:00:00.000Z"],
    ["2026-03-08T12:00:00.000Z", NY, "2026-03-08", "2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"], // 23-hour day
    ["2026-11-01T12:00:00.000Z", NY, "2026-11-01", "2026-11-01T04:00:00.000Z", "2026-11-02T05:00:00.000Z"], // 25-hour day
  ])("%s in %s is %s", (instant, zone, date, start, end) => {
    const day = agencyDay(new Date(instant), zone);
    expect(day.date).toBe(date);
    expect(day.start.toISOString()).toBe(start);
    expect(day.end.toISOString()).toBe(end);
  });

  it("does not depend on the server's own time zone", () => {
    const now = new Date("2026-11-22T02:30:00.000Z"); // still the 21st in Puerto Rico, already the 22nd in UTC
    expect(agencyDay(now, PR).date).toBe("2026-11-21");
    expect(agencyDay(now, "UTC").date).toBe("2026-11-22");
  });
});

describe("agencyDayOf", () => {
  it("gives the bounds of a named date", () => {
    const day = agencyDayOf("2026-02-28", PR);
    expect(day.start.toISOString()).toBe("2026-02-28T04:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-03-01T04:00:00.000Z");
  });
});

describe("isBeforeAgencyToday", () => {
  const now = new Date("2026-11-21T15:00:00.000Z"); // 11:00 in Puerto Rico
  it.each([
    ["2026-11-21T03:59:59.999Z", true], // 23:59:59 the day before, agency time
    ["2026-11-21T04:00:00.000Z", false], // midnight today
    ["2026-11-21T14:00:00.000Z", false], // earlier today still counts as today
    ["2026-12-01T00:00:00.000Z", false],
  ])("%s → %s", (instant, expected) => {
    expect(isBeforeAgencyToday(new Date(instant), now, PR)).toBe(expected);
  });
});

describe("dbDate, agencyDateOf and zonedDate", () => {
  it("name a bare day by its midnight UTC, as a @db.Date column stores it", () => {
    expect(dbDate("2026-02-28").toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect((dbDate("2026-03-01").getTime() - dbDate("2026-02-28").getTime()) / 86_400_000).toBe(1);
  });

  it("read an instant's calendar day on the agency's clock", () => {
    expect(agencyDateOf("2026-11-22T03:30:00.000Z", PR)).toBe("2026-11-21");
    expect(agencyDateOf(new Date("2026-11-22T04:00:00.000Z"), PR)).toBe("2026-11-22");
  });

  it("give a Date whose own fields read the agency's clock, for the same instant", () => {
    const zoned = zonedDate("2026-07-04T16:30:00.000Z", NY);
    expect([zoned.getHours(), zoned.getMinutes(), zoned.getTime()]).toEqual([12, 30, Date.parse("2026-07-04T16:30:00.000Z")]);
  });
});

describe("the one agency clock", () => {
  const grep = (pattern: string) => {
    try {
      return execFileSync("git", ["grep", "-l", "-F", pattern, "--", "app", "components", "lib", "server", "scripts"], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  };

  it("is lib/domain/agency-time.ts alone: no other source file builds a TZDate or writes a day's midnight by hand", () => {
    expect(grep("TZDate")).toEqual(["lib/domain/agency-time.ts"]);
    // The bare day's midnight lives apart, re-exported by the clock, so day formats load no zone code.
    expect(grep("T00:00:00Z")).toEqual(["lib/domain/db-date.ts"]);
  });
});
