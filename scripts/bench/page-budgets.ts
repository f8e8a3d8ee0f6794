/**
 * The page budgets (issue 47, which revised issue 33's), as pure functions for scripts/bench/pages.ts
 * (and tests/unit/page-budgets.test.ts): every page's figure against the
 * framework's page (the minimal Next.js app's `/`) measured in the same run,
 * each figure the median of the runs. Relative budgets allow a margin over the
 * framework's figure; absolute ones (accessibility, CLS) hold whatever the
 * framework scores. Lighthouse's performance score is reported, not judged.
 */

/** The figures of one page, each the median of its runs. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}

export type Figure = keyof PageFigures;

/**
 * One budget: `margin` over the framework's figure (relative) or a fixed `limit` (absolute);
 * `atMost` when smaller is better.
 */
export type PageBudget =
  | { figure: Figure; label: string; atMost: boolean; kind: "relative"; margin: number }
  | { figure: Figure; label: string; atMost: boolean; kind: "absolute"; limit: number };

export const KB = 1024;

/**
 * Issue 47: the same budgets for both presets, every page, the sign-in page included. JavaScript is a guard, not a
 * target: what a page may ship at most.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { figure: "lcpMs", label: "LCP", atMost: true, kind: "relative", margin: 400 },
  { figure: "tbtMs", label: "TBT", atMost: true, kind: "relative", margin: 200 },
  { figure: "jsTransferBytes", label: "JavaScript", atMost: true, kind: "relative", margin: 60 * KB },
  { figure: "accessibility", label: "accessibility", atMost: false, kind: "absolute", limit: 1 },
  { figure: "cls", label: "CLS", atMost: true, kind: "absolute", limit: 0.02 },
];

/** The fewest runs whose median the budgets are judged on. */
export const MIN_RUNS = 3;

export interface BudgetVerdict {
  budget: PageBudget;
  value: number;
  /** The framework's figure in the same run. */
  framework: number;
  /** The page's figure minus the framework's. */
  difference: number;
  /** The figure the page had to reach: the framework's plus the margin, or the fixed limit. */
  limit: number;
  pass: boolean;
}

// Scores come as two-decimal floats and times as rounded milliseconds: compare with a hair of tolerance, so
// 0.95 against 0.99 − 0.04 (0.9500000000000001) passes as it reads.
const EPSILON = 1e-9;

export function judge(page: PageFigures, framework: PageFigures, budgets: readonly PageBudget[] = PAGE_BUDGETS): BudgetVerdict[] {
  return budgets.map((budget) => {
    const value = page[budget.figure];
    const reference = framework[budget.figure];
    const limit = budget.kind === "relative" ? reference + budget.margin : budget.limit;
    const pass = budget.atMost ? value <= limit + EPSILON : value >= limit - EPSILON;
    return { budget, value, framework: reference, difference: value - reference, limit, pass };
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("The median of no values.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A figure as printed: scores to two decimals, times in ms, scripts in KB, CLS to three decimals. */
export function formatFigure(figure: Figure, value: number): string {
  if (figure === "lcpMs" || figure === "tbtMs") return `${Math.round(value)} ms`;
  if (figure === "jsTransferBytes") return kb(value);
  if (figure === "cls") return value.toFixed(3);
  return value.toFixed(2);
}

/** A signed difference in the figure's unit: "+0.02", "−412 ms", "+19.0 KB". */
export function formatDifference(figure: Figure, difference: number): string {
  const text = formatFigure(figure, Math.abs(difference));
  const zero = Number(text.replace(/[^0-9.]/g, "")) === 0;
  return `${zero ? "±" : difference < 0 ? "−" : "+"}${text}`;
}

/** "performance 0.90 vs framework 0.99 (−0.09; budget ≥ 0.95)". */
export function describeVerdict(verdict: BudgetVerdict): string {
  const { budget, value, framework, difference, limit } = verdict;
  const bound = `${budget.atMost ? "≤" : "≥"} ${formatFigure(budget.figure, limit)}`;
  return budget.kind === "relative"
    ? `${budget.label} ${formatFigure(budget.figure, value)} vs framework ${formatFigure(budget.figure, framework)} (${formatDifference(budget.figure, difference)}; budget ${bound})`
    : `${budget.label} ${formatFigure(budget.figure, value)} (budget ${bound})`;
}

/** The budgets in words, for the doc: "LCP ≤ framework + 400 ms, TBT ≤ framework + 200 ms, …". */
export function describeBudgets(budgets: readonly PageBudget[] = PAGE_BUDGETS): string {
  return budgets
    .map((budget) =>
      budget.kind === "relative"
        ? `${budget.label} ${budget.atMost ? "≤" : "≥"} framework ${budget.margin < 0 ? "−" : "+"} ${formatFigure(budget.figure, Math.abs(budget.margin))}`
        : `${budget.label} ${budget.atMost ? "≤" : "≥"} ${formatFigure(budget.figure, budget.limit)}`,
    )
    .join(", ");
}
