import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForLoaded, waitForTransitions } from "./browser";

/** The console's bar: WCAG 2.2 A and AA (DESIGN.md). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe-core finds against WCAG 2.2 AA on the page as it is now (after any running transition, so colours are
 * final), one readable line a node: "where: rule (impact) at target — what to fix". `exclude`: a selector axe leaves out.
 * Only violations are gathered (axe's `resultTypes`): the passes' node lists, never read, took most of a run's time on
 * large pages.
 */
export async function axeViolations(page: Page, where = "", { exclude }: { exclude?: string } = {}): Promise<string[]> {
  await waitForTransitions(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ["violations"] });
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
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
