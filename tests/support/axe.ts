import axe, { type Result as AxeResult } from "axe-core";
import { expect, type Page } from "@playwright/test";
import { waitForLoaded, waitForTransitions } from "./browser";

/** The console's bar: WCAG 2.2 A and AA (DESIGN.md). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe-core finds on the page as it is now: its source evaluated once in the document, then `axe.run` there.
 * @axe-core/playwright opens a blank page beside the page for every check to merge the frames' results (or, in its
 * legacy mode, injects the source twice); on this two-core machine under the suite's load that made a check 2–5× slower
 * (the dashboard 10–16 s against 2–5 s, the calendar 17–34 s against 7 s). Frames are not entered: the console's one
 * frame, the Outbox's preview of an e-mail, is the message as a mail client shows it and is never checked.
 * `tags`: only the rules of those tags (all rules without); `include`/`exclude`: a selector to check alone, or to leave out.
 */
export async function runAxe(
  page: Page,
  { tags, include, exclude }: { tags?: string[]; include?: string; exclude?: string } = {},
): Promise<AxeResult[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ tags, include, exclude }) => {
      const context = { include: include ? [include] : [":root"], exclude: exclude ? [exclude] : [] };
      const options = {
        iframes: false,
        resultTypes: ["violations" as const],
        ...(tags ? { runOnly: { type: "tag" as const, values: tags } } : {}),
      };
      return (window as unknown as { axe: typeof axe }).axe.run(context, options).then((results) => results.violations);
    },
    { tags, include, exclude },
  );
}

/**
 * What axe-core finds against WCAG 2.2 AA on the page as it is now (after any running transition, so colours are
 * final), one readable line a node: "where: rule (impact) at target — what to fix". `exclude`: a selector axe leaves out.
 * Only violations are gathered (axe's `resultTypes`): the passes' node lists, never read, took most of a run's time on
 * large pages.
 */
export async function axeViolations(page: Page, where = "", { exclude }: { exclude?: string } = {}): Promise<string[]> {
  await waitForTransitions(page);
  const violations = await runAxe(page, { tags: WCAG_TAGS, exclude });
  const prefix = where ? `${where}: ` : "";
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${prefix}${violation.id} (${violation.impact}) at ${node.target.join(" ")} — ${node.failureSummary}`),
  );
}

/** axe finds nothing on the page as it is now (`where` names it in the failure). */
export async function expectAxeClean(page: Page, where = ""): Promise<void> {
  expect(await axeViolations(page, where), "axe violations").toEqual([]);
}

/**
 * axe finds nothing at 1440 and then at 390 px (`loaded`: waiting at each width for the page to finish loading);
 * leaves the page at 1440 × 900.
 */
export async function axeAtBothWidths(page: Page, where: string, { loaded = false }: { loaded?: boolean } = {}): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (loaded) await waitForLoaded(page);
    await expectAxeClean(page, `${where} at ${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
