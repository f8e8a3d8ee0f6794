import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { statementPeriodProblem } from "@/components/accounts/statement-period";
import { AGENCY_DEFAULTS, agencyFrom, DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { lastCalendarMonth, periodIncluding } from "@/lib/domain/calendar";
import { statementQuerySchema } from "@/lib/schemas/statement";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

describe("lastCalendarMonth: the statement's default period", () => {
  it.each([
    ["2026-11-22", "2026-10-01", "2026-10-31"],
    ["2026-03-01", "2026-02-01", "2026-02-28"],
    ["2028-03-31", "2028-02-01", "2028-02-29"],
    ["2027-01-15", "2026-12-01", "2026-12-31"],
    ["2026-05-31", "2026-04-01", "2026-04-30"],
  ])("on %s: %s to %s", (today, from, to) => {
    expect(lastCalendarMonth(today)).toEqual({ from, to });
  });
});

describe("periodIncluding: the picker's period after an entry is posted", () => {
  const october = { from: "2026-10-01", to: "2026-10-31" };
  it.each([
    ["an entry inside the period keeps it", october, "2026-10-15", "2026-11-27", october],
    ["today's entry: this month so far", october, "2026-11-27", "2026-11-27", { from: "2026-11-01", to: "2026-11-27" }],
    ["a back-dated entry: its whole month", october, "2026-03-10", "2026-11-27", { from: "2026-03-01", to: "2026-03-31" }],
    ["February of a leap year", october, "2028-02-29", "2028-03-05", { from: "2028-02-01", to: "2028-02-29" }],
    ["the first of a month", october, "2026-12-01", "2026-12-01", { from: "2026-12-01", to: "2026-12-01" }],
  ])("%s", (_, period, day, today, expected) => {
    expect(periodIncluding(period, day, today)).toEqual(expected);
  });
});

describe("statementPeriodProblem: the page's words for a bad period, never the API's", () => {
  const problem = (query: Record<string, string>) => {
    const parsed = statementQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    return t(`statementPeriod.${statementPeriodProblem(parsed.success ? [] : parsed.error.issues)}`);
  };
  const t = createTranslator({ locale: "en-US", messages: english, namespace: "accounts" });
  it.each([
    [{ from: "2026-02-30", to: "2026-03-01" }, "The start date is not a real date."],
    [{ from: "2026-02-01", to: "31/03/2026" }, "The end date is not a real date."],
    [{ from: "2026-02-01" }, "Choose both a start and an end date."],
    [{ to: "2026-02-01" }, "Choose both a start and an end date."],
    [{ from: "2026-03-01", to: "2026-02-01" }, "The start date is after the end date."],
    [{ from: "2019-01-01", to: "2026-02-01" }, "A statement can cover at most five years."],
  ])("%j → %s", (query, expected) => {
    expect(problem(query)).toBe(expected);
  });

  it("in Spanish", () => {
    const es = createTranslator({ locale: "es-419", messages: spanish, namespace: "accounts" });
    const parsed = statementQuerySchema.safeParse({ from: "2026-03-01", to: "2026-02-01" });
    expect(es(`statementPeriod.${statementPeriodProblem(parsed.success ? [] : parsed.error.issues)}`)).toBe(
      "La fecha de inicio es posterior a la fecha final.",
    );
  });
});

describe("the default clock and the default letterhead agree", () => {
  it("both are St. Lucia's", () => {
    expect(DEFAULT_TIME_ZONE).toBe("America/St_Lucia");
    expect(AGENCY_DEFAULTS.address).toMatch(/, St\. Lucia$/);
    expect(AGENCY_DEFAULTS.phone).toMatch(/^\+1 758 /);
  });
});

describe("agencyFrom: the letterhead from configuration", () => {
  it("keeps the defaults for unset or blank variables and takes the others as given", () => {
    expect(agencyFrom({})).toEqual(AGENCY_DEFAULTS);
    expect(agencyFrom({ AGENCY_NAME: "  ", AGENCY_PHONE: " +1 246 555 0100 ", AGENCY_WEBSITE: "harbourlights.example" })).toEqual({
      ...AGENCY_DEFAULTS,
      phone: "+1 246 555 0100",
      website: "harbourlights.example",
    });
  });
});
