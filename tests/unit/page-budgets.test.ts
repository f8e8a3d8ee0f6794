import { describe, expect, it } from "vitest";
import { describeBudgets, describeVerdict, formatDifference, judge, KB, median, type PageFigures } from "@/scripts/bench/page-budgets";

const framework: PageFigures = { performance: 0.99, accessibility: 1, lcpMs: 1600, tbtMs: 109, cls: 0, jsTransferBytes: 138 * KB };

const byLabel = (page: PageFigures, against = framework) =>
  Object.fromEntries(judge(page, against).map((verdict) => [verdict.budget.label, verdict]));

describe("page budgets against the framework's page (issue 47)", () => {
  it("passes a page exactly at every margin", () => {
    const verdicts = byLabel({ performance: 0.5, accessibility: 1, lcpMs: 2000, tbtMs: 309, cls: 0.02, jsTransferBytes: 198 * KB });
    expect(Object.keys(verdicts)).toEqual(["LCP", "TBT", "JavaScript", "accessibility", "CLS"]);
    for (const verdict of Object.values(verdicts)) expect(verdict.pass, verdict.budget.label).toBe(true);
  });

  it("misses each figure just past its margin, and reports the framework's figure and the difference", () => {
    const verdicts = byLabel({
      performance: 0.94,
      accessibility: 0.98,
      lcpMs: 2001,
      tbtMs: 310,
      cls: 0.021,
      jsTransferBytes: 198 * KB + 1,
    });
    for (const verdict of Object.values(verdicts)) expect(verdict.pass, verdict.budget.label).toBe(false);
    expect(verdicts.LCP).toMatchObject({ framework: 1600, difference: 401, limit: 2000 });
    expect(verdicts.TBT).toMatchObject({ framework: 109, difference: 201, limit: 309 });
    expect(verdicts.JavaScript).toMatchObject({ framework: 138 * KB, difference: 60 * KB + 1, limit: 198 * KB });
  });

  it("moves the relative limits with the framework's figures and keeps the absolute ones", () => {
    const page: PageFigures = { performance: 0.8, accessibility: 1, lcpMs: 3000, tbtMs: 500, cls: 0.01, jsTransferBytes: 150 * KB };
    const slowMachine: PageFigures = { ...framework, performance: 0.82, lcpMs: 2700, tbtMs: 350 };
    const verdicts = byLabel(page, slowMachine);
    expect(verdicts.LCP!.pass).toBe(true);
    expect(verdicts.TBT!.pass).toBe(true);
    expect(byLabel({ ...page, accessibility: 0.99 }, { ...slowMachine, accessibility: 0.9 }).accessibility!.pass).toBe(false);
  });

  it("treats a page faster than the framework as passing", () => {
    const verdicts = byLabel({ ...framework, lcpMs: 900, tbtMs: 0, performance: 1 });
    expect(Object.values(verdicts).every((verdict) => verdict.pass)).toBe(true);
    expect(verdicts.LCP!.difference).toBe(-700);
  });

  it("describes verdicts with signed differences", () => {
    const verdicts = byLabel({ performance: 0.9, accessibility: 1, lcpMs: 2980, tbtMs: 248, cls: 0, jsTransferBytes: 157 * KB });
    expect(describeVerdict(verdicts.LCP!)).toBe("LCP 2980 ms vs framework 1600 ms (+1380 ms; budget ≤ 2000 ms)");
    expect(describeVerdict(verdicts.JavaScript!)).toBe("JavaScript 157.0 KB vs framework 138.0 KB (+19.0 KB; budget ≤ 198.0 KB)");
    expect(describeVerdict(verdicts.CLS!)).toBe("CLS 0.000 (budget ≤ 0.020)");
    expect(formatDifference("tbtMs", 0)).toBe("±0 ms");
    expect(describeBudgets()).toBe(
      "LCP ≤ framework + 400 ms, TBT ≤ framework + 200 ms, JavaScript ≤ framework + 60.0 KB, accessibility ≥ 1.00, CLS ≤ 0.020",
    );
  });

  it("takes the median of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
